// Seconds options, pure: the result of a stake on up or down from two recorded prices, what it
// pays back, and the ledger postings of staking and settling. The stake lives in the user's micro
// account from submit to settlement; the options pool is the counterparty of every option.
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import {
  LedgerInvariantError,
  PLATFORM_ACCOUNT,
  assertBalanced,
  assertPositive,
  freeze,
  platformAccount,
  unfreeze,
  userOwner,
  type Posting,
} from './ledger.ts';

export type OptionDirection = 'up' | 'down';
export type OptionResult = 'win' | 'loss' | 'tie';

/** Stakes live in the micro account (SPEC.md account type 4). */
export const OPTION_ACCOUNT_TYPE = ACCOUNT_TYPE.micro;
export const PPM = 1_000_000n;
/** A payout above 10x the stake is a configuration typo, not a product. */
export const OPTION_PAYOUT_PPM_MAX = 10_000_000;

/** Up wins when the close is above the open, down when below; the same price is a tie for both. */
export function optionResult(direction: OptionDirection, openPriceAtoms: bigint, closePriceAtoms: bigint): OptionResult {
  assertPositive('open price', openPriceAtoms);
  assertPositive('close price', closePriceAtoms);
  if (closePriceAtoms === openPriceAtoms) return 'tie';
  const rose = closePriceAtoms > openPriceAtoms;
  return rose === (direction === 'up') ? 'win' : 'loss';
}

function assertPayoutPpm(payoutPpm: number): void {
  if (!Number.isSafeInteger(payoutPpm) || payoutPpm <= 0 || payoutPpm > OPTION_PAYOUT_PPM_MAX) {
    throw new LedgerInvariantError(`payout ppm ${payoutPpm} outside (0, ${OPTION_PAYOUT_PPM_MAX}]`);
  }
}

/** The winnings on top of the stake, rounded down: the pool never pays a fraction of an atom it does not owe. */
export function optionPayoutAtoms(stakeAtoms: bigint, payoutPpm: number): bigint {
  assertPositive('stake', stakeAtoms);
  assertPayoutPpm(payoutPpm);
  return (stakeAtoms * BigInt(payoutPpm)) / PPM;
}

/** What the user gets back at settlement: stake + payout on a win, the stake on a tie, nothing on a loss. */
export function optionReturnAtoms(result: OptionResult, stakeAtoms: bigint, payoutPpm: number): bigint {
  const payoutAtoms = optionPayoutAtoms(stakeAtoms, payoutPpm);
  if (result === 'win') return stakeAtoms + payoutAtoms;
  if (result === 'tie') return stakeAtoms;
  return 0n;
}

/** When an option opened at `openedAtMs` for `seconds` expires. */
export function optionExpiresAt(openedAtMs: number, seconds: number): number {
  if (!Number.isSafeInteger(seconds) || seconds <= 0) throw new LedgerInvariantError(`option seconds ${seconds}`);
  return openedAtMs + seconds * 1000;
}

/**
 * Whether an option can be settled, given the time of its market's last recorded tick. Ticks of a
 * market are recorded in time order, so once one at or after expiry exists, no tick at or before
 * expiry can still arrive and the closing price is final.
 */
export function isOptionDue(expiresAtMs: number, lastTickTimeMs: number): boolean {
  return lastTickTimeMs >= expiresAtMs;
}

export type OptionStake = { userId: number; coinId: number; stakeAtoms: bigint };

/** At submit: the stake moves from available to frozen in the micro account. */
export function optionStaked({ userId, coinId, stakeAtoms }: OptionStake): Posting[] {
  return freeze({ userId, coinId, accountType: OPTION_ACCOUNT_TYPE, amountAtoms: stakeAtoms });
}

export type OptionSettlement = OptionStake & { result: OptionResult; payoutPpm: number };

/**
 * At settlement: a loss gives the frozen stake to the options pool; a tie unfreezes it; a win
 * unfreezes it and the pool pays the payout into the user's available.
 */
export function optionSettled({ userId, coinId, stakeAtoms, result, payoutPpm }: OptionSettlement): Posting[] {
  const returnAtoms = optionReturnAtoms(result, stakeAtoms, payoutPpm);
  const unfrozen = unfreeze({ userId, coinId, accountType: OPTION_ACCOUNT_TYPE, amountAtoms: stakeAtoms });
  const pool = platformAccount(PLATFORM_ACCOUNT.optionsPool, coinId);
  let postings: Posting[];
  if (result === 'loss') {
    const account = { owner: userOwner(userId), coinId, accountType: OPTION_ACCOUNT_TYPE };
    postings = [
      { account, bucket: 'frozen', amountAtoms: -stakeAtoms },
      { account: pool, bucket: 'available', amountAtoms: stakeAtoms },
    ];
  } else if (returnAtoms === stakeAtoms) {
    // A tie, or a win whose payout rounds down to nothing.
    postings = unfrozen;
  } else {
    const [frozenLine, availableLine] = unfrozen as [Posting, Posting];
    const payoutAtoms = returnAtoms - stakeAtoms;
    postings = [
      frozenLine,
      { ...availableLine, amountAtoms: returnAtoms },
      { account: pool, bucket: 'available', amountAtoms: -payoutAtoms },
    ];
  }
  assertBalanced(postings);
  return postings;
}
