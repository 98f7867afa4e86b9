// Field builders every request schema uses, so one rule reads each kind of field:
// - whole numbers (ids, account types, lots, multiples, seconds, pages) come only as a JSON integer
//   or a string of digits; `true`, '0x10', '1e1', ['3'], 1.5 and ' 3' are not numbers a client means;
// - amounts and prices are decimal strings no larger than AMOUNT_MAX, far inside the BIGINT atoms
//   columns, so a typo or an attack is refused with the field's error instead of failing in the driver;
// - free text others read loses its bidi controls (../text-rules.ts).
// Each `error` is a text key of i18n/texts, translated by whichever side shows it.
import { z } from 'zod';
import type { TextKey } from '../i18n/texts.en.ts';
import { isDecimal, mulAtoms, toAtoms } from '../money.ts';
import { stripBidiControls } from '../text-rules.ts';

/** A zod error option whose message is a translation key. */
export const key = (textKey: TextKey) => ({ error: textKey });

/** The largest id of the `integer` id columns (PostgreSQL int4); a larger one names no row and would fail in the driver. */
export const ID_MAX = 2_147_483_647;
/** The largest whole number read at all: beyond it a JS number is no longer exact. */
export const WHOLE_MAX = Number.MAX_SAFE_INTEGER;
/** Digits of the largest whole number; a longer digit string is refused before it is read. */
const WHOLE_DIGITS_MAX = String(WHOLE_MAX).length;
const DIGITS_RE = new RegExp(`^\\d{1,${WHOLE_DIGITS_MAX}}$`);

/**
 * Far below the BIGINT atoms columns' range (2^63 - 1 atoms is 92233720368.54775807), far above any
 * real amount or price; a larger number is a typo. Every amount and price of a request is bounded by it.
 */
export const AMOUNT_MAX = '10000000000';
export const AMOUNT_MAX_ATOMS = toAtoms(AMOUNT_MAX);

/** A whole number as a client sends one: a JSON integer or a string of digits; anything else is undefined. */
export function wholeNumberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !DIGITS_RE.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

export type WholeBounds = { min?: number; max?: number };

/**
 * A whole number from min (1) to max (ID_MAX), read by wholeNumberOf; anything else is refused
 * with `textKey`. For ids, account types, lots, multiples, seconds, pages and limits.
 */
export function zWhole(textKey: TextKey, { min = 1, max = ID_MAX }: WholeBounds = {}) {
  return z.preprocess(
    (value) => wholeNumberOf(value) ?? value,
    z.number(key(textKey)).int(key(textKey)).min(min, key(textKey)).max(max, key(textKey)),
  );
}

/** Whether `text` is a positive decimal with at most 8 fraction digits, no larger than AMOUNT_MAX. */
export function isAmountInRange(text: string): boolean {
  return isDecimal(text) && /[1-9]/.test(text) && !text.trim().startsWith('-') && toAtoms(text) <= AMOUNT_MAX_ATOMS;
}

/**
 * Whether price x quantity is within AMOUNT_MAX too: a limit order's total is an amount. Only
 * judges two valid amounts; a field that is not one has its own refusal.
 */
export function isTotalInRange(price: string, quantity: string): boolean {
  if (!isAmountInRange(price) || !isAmountInRange(quantity)) return true;
  return mulAtoms(toAtoms(price), toAtoms(quantity)) <= AMOUNT_MAX_ATOMS;
}

/** A positive decimal string (amount or price) with at most 8 fraction digits, at most AMOUNT_MAX; never a JS number. */
export function zPositiveAmount(textKey: TextKey) {
  return z.string(key(textKey)).trim().refine(isAmountInRange, key(textKey));
}

/** Text a user writes and others read: without bidi controls, trimmed. */
export function zText(textKey?: TextKey) {
  return z
    .string(textKey ? key(textKey) : undefined)
    .overwrite(stripBidiControls)
    .trim();
}
