// How option figures read (SPEC.md section 9): prices with the market's decimals, signed profits,
// countdowns as m:ss, times in New York.
import { formatAmount, formatPrice } from '@platform/shared/format';
import { isDecimal } from '@platform/shared/money';

const PRICE_DECIMALS_MAX = 8;

/** A price with its market's decimals when known, else by its magnitude. */
export function formatOptionPrice(price: string | null | undefined, priceDecimals?: number): string {
  if (!price || !isDecimal(price)) return '—';
  if (priceDecimals !== undefined && Number.isInteger(priceDecimals) && priceDecimals >= 0 && priceDecimals <= PRICE_DECIMALS_MAX) {
    return formatAmount(price, priceDecimals);
  }
  return formatPrice(price);
}

/** A price move with its sign: "+12.50", "-0.30", "0.00". */
export function formatSignedPrice(delta: string, priceDecimals?: number): string {
  const text = formatOptionPrice(delta, priceDecimals);
  return delta.startsWith('-') || /^[0.,]+$/.test(text) ? text : `+${text}`;
}

/** 75 -> "1:15", 9 -> "0:09". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
