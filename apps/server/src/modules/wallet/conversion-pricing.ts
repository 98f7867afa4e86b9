// The arithmetic of a conversion, pure and in atoms: the market rate from the two recorded USDT
// prices, the spread taken off it, the fee out of the amount, what the user receives, and whether
// the live rate moved too far from the one the user saw. Every rounding goes against the user by
// at most one step of the coin, never in their favour at the platform's cost.
import { CONVERSION_FEE_PERCENT, CONVERSION_SPREAD_PERCENT, CONVERSION_TOLERANCE_PERCENT } from '@platform/shared/wallet-rules';
import { ATOMS_PER_UNIT } from '@platform/shared/money';
import { LedgerInvariantError } from '@platform/engine/ledger';
import { PERCENT_WHOLE_ATOMS, feeOf, floorToDecimals, percentAtoms } from './balance-amounts.ts';

export const CONVERSION_SPREAD_ATOMS = percentAtoms('conversion spread', CONVERSION_SPREAD_PERCENT);
export const CONVERSION_FEE_ATOMS = percentAtoms('conversion fee', CONVERSION_FEE_PERCENT);
export const CONVERSION_TOLERANCE_ATOMS = percentAtoms('conversion tolerance', CONVERSION_TOLERANCE_PERCENT);

export type ConversionInput = {
  fromAmountAtoms: bigint;
  /** USDT per one coin, at the recorded feed price. */
  fromPriceAtoms: bigint;
  toPriceAtoms: bigint;
  fromDecimals: number;
  toDecimals: number;
};

export type ConversionTerms = {
  /** To-coin per one from-coin at the feed prices, truncated to 8 decimals. */
  marketRateAtoms: bigint;
  /** After the spread, truncated to 8 decimals: what the user is shown and what is recorded. */
  rateAtoms: bigint;
  /** In the from-coin, out of fromAmountAtoms. */
  feeAtoms: bigint;
  /** To-coin, rounded down to its decimals; 0 when the amount is too small to buy one step. */
  receiveAtoms: bigint;
};

export function conversionTerms({
  fromAmountAtoms,
  fromPriceAtoms,
  toPriceAtoms,
  fromDecimals,
  toDecimals,
}: ConversionInput): ConversionTerms {
  if (fromAmountAtoms <= 0n || fromPriceAtoms <= 0n || toPriceAtoms <= 0n)
    throw new LedgerInvariantError('conversion needs positive amounts');
  const keptAtoms = PERCENT_WHOLE_ATOMS - CONVERSION_SPREAD_ATOMS;
  const marketRateAtoms = (fromPriceAtoms * ATOMS_PER_UNIT) / toPriceAtoms;
  const rateAtoms = (fromPriceAtoms * keptAtoms * ATOMS_PER_UNIT) / (toPriceAtoms * PERCENT_WHOLE_ATOMS);
  const feeAtoms = feeOf(fromAmountAtoms, CONVERSION_FEE_ATOMS, fromDecimals);
  const netAtoms = fromAmountAtoms - feeAtoms;
  // From the prices, not the truncated rate, so a cheap to-coin does not lose precision to it.
  const receiveAtoms =
    netAtoms <= 0n ? 0n : floorToDecimals((netAtoms * fromPriceAtoms * keptAtoms) / (toPriceAtoms * PERCENT_WHOLE_ATOMS), toDecimals);
  // The user never gets more than the market value of what they gave.
  if (receiveAtoms * toPriceAtoms > fromAmountAtoms * fromPriceAtoms) throw new LedgerInvariantError('conversion pays above market');
  return { marketRateAtoms, rateAtoms, feeAtoms, receiveAtoms };
}

/**
 * Whether the live rate (after the spread, unrounded) is worse than the rate the user saw by more
 * than the tolerance: live < seen * (1 - tolerance). Exact, in integers.
 */
export function rateMovedAgainstUser(seenRateAtoms: bigint, live: { fromPriceAtoms: bigint; toPriceAtoms: bigint }): boolean {
  const liveScaled = live.fromPriceAtoms * (PERCENT_WHOLE_ATOMS - CONVERSION_SPREAD_ATOMS) * ATOMS_PER_UNIT;
  const floorScaled = seenRateAtoms * (PERCENT_WHOLE_ATOMS - CONVERSION_TOLERANCE_ATOMS) * live.toPriceAtoms;
  return liveScaled < floorScaled;
}
