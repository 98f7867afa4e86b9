// Display of contract figures (SPEC.md section 9), from decimal strings, never through a float.
import { formatAmount, formatPercent, formatPrice } from '@platform/shared/format';
import { fromAtoms, isDecimal } from '@platform/shared/money';

const PRICE_DECIMALS_MAX = 8;
const USDT_DECIMALS = 2;

/** A price at its market's precision when known, else by magnitude; '—' when absent. */
export function priceText(price: string | null | undefined, decimals?: number): string {
  if (!price || !isDecimal(price)) return '—';
  if (decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= PRICE_DECIMALS_MAX)
    return formatAmount(price, decimals);
  return formatPrice(price);
}

export const priceAtomsText = (atoms: bigint, decimals?: number) => priceText(fromAtoms(atoms), decimals);

/** USDT amounts: two decimals with separators. */
export function usdtText(amount: string | bigint | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  if (typeof amount === 'string' && !isDecimal(amount)) return '—';
  return formatAmount(amount, USDT_DECIMALS);
}

/** A profit with its sign: '+12.50', '-3.20'. */
export function signedText(amount: string | null | undefined): string {
  if (!amount || !isDecimal(amount)) return '—';
  const text = formatAmount(amount, USDT_DECIMALS);
  return text.startsWith('-') || /^0\.0+$/.test(text) ? text : `+${text}`;
}

export function rateText(rate: string | null | undefined): string {
  return rate && isDecimal(rate) ? formatPercent(rate) : '—';
}

/** Up colour for a gain, down for a loss, plain for none. */
export function profitColor(amount: string | null | undefined): string | undefined {
  if (!amount || !isDecimal(amount) || /^-?0(\.0*)?$/.test(amount)) return undefined;
  return amount.startsWith('-') ? 'var(--app-color-down)' : 'var(--app-color-up)';
}

export const directionColor = (direction: 'long' | 'short') => (direction === 'long' ? 'var(--app-color-up)' : 'var(--app-color-down)');

/** 'BTC/USDT' -> 'BTC'. */
export const baseOf = (symbol: string) => symbol.split('/')[0] ?? symbol;
