// Display of a quote's decimal strings (never through a float).
import { formatAmount, formatPrice } from '@platform/shared/format';
import type { TQuote } from '@platform/shared/schemas/market';

const PRICE_DECIMALS_MAX = 8;

/** The market's own precision when the server gives a sane one, else the shared magnitude rule. */
export function formatQuotePrice(price: string, priceDecimals: number | undefined): string {
  if (priceDecimals !== undefined && Number.isInteger(priceDecimals) && priceDecimals >= 0 && priceDecimals <= PRICE_DECIMALS_MAX) {
    return formatAmount(price, priceDecimals);
  }
  return formatPrice(price);
}

/** "BTC/USDT" -> { base: "BTC", quote: "USDT" }, from the quote's own fields when present. */
export function pairParts(quote: Pick<TQuote, 'symbol' | 'base' | 'quote'>): { base: string; quote: string } {
  if (quote.base) return { base: quote.base, quote: quote.quote };
  const [base = quote.symbol, counter = ''] = quote.symbol.split('/');
  return { base, quote: counter };
}
