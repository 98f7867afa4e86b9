// Amounts as the wallet shows and reads them (SPEC.md section 9): 2 decimals with thousands
// separators, up to 8 for coins whose unit is worth a lot (0.00012 BTC must not read 0.00), and
// typed amounts checked on decimal strings, never floats.
import { formatAmount } from '@platform/shared/format';
import { ATOMS_PER_UNIT, SCALE_DIGITS, divAtoms, fromAtoms, isDecimal, toAtoms } from '@platform/shared/money';

const DISPLAY_DECIMALS = 2;
/** A rate between 1 and 1000 reads to 6 places (1.084213 USDC per USDT). */
const RATE_DECIMALS_MAX = 6;
/** Coins whose unit is about a dollar: cents are the finest step anyone reads. */
const CENT_COINS: ReadonlySet<string> = new Set(['USDT', 'USDC']);

/** "1234.5" -> "1,234.50"; a value that is not a decimal is shown as it came. */
export function formatMoney(value: string): string {
  return isDecimal(value) ? formatAmount(value, DISPLAY_DECIMALS) : value;
}

/** An amount of `coin`: 2 decimals for dollar coins, up to 8 (at least 2) for the others. */
export function formatCoin(value: string, coin: string): string {
  if (!isDecimal(value)) return value;
  if (CENT_COINS.has(coin.toUpperCase())) return formatAmount(value, DISPLAY_DECIMALS);
  const text = formatAmount(value, SCALE_DIGITS);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(DISPLAY_DECIMALS, '0');
  return `${whole}.${kept}`;
}

/** A signed amount with its sign always shown: "+12.00", "-0.50". */
export function formatSignedCoin(value: string, coin: string): string {
  const text = formatCoin(value, coin);
  return isDecimal(value) && toAtoms(value) > 0n ? `+${text}` : text;
}

/** Keeps what a user types in an amount box to digits and one dot, at most 8 fraction digits. */
export function cleanAmountInput(text: string): string {
  const digits = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = digits.indexOf('.');
  if (dot < 0) return digits;
  const whole = digits.slice(0, dot) || '0';
  const fraction = digits
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, SCALE_DIGITS);
  return `${whole}.${fraction}`;
}

/** A positive decimal with at most 8 fraction digits (the rule of the shared zAmount). */
export function isPositiveAmount(text: string): boolean {
  const trimmed = text.trim();
  return isDecimal(trimmed) && !trimmed.startsWith('-') && toAtoms(trimmed) > 0n;
}

export type AmountCheck = { key: 'amount_invalid' | 'insufficient_balance' | 'deposit_below_minimum'; params?: Record<string, string> };

/**
 * The first problem of a typed amount, as a shared text key with its values, or null when it may be
 * sent: a positive decimal, at least `minimum` (a deposit), at most `available` (a debit).
 */
export function checkAmount(text: string, limits: { available?: string; minimum?: string; coin?: string } = {}): AmountCheck | null {
  if (!isPositiveAmount(text)) return { key: 'amount_invalid' };
  const atoms = toAtoms(text.trim());
  if (limits.minimum !== undefined && isDecimal(limits.minimum) && atoms < toAtoms(limits.minimum)) {
    return { key: 'deposit_below_minimum', params: { minimum: limits.minimum, coin: limits.coin ?? '' } };
  }
  if (limits.available !== undefined && isDecimal(limits.available) && atoms > toAtoms(limits.available)) {
    return { key: 'insufficient_balance' };
  }
  return null;
}

/** A rate string cut to 8 fraction digits, in atoms; null when it is not a positive decimal. */
function rateAtomsOf(rate: string): bigint | null {
  const [whole = '', fraction = ''] = rate.trim().split('.');
  const text = fraction ? `${whole}.${fraction.slice(0, SCALE_DIGITS)}` : whole;
  if (!isDecimal(text)) return null;
  const atoms = toAtoms(text);
  return atoms > 0n ? atoms : null;
}

/** An amount of a fiat in USD(T), at `rate` units of the fiat per 1 USD; null when either is unusable. */
export function fiatToUsd(amount: string, rate: string): string | null {
  const rateAtoms = rateAtomsOf(rate);
  if (rateAtoms === null || !isPositiveAmount(amount)) return null;
  return fromAtoms(divAtoms(toAtoms(amount.trim()), rateAtoms));
}

/** A rate: as many digits as its size needs, trailing zeros dropped (0.00001029, 1.084, 96,681.78). */
export function formatPrecise(value: string): string {
  if (!isDecimal(value)) return value;
  const atoms = toAtoms(value);
  const magnitude = atoms < 0n ? -atoms : atoms;
  const decimals = magnitude >= 1000n * ATOMS_PER_UNIT ? DISPLAY_DECIMALS : magnitude >= ATOMS_PER_UNIT ? RATE_DECIMALS_MAX : SCALE_DIGITS;
  const [whole = '0', fraction = ''] = formatAmount(value, decimals).split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(DISPLAY_DECIMALS, '0')}`;
}

/** Whether two decimal strings are the same amount ("10.50" and "10.5"). */
export function sameAmount(a: string, b: string): boolean {
  return isDecimal(a) && isDecimal(b) && toAtoms(a.trim()) === toAtoms(b.trim());
}
