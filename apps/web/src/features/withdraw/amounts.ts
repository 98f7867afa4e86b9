// Withdrawal amounts as the screen shows and checks them, on decimal strings (never floats): the
// same order of checks the server applies, so the user reads the reason before anything is sent.
import { formatAmount } from '@platform/shared/format';
import { SCALE_DIGITS, fromAtoms, isDecimal, toAtoms } from '@platform/shared/money';
import type { TextKey } from '@platform/shared/i18n/texts';

const DISPLAY_DECIMALS = 2;

/** "1234.5" -> "1,234.50", "0.00012" -> "0.00012": at least 2 decimals, up to 8 where the coin needs them. */
export function formatCoin(value: string): string {
  if (!isDecimal(value)) return value;
  const [whole = '0', fraction = ''] = formatAmount(value, SCALE_DIGITS).split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(DISPLAY_DECIMALS, '0')}`;
}

/** Keeps what a user types in the amount box to digits and one point, at most 8 fraction digits. */
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

export type AmountRules = { coin: string; minimum: string; fee: string; available: string };
/** A shared text key (namespace `texts`) with its values, or the feature's own 'amountRequired'. */
export type AmountProblem = { key: TextKey | 'amountRequired'; params?: Record<string, string> };

/** The first reason `amount` cannot be withdrawn under `rules`, or null when it may be sent. */
export function amountProblem(amount: string, rules: AmountRules): AmountProblem | null {
  const text = amount.trim();
  if (!text) return { key: 'amountRequired' };
  if (!isDecimal(text) || text.startsWith('-') || toAtoms(text) <= 0n) return { key: 'amount_invalid' };
  const atoms = toAtoms(text);
  if (atoms < toAtoms(rules.minimum)) return { key: 'withdraw_below_minimum', params: { minimum: rules.minimum, coin: rules.coin } };
  if (atoms > toAtoms(rules.available)) return { key: 'insufficient_balance' };
  if (atoms <= toAtoms(rules.fee)) return { key: 'withdraw_fee_exceeds_amount', params: { fee: rules.fee, coin: rules.coin } };
  return null;
}

/** What arrives: amount minus the fee, or null while the amount is not a valid one above the fee. */
export function receivedOf(amount: string, fee: string): string | null {
  const text = amount.trim();
  if (!isDecimal(text) || text.startsWith('-') || !isDecimal(fee)) return null;
  const received = toAtoms(text) - toAtoms(fee);
  return received > 0n ? fromAtoms(received) : null;
}
