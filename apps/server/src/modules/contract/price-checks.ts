// The checks a price from a user passes before it reaches a position: the market's precision, a
// limit entry's distance from the mark, and stops on the right side of their reference price. The
// rules are @platform/shared/contract-rules and the engine's stopRefusal (the contract screen calls
// the same functions); these turn a refusal into its error.
import { contractPriceBand, contractPriceOnGrid } from '@platform/shared/contract-rules';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import { stopRefusal, type ContractDirection } from '@platform/engine/contract';
import type { MarketRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** A price string (already a positive decimal, schema-checked) in atoms, on the market's grid. */
export function priceOnGrid(market: MarketRow, text: string): bigint {
  const atoms = toAtoms(text);
  if (!contractPriceOnGrid(atoms, market.price_decimals)) throw new AppError('price_too_precise', { decimals: market.price_decimals });
  return atoms;
}

export function optionalPriceOnGrid(market: MarketRow, text: string | undefined): bigint | null {
  return text === undefined ? null : priceOnGrid(market, text);
}

/** A limit entry within CONTRACT_PRICE_BAND_PPM of the mark: further is a typo, not a strategy. */
export function assertWithinBand(market: MarketRow, entryPriceAtoms: bigint, markPriceAtoms: bigint): void {
  // The bounds as shown, on the grid and inside the band.
  const { minAtoms, maxAtoms } = contractPriceBand(markPriceAtoms, market.price_decimals);
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
