// What the buy screen shows before the user confirms, with the server's own rules (packages/engine):
// the first problem of the typed amount, and the daily and expected income, the schedule and the
// early-redemption penalty of that amount, all on decimal strings and atoms, never floats.
import { fromAtoms, toAtoms } from '@platform/shared/money';
import { ppmOfPercent } from '@platform/shared/staking-rules';
import type { TStakingProduct } from '@platform/shared/schemas/staking';
import { stakingDailyIncomeAtoms, stakingEarlyRedemption, stakingExpectedIncomeAtoms, stakingSchedule } from '@platform/engine/staking';
import { formatDateTime } from '@platform/shared/format';
import { isPositiveAmount } from '../../../lib/coin-amounts.ts';

/** A shared text key (namespace `texts`) with its values. */
export type StakeProblem = { key: string; params?: Record<string, string> };

function lesser(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

/** The most the user may stake now: their balance, the quota left and their cap left. */
export function maxStakeAtoms(product: TStakingProduct): bigint | null {
  const available = product.available === null ? null : toAtoms(product.available);
  const remaining = product.remaining === null ? null : toAtoms(product.remaining);
  const userRemaining = product.user_remaining === null ? null : toAtoms(product.user_remaining);
  return lesser(available, lesser(remaining, userRemaining));
}

/** The first reason the server would refuse this amount, checked in its order; null when it may be sent. */
export function stakeProblem(product: TStakingProduct, text: string): StakeProblem | null {
  const coin = product.currency_name;
  if (!isPositiveAmount(text)) return { key: 'amount_invalid' };
  const atoms = toAtoms(text.trim());
  if (atoms < toAtoms(product.min_amount)) return { key: 'staking_below_minimum', params: { minimum: product.min_amount, coin } };
  if (product.remaining !== null && atoms > toAtoms(product.remaining)) {
    return { key: 'staking_quota_exceeded', params: { remaining: product.remaining, coin } };
  }
  if (product.user_remaining !== null && atoms > toAtoms(product.user_remaining)) {
    return { key: 'staking_user_cap_exceeded', params: { remaining: product.user_remaining, coin } };
  }
  if (product.available !== null && atoms > toAtoms(product.available)) return { key: 'insufficient_balance' };
  return null;
}

export type StakePreview = {
  dailyIncome: string;
  expectedIncome: string;
  startAt: number;
  firstDividendAt: number;
  endAt: number;
  penalty: string;
  earlyReturn: string;
};

/** The figures of staking `text` now (the server's clock of the product answer plus what passed since). */
export function stakePreview(product: TStakingProduct, text: string, nowMs: number): StakePreview | null {
  if (!isPositiveAmount(text)) return null;
  const atoms = toAtoms(text.trim());
  const ratePpm = ppmOfPercent(product.daily_rate);
  const schedule = stakingSchedule(nowMs, product.period_days, product.dividend_minute);
  const early = stakingEarlyRedemption(atoms, ppmOfPercent(product.penalty_rate));
  return {
    dailyIncome: fromAtoms(stakingDailyIncomeAtoms(atoms, ratePpm)),
    expectedIncome: fromAtoms(stakingExpectedIncomeAtoms(atoms, ratePpm, product.period_days)),
    startAt: nowMs,
    firstDividendAt: schedule.firstDividendAt,
    endAt: schedule.endAt,
    penalty: fromAtoms(early.penaltyAtoms),
    earlyReturn: fromAtoms(early.returnedAtoms),
  };
}

/** The daily dividend time in the app's time zone ('19:00' in New York for 00:00 UTC), read off the next dividend. */
export function dividendTimeOf(product: TStakingProduct, nowMs: number): string {
  const { firstDividendAt } = stakingSchedule(nowMs, product.period_days, product.dividend_minute);
  return formatDateTime(firstDividendAt).slice(11, 16);
}
