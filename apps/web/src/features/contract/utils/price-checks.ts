// The price checks the server applies to a limit price and to stops, run before sending, so a wrong
// price gets the same translated message at once and nothing is sent. The rules are the server's
// own functions: @platform/shared/contract-rules (grid, band) and the engine's stopRefusal (stops).
import { stopRefusal } from '@platform/engine/contract';
import { contractPriceBand, contractPriceOnGrid } from '@platform/shared/contract-rules';
import { isDecimal, toAtoms } from '@platform/shared/money';
import type { TextKey } from '@platform/shared/i18n/texts.en';

export type PriceProblem = { key: TextKey; params?: Record<string, string | number> };

/** The first problem of a typed price, or null: a positive decimal on the market's grid of `decimals` fraction digits. */
export function checkPrice(text: string, decimals: number): PriceProblem | null {
  const trimmed = text.trim();
  if (!isDecimal(trimmed) || trimmed.startsWith('-') || toAtoms(trimmed) <= 0n) return { key: 'price_invalid' };
  if (!contractPriceOnGrid(toAtoms(trimmed), decimals)) return { key: 'price_too_precise', params: { decimals } };
  return null;
}

/** A limit entry within the band around the mark price, its bounds on the market's grid as the server has them. */
export function checkLimitBand(
  text: string,
  markPrice: string,
  decimals: number,
  formatPrice: (atoms: bigint) => string,
): PriceProblem | null {
  const { minAtoms, maxAtoms } = contractPriceBand(toAtoms(markPrice), decimals);
  const priceAtoms = toAtoms(text.trim());
  if (priceAtoms < minAtoms || priceAtoms > maxAtoms) {
    return { key: 'price_far_from_market', params: { min: formatPrice(minAtoms), max: formatPrice(maxAtoms) } };
  }
  return null;
}

export type StopKind = 'profit' | 'loss';

/**
 * A stop on the right side of `referenceAtoms` (the entry or the mark price): a long's stop-profit
 * above it and stop-loss below, a short's the other way round (the engine's stopRefusal).
 */
export function checkStopSide(
  kind: StopKind,
  direction: 'long' | 'short',
  text: string,
  referenceAtoms: bigint,
  reference: string,
): PriceProblem | null {
  const atoms = toAtoms(text.trim());
  const refusal = stopRefusal({
    direction,
    referencePriceAtoms: referenceAtoms,
    targetProfitPriceAtoms: kind === 'profit' ? atoms : null,
    stopLossPriceAtoms: kind === 'loss' ? atoms : null,
  });
  return refusal ? { key: refusal.textKey, params: { price: reference } } : null;
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
