// The price checks the server applies to a limit price and to stops, run before sending, so a wrong
// price gets the same translated message at once and nothing is sent.
import { isDecimal, toAtoms } from '@platform/shared/money';
import { CONTRACT_PRICE_BAND_PPM } from '@platform/shared/trading-rules';
import type { TextKey } from '@platform/shared/i18n/texts.en';

export type PriceProblem = { key: TextKey; params?: Record<string, string | number> };

const PPM = 1_000_000n;

/** The first problem of a typed price, or null: a positive decimal of at most `decimals` fraction digits. */
export function checkPrice(text: string, decimals: number): PriceProblem | null {
  const trimmed = text.trim();
  if (!isDecimal(trimmed) || trimmed.startsWith('-') || toAtoms(trimmed) <= 0n) return { key: 'price_invalid' };
  const fraction = trimmed.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return { key: 'price_too_precise', params: { decimals } };
  return null;
}

/** A limit entry within the band around the mark price. */
export function checkLimitBand(text: string, markPrice: string, formatPrice: (atoms: bigint) => string): PriceProblem | null {
  const markAtoms = toAtoms(markPrice);
  const band = (markAtoms * BigInt(CONTRACT_PRICE_BAND_PPM)) / PPM;
  const priceAtoms = toAtoms(text.trim());
  if (priceAtoms < markAtoms - band || priceAtoms > markAtoms + band) {
    return { key: 'price_far_from_market', params: { min: formatPrice(markAtoms - band), max: formatPrice(markAtoms + band) } };
  }
  return null;
}

export type StopKind = 'profit' | 'loss';

/**
 * A stop on the right side of `referenceAtoms` (the entry or the mark price): a long's stop-profit
 * above it and stop-loss below, a short's the other way round.
 */
export function checkStopSide(
  kind: StopKind,
  direction: 'long' | 'short',
  text: string,
  referenceAtoms: bigint,
  reference: string,
): PriceProblem | null {
  const atoms = toAtoms(text.trim());
  const mustBeAbove = (kind === 'profit') === (direction === 'long');
  if (mustBeAbove && atoms <= referenceAtoms)
    return { key: kind === 'profit' ? 'stop_profit_above' : 'stop_loss_above', params: { price: reference } };
  if (!mustBeAbove && atoms >= referenceAtoms)
    return { key: kind === 'profit' ? 'stop_profit_below' : 'stop_loss_below', params: { price: reference } };
  return null;
}

/** All checks of one optional stop field; '' is no stop. */
export function checkStop(
  kind: StopKind,
  direction: 'long' | 'short',
  text: string,
  decimals: number,
  referenceAtoms: bigint | null,
  reference: string,
): PriceProblem | null {
  if (text.trim() === '') return null;
  const format = checkPrice(text, decimals);
  if (format || referenceAtoms === null) return format;
  return checkStopSide(kind, direction, text, referenceAtoms, reference);
}
