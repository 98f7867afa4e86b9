// The figures of an option on decimal strings (never floats): what a win pays, how the live price
// stands against the opening price, and the first problem of a typed stake, in the order the
// server checks it.
import { fromAtoms, isDecimal, mulAtoms, toAtoms } from '@platform/shared/money';
import type { TOptionOrder, TOptionProduct } from '@platform/shared/schemas/option';

export type Direction = TOptionOrder['direction'];
export type Standing = 'winning' | 'losing' | 'level';

function atomsOr(text: string | null | undefined, fallback: bigint): bigint {
  const trimmed = (text ?? '').trim();
  return isDecimal(trimmed) ? toAtoms(trimmed) : fallback;
}

/** The payout of a win (stake x rate%), or null while the stake is not a positive amount. */
export function payoutOf(stake: string, profitRatioPercent: string): string | null {
  const stakeAtoms = atomsOr(stake, 0n);
  if (stakeAtoms <= 0n) return null;
  // Rounded down: the platform never promises a fraction of an atom.
  const payoutAtoms = mulAtoms(stakeAtoms, atomsOr(profitRatioPercent, 0n)) / 100n;
  return fromAtoms(payoutAtoms);
}

/** Stake plus payout: what a win returns. */
export function winReturnOf(stake: string, profitRatioPercent: string): string | null {
  const payout = payoutOf(stake, profitRatioPercent);
  return payout === null ? null : fromAtoms(toAtoms(stake.trim()) + toAtoms(payout));
}

/** How an order stands if it expired at `livePrice`: a tie returns the stake. */
export function standingOf(direction: Direction, openPrice: string, livePrice: string | null): Standing {
  if (livePrice === null || !isDecimal(livePrice) || !isDecimal(openPrice)) return 'level';
  const delta = toAtoms(livePrice) - toAtoms(openPrice);
  if (delta === 0n) return 'level';
  return delta > 0n === (direction === 'up') ? 'winning' : 'losing';
}

/** live - open, signed, as a decimal string. */
export function priceDeltaOf(openPrice: string, livePrice: string): string {
  return fromAtoms(atomsOr(livePrice, 0n) - atomsOr(openPrice, 0n));
}

export type StakeProblem =
  | { key: 'amount_invalid' }
  | { key: 'option_stake_below_minimum'; params: { minimum: string; coin: string } }
  | { key: 'option_stake_above_maximum'; params: { maximum: string; coin: string } }
  | { key: 'insufficient_balance' };

/** The first problem of a typed stake for `product`, or null when it may be sent. */
export function checkStake(text: string, product: TOptionProduct, available: string | null, coin: string): StakeProblem | null {
  const trimmed = text.trim();
  if (!isDecimal(trimmed) || trimmed.startsWith('-') || toAtoms(trimmed) <= 0n) return { key: 'amount_invalid' };
  const atoms = toAtoms(trimmed);
  if (isDecimal(product.min_number) && atoms < toAtoms(product.min_number)) {
    return { key: 'option_stake_below_minimum', params: { minimum: product.min_number, coin } };
  }
  if (isDecimal(product.max_number) && toAtoms(product.max_number) > 0n && atoms > toAtoms(product.max_number)) {
    return { key: 'option_stake_above_maximum', params: { maximum: product.max_number, coin } };
  }
  if (available !== null && isDecimal(available) && atoms > toAtoms(available)) return { key: 'insufficient_balance' };
  return null;
}

/** Quick stakes within the product's limits: a few round amounts and the most one can stake. */
export type QuickStake = { label: 'max' | null; amount: string };

export function quickStakesOf(product: TOptionProduct, available: string | null): QuickStake[] {
  const min = atomsOr(product.min_number, 0n);
  const max = atomsOr(product.max_number, 0n);
  const ceiling = max > 0n ? max : null;
  const round = ['10', '50', '100', '500']
    .map((amount) => toAtoms(amount))
    .filter((atoms) => atoms >= min && (ceiling === null || atoms <= ceiling));
  const chips = [...new Set([min > 0n ? min : null, ...round].filter((atoms): atoms is bigint => atoms !== null))]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, 4)
    .map((atoms): QuickStake => ({ label: null, amount: fromAtoms(atoms) }));
  const availableAtoms = atomsOr(available, -1n);
  if (availableAtoms >= min && availableAtoms > 0n) {
    const most = ceiling !== null && availableAtoms > ceiling ? ceiling : availableAtoms;
    chips.push({ label: 'max', amount: fromAtoms(most) });
  }
  return chips;
}
