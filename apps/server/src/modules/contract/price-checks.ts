// The checks a price from a user passes before it reaches a position: the market's precision, a
// limit entry's distance from the mark, and stops on the right side of their reference price.
import { fromAtoms, toAtoms } from '@platform/shared/money';
import { CONTRACT_PRICE_BAND_PPM } from '@platform/shared/trading-rules';
import { stopRefusal, type ContractDirection } from '@platform/engine/contract';
import type { MarketRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { priceStepAtoms } from './position-json.ts';

/** A price string (already a positive decimal, schema-checked) in atoms, on the market's grid. */
export function priceOnGrid(market: MarketRow, text: string): bigint {
  const atoms = toAtoms(text);
  if (atoms % priceStepAtoms(market) !== 0n) throw new AppError('price_too_precise', { decimals: market.price_decimals });
  return atoms;
}

export function optionalPriceOnGrid(market: MarketRow, text: string | undefined): bigint | null {
  return text === undefined ? null : priceOnGrid(market, text);
}

/** A limit entry within CONTRACT_PRICE_BAND_PPM of the mark: further is a typo, not a strategy. */
export function assertWithinBand(market: MarketRow, entryPriceAtoms: bigint, markPriceAtoms: bigint): void {
  const bandAtoms = (markPriceAtoms * BigInt(CONTRACT_PRICE_BAND_PPM)) / 1_000_000n;
  const step = priceStepAtoms(market);
  // The bounds as shown, on the grid and inside the band.
  const minAtoms = ((markPriceAtoms - bandAtoms + step - 1n) / step) * step;
  const maxAtoms = ((markPriceAtoms + bandAtoms) / step) * step;
  if (entryPriceAtoms < minAtoms || entryPriceAtoms > maxAtoms) {
    throw new AppError('price_far_from_market', { min: fromAtoms(minAtoms), max: fromAtoms(maxAtoms) });
  }
}

export function assertStopsSided(input: {
  direction: ContractDirection;
  referencePriceAtoms: bigint;
  targetProfitPriceAtoms: bigint | null;
  stopLossPriceAtoms: bigint | null;
}): void {
  const refusal = stopRefusal(input);
  if (refusal) throw new AppError(refusal.textKey, { price: fromAtoms(refusal.priceAtoms) });
}
