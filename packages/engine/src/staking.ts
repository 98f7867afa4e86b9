// Staking (locked mining), pure: a position's schedule of daily dividends, the simple daily interest
// it pays in whole atoms, the early-redemption penalty, the rates shown beside each other (daily,
// APR, APY) and the ledger postings of subscribing, each day's dividend, maturity and early
// redemption. The principal leaves the user's coin account into the platform's staking holding
// account while the position is held; the yield account pays the dividends; penalties are kept apart.
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import {
  LedgerInvariantError,
  PLATFORM_ACCOUNT,
  assertBalanced,
  assertPositive,
  platformAccount,
  userOwner,
  type Posting,
} from './ledger.ts';

/** Staking is paid from and into the coin account (SPEC.md account type 2, "change"). */
export const STAKING_ACCOUNT_TYPE = ACCOUNT_TYPE.change;
export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
export const MINUTES_PER_DAY = 1440;
/** Rates are parts per million: 0.36 % a day is 3600. */
export const RATE_SCALE = 1_000_000n;
/** SPEC.md section 9: early redemption costs 8 % of the principal. */
export const EARLY_REDEMPTION_PENALTY_PPM = 80_000;
/** A daily rate above 10 % is a typo, not a product. */
export const DAILY_RATE_PPM_MAX = 100_000;
/** Periods from one day to ten years. */
export const PERIOD_DAYS_MAX = 3650;
const DAYS_PER_YEAR = 365n;

function assertRatePpm(name: string, ppm: number, max: number): void {
  if (!Number.isSafeInteger(ppm) || ppm < 0 || ppm > max) throw new LedgerInvariantError(`${name} ${ppm} outside [0, ${max}]`);
}

function assertPeriod(days: number): void {
  if (!Number.isSafeInteger(days) || days < 1 || days > PERIOD_DAYS_MAX) throw new LedgerInvariantError(`period ${days} days`);
}

/** One day's interest on the principal, rounded down to the atom: every day of a position pays the same. */
export function stakingDailyIncomeAtoms(principalAtoms: bigint, dailyRatePpm: number): bigint {
  assertPositive('principal', principalAtoms);
  assertRatePpm('daily rate', dailyRatePpm, DAILY_RATE_PPM_MAX);
  return (principalAtoms * BigInt(dailyRatePpm)) / RATE_SCALE;
}

/** What a position held to its end pays in all: the daily income times the days (10,000 at 0.36 % for 7 days: 252). */
export function stakingExpectedIncomeAtoms(principalAtoms: bigint, dailyRatePpm: number, periodDays: number): bigint {
  assertPeriod(periodDays);
  return stakingDailyIncomeAtoms(principalAtoms, dailyRatePpm) * BigInt(periodDays);
}

/** The early-redemption penalty, rounded down: the user never loses a fraction of an atom more than the rate says. */
export function stakingPenaltyAtoms(principalAtoms: bigint, penaltyPpm: number): bigint {
  assertPositive('principal', principalAtoms);
  assertRatePpm('penalty', penaltyPpm, Number(RATE_SCALE));
  return (principalAtoms * BigInt(penaltyPpm)) / RATE_SCALE;
}

export type StakingSchedule = { firstDividendAt: number; endAt: number };

/**
 * When a position subscribed at `subscribedAt` pays: its end is the first dividend time of day
 * (`dividendMinute` minutes after midnight UTC) at or after `periodDays` full days have passed, and
 * its dividends fall on that time each day before, one per day of the period. So every paid day is
 * held at least 24 hours, and the last dividend comes with the principal.
 */
export function stakingSchedule(subscribedAt: number, periodDays: number, dividendMinute: number): StakingSchedule {
  assertPeriod(periodDays);
  if (!Number.isSafeInteger(dividendMinute) || dividendMinute < 0 || dividendMinute >= MINUTES_PER_DAY) {
    throw new LedgerInvariantError(`dividend minute ${dividendMinute}`);
  }
  if (!Number.isSafeInteger(subscribedAt) || subscribedAt < 0) throw new LedgerInvariantError(`subscribed at ${subscribedAt}`);
  const earliestEnd = subscribedAt + periodDays * DAY_MS;
  const dayStart = earliestEnd - (((earliestEnd % DAY_MS) + DAY_MS) % DAY_MS);
  let endAt = dayStart + dividendMinute * MINUTE_MS;
  if (endAt < earliestEnd) endAt += DAY_MS;
  return { firstDividendAt: endAt - (periodDays - 1) * DAY_MS, endAt };
}

/** When day `day` (1-based) of a position pays. */
export function stakingDividendAt(firstDividendAt: number, day: number): number {
  return firstDividendAt + (day - 1) * DAY_MS;
}

/** How many of the period's days have come due by `now` (0 before the first dividend, at most the period). */
export function stakingDaysDue(firstDividendAt: number, periodDays: number, now: number): number {
  if (now < firstDividendAt) return 0;
  return Math.min(periodDays, Math.floor((now - firstDividendAt) / DAY_MS) + 1);
}

const FIXED = 10n ** 18n;

/** The yearly rate without compounding: the daily rate times 365, in ppm. */
export function stakingAprPpm(dailyRatePpm: number): bigint {
  assertRatePpm('daily rate', dailyRatePpm, DAILY_RATE_PPM_MAX);
  return BigInt(dailyRatePpm) * DAYS_PER_YEAR;
}

/** The yearly rate if each day's income were staked again: (1 + daily)^365 - 1, in ppm, rounded down; exact integer arithmetic. */
export function stakingApyPpm(dailyRatePpm: number): bigint {
  assertRatePpm('daily rate', dailyRatePpm, DAILY_RATE_PPM_MAX);
  const factor = FIXED + (BigInt(dailyRatePpm) * FIXED) / RATE_SCALE;
  let value = FIXED;
  for (let day = 0n; day < DAYS_PER_YEAR; day += 1n) value = (value * factor) / FIXED;
  return ((value - FIXED) * RATE_SCALE) / FIXED;
}

export type StakingMove = { userId: number; coinId: number; amountAtoms: bigint };

function userCoinAccount(userId: number, coinId: number) {
  return { owner: userOwner(userId), coinId, accountType: STAKING_ACCOUNT_TYPE };
}

function balanced(postings: Posting[]): Posting[] {
  assertBalanced(postings);
  return postings;
}

/** Subscribing: the principal leaves the user's coin account for the staking holding account. */
export function stakingSubscribed({ userId, coinId, amountAtoms }: StakingMove): Posting[] {
  assertPositive('principal', amountAtoms);
  return balanced([
    { account: userCoinAccount(userId, coinId), bucket: 'available', amountAtoms: -amountAtoms },
    { account: platformAccount(PLATFORM_ACCOUNT.stakingHeld, coinId), bucket: 'available', amountAtoms },
  ]);
}

/** One day's dividend: the yield account pays it into the user's coin account. */
export function stakingDividendPaid({ userId, coinId, amountAtoms }: StakingMove): Posting[] {
  assertPositive('dividend', amountAtoms);
  return balanced([
    { account: platformAccount(PLATFORM_ACCOUNT.stakingYield, coinId), bucket: 'available', amountAtoms: -amountAtoms },
    { account: userCoinAccount(userId, coinId), bucket: 'available', amountAtoms },
  ]);
}

/** At the end of the period the principal comes back whole. */
export function stakingMatured({ userId, coinId, amountAtoms }: StakingMove): Posting[] {
  assertPositive('principal', amountAtoms);
  return balanced([
    { account: platformAccount(PLATFORM_ACCOUNT.stakingHeld, coinId), bucket: 'available', amountAtoms: -amountAtoms },
    { account: userCoinAccount(userId, coinId), bucket: 'available', amountAtoms },
  ]);
}

export type EarlyRedemption = { returnedAtoms: bigint; penaltyAtoms: bigint };

/** What an early redemption returns and keeps: 10,000 at 8 % returns 9,200 and keeps 800. */
export function stakingEarlyRedemption(principalAtoms: bigint, penaltyPpm: number): EarlyRedemption {
  const penaltyAtoms = stakingPenaltyAtoms(principalAtoms, penaltyPpm);
  return { returnedAtoms: principalAtoms - penaltyAtoms, penaltyAtoms };
}

/** Early redemption: the principal less the penalty back to the user, the penalty to the penalties account. */
export function stakingRedeemedEarly({ userId, coinId, amountAtoms }: StakingMove, penaltyPpm: number): Posting[] {
  const { returnedAtoms, penaltyAtoms } = stakingEarlyRedemption(amountAtoms, penaltyPpm);
  const postings: Posting[] = [
    { account: platformAccount(PLATFORM_ACCOUNT.stakingHeld, coinId), bucket: 'available', amountAtoms: -amountAtoms },
  ];
  if (returnedAtoms > 0n) postings.push({ account: userCoinAccount(userId, coinId), bucket: 'available', amountAtoms: returnedAtoms });
  if (penaltyAtoms > 0n) {
    postings.push({ account: platformAccount(PLATFORM_ACCOUNT.stakingPenalties, coinId), bucket: 'available', amountAtoms: penaltyAtoms });
  }
  return balanced(postings);
}
