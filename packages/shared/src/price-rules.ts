// Prices and amounts on a market's grid, for the server and the screens alike (zod-free): a market
// quotes prices with price_decimals and quantities with amount_decimals; these round bigint atoms
// onto that grid in a chosen direction, and move a price by parts per million.
import { SCALE_DIGITS } from './money.ts';

const PPM = 1_000_000n;

/** The grid step of `decimals` fraction digits, in atoms (1 atom at 8 digits or more). */
export function gridStepAtoms(decimals: number): bigint {
  return decimals >= SCALE_DIGITS ? 1n : 10n ** BigInt(SCALE_DIGITS - decimals);
}

/** The largest multiple of the grid step at or below `atoms` (atoms >= 0). */
export function floorToDecimals(atoms: bigint, decimals: number): bigint {
  const step = gridStepAtoms(decimals);
  return atoms - (atoms % step);
}

/** The smallest multiple of the grid step at or above `atoms` (atoms >= 0). */
export function ceilToDecimals(atoms: bigint, decimals: number): bigint {
  const step = gridStepAtoms(decimals);
  const remainder = atoms % step;
  return remainder === 0n ? atoms : atoms - remainder + step;
}

/** Whether `atoms` lies on the grid of `decimals` fraction digits. */
export function onGrid(atoms: bigint, decimals: number): boolean {
  return atoms % gridStepAtoms(decimals) === 0n;
}

/** `atoms` moved by `ppm` parts per million (negative: down), truncated. */
export function shiftedByPpm(atoms: bigint, ppm: number): bigint {
  return (atoms * (PPM + BigInt(ppm))) / PPM;
}
