// Rounding amounts to a coin's precision and taking percentages of them, in atoms. Fees round up
// and proceeds round down, so a rounding step never goes to the user at the platform's cost.
import { ATOMS_PER_UNIT, SCALE_DIGITS, toAtoms } from '@platform/shared/money';
import { LedgerInvariantError } from '@platform/engine/ledger';

/** 100 % in atoms: percentages are parsed as decimals, 0.2 % is 0.2 * 1e8 atoms. */
export const PERCENT_WHOLE_ATOMS = 100n * ATOMS_PER_UNIT;

/** A configured percentage (a decimal string of wallet-rules.ts) in atoms; outside [0, 100) is a bug. */
export function percentAtoms(name: string, text: string): bigint {
  const atoms = toAtoms(text);
  if (atoms < 0n || atoms >= PERCENT_WHOLE_ATOMS) throw new LedgerInvariantError(`${name} ${text} % is not in [0, 100)`);
  return atoms;
}

/** The size of one step of a coin with `decimals` fraction digits, in atoms. */
function stepAtoms(decimals: number): bigint {
  return decimals >= SCALE_DIGITS ? 1n : 10n ** BigInt(SCALE_DIGITS - decimals);
}

/** Rounds a non-negative amount down to the coin's precision. */
export function floorToDecimals(atoms: bigint, decimals: number): bigint {
  return atoms - (atoms % stepAtoms(decimals));
}

/** Rounds a non-negative amount up to the coin's precision. */
export function ceilToDecimals(atoms: bigint, decimals: number): bigint {
  const floor = floorToDecimals(atoms, decimals);
  return floor === atoms ? atoms : floor + stepAtoms(decimals);
}

/** `percent` (in atoms) of `amountAtoms`, rounded up to the coin's precision: a fee. */
export function feeOf(amountAtoms: bigint, percent: bigint, decimals: number): bigint {
  const exact = amountAtoms * percent;
  const atoms = exact / PERCENT_WHOLE_ATOMS + (exact % PERCENT_WHOLE_ATOMS === 0n ? 0n : 1n);
  return ceilToDecimals(atoms, decimals);
}
