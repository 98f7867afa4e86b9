// The price rules of a contract order, for the server (which refuses) and the contract screen
// (which says why before sending), zod-free: a price on the market's grid, and a limit entry
// within CONTRACT_PRICE_BAND_PPM of the mark, the bounds on the grid and inside the band. The stop
// side rule is the engine's stopRefusal (@platform/engine/contract), called by both as well.
import { gridStepAtoms, onGrid } from './price-rules.ts';
import { CONTRACT_PRICE_BAND_PPM } from './trading-rules.ts';

/** Whether a contract price lies on the market's price grid (`priceDecimals` fraction digits). */
export function contractPriceOnGrid(priceAtoms: bigint, priceDecimals: number): boolean {
  return onGrid(priceAtoms, priceDecimals);
}

/** The limit entry prices accepted around the mark: on the grid (the floor rounded up, the ceiling down) and inside the band. */
export function contractPriceBand(markPriceAtoms: bigint, priceDecimals: number): { minAtoms: bigint; maxAtoms: bigint } {
  const bandAtoms = (markPriceAtoms * BigInt(CONTRACT_PRICE_BAND_PPM)) / 1_000_000n;
  const step = gridStepAtoms(priceDecimals);
  return {
    minAtoms: ((markPriceAtoms - bandAtoms + step - 1n) / step) * step,
    maxAtoms: ((markPriceAtoms + bandAtoms) / step) * step,
  };
}
