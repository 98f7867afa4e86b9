// Coin amounts as the wallet and withdrawal screens show and read them (SPEC.md section 9): 2
// decimals with thousands separators, up to 8 where a coin's unit is worth a lot (0.00012 BTC must
// not read 0.00), and typed amounts checked on decimal strings, never floats, in the order the
// server checks them, so the user reads the reason before anything is sent.
import { formatAmount, formatAmountTrimmed } from '@platform/shared/format';
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

/** Every atom of an amount: "1234.5" -> "1,234.50", "0.00012" -> "0.00012" (at least 2 decimals, up to 8). */
export function formatCoinExact(value: string): string {
  return isDecimal(value) ? formatAmountTrimmed(value, SCALE_DIGITS, DISPLAY_DECIMALS) : value;
}

/** An amount of `coin`: 2 decimals for dollar coins, up to 8 (at least 2) for the others. */
export function formatCoin(value: string, coin: string): string {
  if (!isDecimal(value)) return value;
  if (CENT_COINS.has(coin.toUpperCase())) return formatAmount(value, DISPLAY_DECIMALS);
  return formatCoinExact(value);
}

/** A signed amount with its sign always shown: "+12.00", "-0.50". */
export function formatSignedCoin(value: string, coin: string): string {
  const text = formatCoin(value, coin);
  return isDecimal(value) && toAtoms(value) > 0n ? `+${text}` : text;
}

/** A rate: as many digits as its size needs, trailing zeros dropped (0.00001029, 1.084, 96,681.78). */
export function formatPrecise(value: string): string {
  if (!isDecimal(value)) return value;
  const atoms = toAtoms(value);
  const magnitude = atoms < 0n ? -atoms : atoms;
  const decimals = magnitude >= 1000n * ATOMS_PER_UNIT ? DISPLAY_DECIMALS : magnitude >= ATOMS_PER_UNIT ? RATE_DECIMALS_MAX : SCALE_DIGITS;
  return formatAmountTrimmed(value, decimals, DISPLAY_DECIMALS);
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

/** Whether two decimal strings are the same amount ("10.50" and "10.5"). */
export function sameAmount(a: string, b: string): boolean {
  return isDecimal(a) && isDecimal(b) && toAtoms(a.trim()) === toAtoms(b.trim());
}

export type AmountLimits = {
  /** The coin's least amount, with the text key that says whose minimum it is. */
  minimum?: { amount: string; key: 'deposit_below_minimum' | 'withdraw_below_minimum' };
  /** What the debited account holds. */
  available?: string;
  /** A fee taken from the amount (a withdrawal's): the amount must be larger, or nothing arrives. */
  fee?: string;
  /** The coin's name, for the messages. */
  coin?: string;
};

/** A shared text key (namespace `texts`) with its values. */
export type AmountCheck = {
  key: 'amount_invalid' | 'deposit_below_minimum' | 'withdraw_below_minimum' | 'insufficient_balance' | 'withdraw_fee_exceeds_amount';
  params?: Record<string, string>;
};

/**
 * The first problem of a typed amount, or null when it may be sent: a positive decimal, at least
 * the minimum, at most what is available, above the fee. A limit that is not a decimal is skipped.
 */
export function checkAmount(text: string, limits: AmountLimits = {}): AmountCheck | null {
  if (!isPositiveAmount(text)) return { key: 'amount_invalid' };
  const atoms = toAtoms(text.trim());
  const { minimum, available, fee, coin = '' } = limits;
  if (minimum && isDecimal(minimum.amount) && atoms < toAtoms(minimum.amount)) {
    return { key: minimum.key, params: { minimum: minimum.amount, coin } };
  }
  if (available !== undefined && isDecimal(available) && atoms > toAtoms(available)) return { key: 'insufficient_balance' };
  if (fee !== undefined && isDecimal(fee) && atoms <= toAtoms(fee)) return { key: 'withdraw_fee_exceeds_amount', params: { fee, coin } };
  return null;
}

/** What arrives: amount minus the fee, or null while the amount is not a valid one above the fee. */
export function receivedOf(amount: string, fee: string): string | null {
  const text = amount.trim();
  if (!isDecimal(text) || text.startsWith('-') || !isDecimal(fee)) return null;
  const received = toAtoms(text) - toAtoms(fee);
  return received > 0n ? fromAtoms(received) : null;
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
