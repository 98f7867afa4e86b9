// Dual investment, pure: what a call ("sell high") or a put ("buy low") pays at settlement from the
// recorded settlement price, and the ledger postings of buying and settling. All in integer atoms
// (1e-8); every payout is the exact rational value rounded DOWN to the atom once, so the desk never
// pays a fraction of an atom it does not owe.
//
// With yield r = APR x days / 365 (APR in parts per million):
// - call, A of the coin invested: settle >= target -> A x target x (1 + r) in USDT; else A x (1 + r) in the coin;
// - put, A of USDT invested:      settle <= target -> A / target x (1 + r) in the coin; else A x (1 + r) in USDT.
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { ATOMS_PER_UNIT } from '@platform/shared/money';
import {
  LedgerInvariantError,
  PLATFORM_ACCOUNT,
  assertBalanced,
  assertPositive,
  platformAccount,
  userOwner,
  type Posting,
} from './ledger.ts';

export type DualType = 'call' | 'put';
/** Which coin a settlement pays in: the invested coin (BTC, ETH) or the quote coin (USDT). */
export type DualPayoutSide = 'coin' | 'usdt';

/** Invested from and paid into the coin (change) account, SPEC.md account type 2. */
export const DUAL_ACCOUNT_TYPE = ACCOUNT_TYPE.change;
export const PPM = 1_000_000n;
export const DAYS_PER_YEAR = 365n;
/** An APR above 1000 % is a configuration typo, not a product. */
export const DUAL_APR_PPM_MAX = 10_000_000;
/** Terms run from 1 day to 2 years. */
export const DUAL_TERM_DAYS_MAX = 730;

export type DualTerms = {
  type: DualType;
  /** USDT per coin, in atoms. */
  targetAtoms: bigint;
  aprPpm: number;
  termDays: number;
};

export type DualPayout = {
  side: DualPayoutSide;
  /** What the user receives, rounded down to the atom. */
  amountAtoms: bigint;
  /** The yield part of it: amountAtoms less the same payout at r = 0 (also rounded down). */
  yieldAtoms: bigint;
};

function assertTerms({ targetAtoms, aprPpm, termDays }: DualTerms): void {
  assertPositive('target price', targetAtoms);
  if (!Number.isSafeInteger(aprPpm) || aprPpm < 0 || aprPpm > DUAL_APR_PPM_MAX) {
    throw new LedgerInvariantError(`apr ppm ${aprPpm} outside [0, ${DUAL_APR_PPM_MAX}]`);
  }
  if (!Number.isSafeInteger(termDays) || termDays <= 0 || termDays > DUAL_TERM_DAYS_MAX) {
    throw new LedgerInvariantError(`term days ${termDays} outside [1, ${DUAL_TERM_DAYS_MAX}]`);
  }
}

/** 1 + r as the fraction growth / YEAR_PPM, exactly: (365 x 1e6 + APR ppm x days) / (365 x 1e6). */
const YEAR_PPM = DAYS_PER_YEAR * PPM;
function growthOf(aprPpm: number, termDays: number): bigint {
  return YEAR_PPM + BigInt(aprPpm) * BigInt(termDays);
}

/** Whether a settlement at this price pays in the other coin (the call is "sold high", the put "bought low"). */
export function dualConverts(type: DualType, targetAtoms: bigint, settleAtoms: bigint): boolean {
  return type === 'call' ? settleAtoms >= targetAtoms : settleAtoms <= targetAtoms;
}

/** The payout of `investedAtoms` (coin for a call, USDT for a put) at a recorded settlement price. */
export function dualPayout(terms: DualTerms, investedAtoms: bigint, settleAtoms: bigint): DualPayout {
  assertTerms(terms);
  assertPositive('invested amount', investedAtoms);
  assertPositive('settlement price', settleAtoms);
  const growth = growthOf(terms.aprPpm, terms.termDays);
  const converts = dualConverts(terms.type, terms.targetAtoms, settleAtoms);
  let numerator: bigint;
  let denominator: bigint;
  if (!converts) {
    // Back in the invested coin: A x (1 + r).
    numerator = investedAtoms;
    denominator = 1n;
  } else if (terms.type === 'call') {
    // Coin sold at the target: A x target (atoms x atoms / 1e8 = USDT atoms) x (1 + r).
    numerator = investedAtoms * terms.targetAtoms;
    denominator = ATOMS_PER_UNIT;
  } else {
    // USDT spent at the target: A / target (x 1e8 to stay in coin atoms) x (1 + r).
    numerator = investedAtoms * ATOMS_PER_UNIT;
    denominator = terms.targetAtoms;
  }
  const amountAtoms = (numerator * growth) / (denominator * YEAR_PPM);
  const principalAtoms = numerator / denominator;
  const side: DualPayoutSide = converts === (terms.type === 'call') ? 'usdt' : 'coin';
  return { side, amountAtoms, yieldAtoms: amountAtoms - principalAtoms };
}

/** The invested amount of `units` whole units of `unitAtoms` each. */
export function dualInvestedAtoms(units: number, unitAtoms: bigint): bigint {
  if (!Number.isSafeInteger(units) || units <= 0) throw new LedgerInvariantError(`dual units ${units}`);
  assertPositive('unit', unitAtoms);
  return BigInt(units) * unitAtoms;
}

export type DualPreviewCase = 'below' | 'at' | 'above';
export type DualPreviewLine = { case: DualPreviewCase; settleAtoms: bigint; payout: DualPayout };

/** Below the target by this many ppm for the preview's "below" and "above" lines (5 %). */
export const DUAL_PREVIEW_STEP_PPM = 50_000n;

/** What the user would receive at three settlement prices: 5 % below the target, at it, 5 % above. */
export function dualPreview(terms: DualTerms, investedAtoms: bigint): DualPreviewLine[] {
  const step = (terms.targetAtoms * DUAL_PREVIEW_STEP_PPM) / PPM;
  const below = terms.targetAtoms - step > 0n ? terms.targetAtoms - step : 1n;
  const prices: [DualPreviewCase, bigint][] = [
    ['below', below],
    ['at', terms.targetAtoms],
    ['above', terms.targetAtoms + step],
  ];
  return prices.map(([name, settleAtoms]) => ({ case: name, settleAtoms, payout: dualPayout(terms, investedAtoms, settleAtoms) }));
}

export type DualLeg = { userId: number; coinId: number; amountAtoms: bigint };

/** Buying: the invested amount leaves the user's coin account for the dual desk. */
export function dualBought({ userId, coinId, amountAtoms }: DualLeg): Posting[] {
  assertPositive('dual investment', amountAtoms);
  const postings: Posting[] = [
    { account: { owner: userOwner(userId), coinId, accountType: DUAL_ACCOUNT_TYPE }, bucket: 'available', amountAtoms: -amountAtoms },
    { account: platformAccount(PLATFORM_ACCOUNT.dualDesk, coinId), bucket: 'available', amountAtoms },
  ];
  assertBalanced(postings);
  return postings;
}

/** Settling: the desk pays the payout into the user's coin account, in whichever coin it is due. */
export function dualSettled({ userId, coinId, amountAtoms }: DualLeg): Posting[] {
  assertPositive('dual payout', amountAtoms);
  const postings: Posting[] = [
    { account: platformAccount(PLATFORM_ACCOUNT.dualDesk, coinId), bucket: 'available', amountAtoms: -amountAtoms },
    { account: { owner: userOwner(userId), coinId, accountType: DUAL_ACCOUNT_TYPE }, bucket: 'available', amountAtoms },
  ];
  assertBalanced(postings);
  return postings;
}

/** When a settlement can run: once the market has a recorded tick at or after the settlement time. */
export function isDualDue(settleAtMs: number, lastTickTimeMs: number): boolean {
  return lastTickTimeMs >= settleAtMs;
}
