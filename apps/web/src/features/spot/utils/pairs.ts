// Which markets spot trades and which one the screen shows: every coin against USDT (the US index
// is contracts and options only), named by ?symbol= in any spelling ("btcusdt", "BTC-USDT").
import type { TQuote } from '@platform/shared/schemas/market';

export const SPOT_SYMBOL_DEFAULT = 'BTC/USDT';
const SPOT_QUOTE_COIN = 'USDT';

/** "btcusdt", "BTC-USDT" and "BTC/USDT" all name the same market. */
export const compactSymbol = (symbol: string) => symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function isSpotPair(quote: TQuote): boolean {
  return quote.category === 'crypto' && quote.quote === SPOT_QUOTE_COIN;
}

export function spotPairs(quotes: readonly TQuote[]): TQuote[] {
  return quotes.filter(isSpotPair);
}

/** The pair ?symbol= names, else the default pair, else the first spot pair. */
export function pickPair(pairs: readonly TQuote[], symbol: string | null): TQuote | undefined {
  const wanted = compactSymbol(symbol ?? '');
  return (
    (wanted ? pairs.find((pair) => compactSymbol(pair.symbol) === wanted) : undefined) ??
    pairs.find((pair) => pair.symbol === SPOT_SYMBOL_DEFAULT) ??
    pairs[0]
  );
}
