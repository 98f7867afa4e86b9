// Proves staking's arithmetic: 10,000 at 0.36 % for 7 days pays exactly 252 and an early redemption
// of 10,000 returns 9,200; for any principal, rate and period the days pay the same whole atoms and
// never more than the exact simple interest, the penalty and the return add up to the principal,
// the schedule holds every paid day at least 24 hours and ends at the dividend time, and every
// posting set balances, the user ending with principal + income (or principal - penalty + paid).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toAtoms } from '@platform/shared/money';
import { PLATFORM_ACCOUNT, applyPostings, bucketKey, platformAccount } from '../src/ledger.ts';
import {
  DAILY_RATE_PPM_MAX,
  DAY_MS,
  EARLY_REDEMPTION_PENALTY_PPM,
  RATE_SCALE,
  STAKING_ACCOUNT_TYPE,
  stakingAprPpm,
  stakingApyPpm,
  stakingDailyIncomeAtoms,
  stakingDaysDue,
  stakingDividendAt,
  stakingDividendPaid,
  stakingEarlyRedemption,
  stakingExpectedIncomeAtoms,
  stakingMatured,
  stakingRedeemedEarly,
  stakingSchedule,
  stakingSubscribed,
} from '../src/staking.ts';

const USDT = 3;
const USER = 9;
const USER_AVAILABLE = bucketKey({ owner: String(USER), coinId: USDT, accountType: STAKING_ACCOUNT_TYPE }, 'available');
const HELD = bucketKey(platformAccount(PLATFORM_ACCOUNT.stakingHeld, USDT), 'available');
const PENALTIES = bucketKey(platformAccount(PLATFORM_ACCOUNT.stakingPenalties, USDT), 'available');

const principal = fc.bigInt({ min: 1n, max: toAtoms('10000000000') });
const ratePpm = fc.integer({ min: 0, max: DAILY_RATE_PPM_MAX });
const period = fc.integer({ min: 1, max: 400 });
const minute = fc.integer({ min: 0, max: 1439 });
const time = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('staking arithmetic', () => {
  it('pays 252 on 10,000 at 0.36 % for 7 days, and an early redemption of 10,000 returns 9,200 keeping 800', () => {
    expect(stakingDailyIncomeAtoms(toAtoms('10000'), 3600)).toBe(toAtoms('36'));
    expect(stakingExpectedIncomeAtoms(toAtoms('10000'), 3600, 7)).toBe(toAtoms('252'));
    expect(stakingEarlyRedemption(toAtoms('10000'), EARLY_REDEMPTION_PENALTY_PPM)).toEqual({
      returnedAtoms: toAtoms('9200'),
      penaltyAtoms: toAtoms('800'),
    });
  });

  it('shows 0.36 % a day as 131.4 % APR and its compounded APY', () => {
    expect(stakingAprPpm(3600)).toBe(1_314_000n);
    // (1.0036)^365 - 1 = 2.7147...
    expect(Number(stakingApyPpm(3600)) / 1e6).toBeCloseTo(Math.pow(1.0036, 365) - 1, 5);
    expect(stakingApyPpm(0)).toBe(0n);
  });

  it('never pays more than exact simple interest, and loses less than an atom a day to rounding', () => {
    fc.assert(
      fc.property(principal, ratePpm, period, (p, rate, days) => {
        const total = stakingExpectedIncomeAtoms(p, rate, days);
        const exactNumerator = p * BigInt(rate) * BigInt(days);
        expect(total * RATE_SCALE).toBeLessThanOrEqual(exactNumerator);
        expect(exactNumerator - total * RATE_SCALE).toBeLessThan(BigInt(days) * RATE_SCALE);
        expect(total).toBe(stakingDailyIncomeAtoms(p, rate) * BigInt(days));
      }),
    );
  });

  it('APY is at least APR and both grow with the daily rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAILY_RATE_PPM_MAX - 1 }), (rate) => {
        expect(stakingApyPpm(rate)).toBeGreaterThanOrEqual(stakingAprPpm(rate) - 1n);
        expect(stakingApyPpm(rate + 1)).toBeGreaterThan(stakingApyPpm(rate));
      }),
      { numRuns: 60 },
    );
  });

  it('an early redemption returns the principal less the penalty, the two adding up to the principal', () => {
    fc.assert(
      fc.property(principal, fc.integer({ min: 0, max: 1_000_000 }), (p, penalty) => {
        const { returnedAtoms, penaltyAtoms } = stakingEarlyRedemption(p, penalty);
        expect(returnedAtoms + penaltyAtoms).toBe(p);
        expect(penaltyAtoms * RATE_SCALE).toBeLessThanOrEqual(p * BigInt(penalty));
        expect(returnedAtoms).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});

describe('staking schedule', () => {
  it('holds each paid day at least 24 hours, ends at the dividend time, and pays one day per day', () => {
    fc.assert(
      fc.property(time, period, minute, (subscribedAt, days, dividendMinute) => {
        const { firstDividendAt, endAt } = stakingSchedule(subscribedAt, days, dividendMinute);
        expect(endAt % DAY_MS).toBe(dividendMinute * 60_000);
        expect(endAt).toBeGreaterThanOrEqual(subscribedAt + days * DAY_MS);
        expect(endAt).toBeLessThan(subscribedAt + (days + 1) * DAY_MS);
        expect(firstDividendAt).toBeGreaterThanOrEqual(subscribedAt + DAY_MS);
        expect(stakingDividendAt(firstDividendAt, days)).toBe(endAt);
        expect(stakingDaysDue(firstDividendAt, days, firstDividendAt - 1)).toBe(0);
        expect(stakingDaysDue(firstDividendAt, days, firstDividendAt)).toBe(1);
        expect(stakingDaysDue(firstDividendAt, days, endAt)).toBe(days);
        expect(stakingDaysDue(firstDividendAt, days, endAt + 10 * DAY_MS)).toBe(days);
      }),
    );
  });

  it('days due never go down as time passes and never exceed the period', () => {
    fc.assert(
      fc.property(time, period, fc.integer({ min: 0, max: 500 * DAY_MS }), fc.integer({ min: 0, max: 5 * DAY_MS }), (first, days, a, b) => {
        const earlier = stakingDaysDue(first, days, first + a);
        const later = stakingDaysDue(first, days, first + a + b);
        expect(later).toBeGreaterThanOrEqual(earlier);
        expect(later).toBeLessThanOrEqual(days);
      }),
    );
  });
});

describe('staking postings', () => {
  const start = new Map<string, bigint>();

  function run(p: bigint, rate: number, days: number, paidDays: number, early: boolean) {
    let totals = new Map(start);
    totals.set(USER_AVAILABLE, p);
    const move = { userId: USER, coinId: USDT, amountAtoms: p };
    totals = applyPostings(totals, stakingSubscribed(move))!;
    expect(totals.get(USER_AVAILABLE)).toBe(0n);
    const daily = stakingDailyIncomeAtoms(p, rate);
    for (let day = 0; day < paidDays && daily > 0n; day += 1) {
      totals = applyPostings(totals, stakingDividendPaid({ ...move, amountAtoms: daily }))!;
    }
    totals = applyPostings(totals, early ? stakingRedeemedEarly(move, EARLY_REDEMPTION_PENALTY_PPM) : stakingMatured(move))!;
    return { totals, paid: daily * BigInt(daily > 0n ? paidDays : 0) };
  }

  it('held to the end, the user has principal + income and the holding account is back to zero', () => {
    fc.assert(
      fc.property(principal, ratePpm, period, (p, rate, days) => {
        const { totals, paid } = run(p, rate, days, days, false);
        expect(paid).toBe(stakingExpectedIncomeAtoms(p, rate, days));
        expect(totals.get(USER_AVAILABLE)).toBe(p + paid);
        expect(totals.get(HELD)).toBe(0n);
      }),
    );
  });

  it('redeemed early, the user keeps the paid days and gets principal - penalty; the penalty account gains the rest', () => {
    fc.assert(
      fc.property(principal, ratePpm, period, fc.nat(), (p, rate, days, seed) => {
        const paidDays = seed % days;
        const { totals, paid } = run(p, rate, days, paidDays, true);
        const { returnedAtoms, penaltyAtoms } = stakingEarlyRedemption(p, EARLY_REDEMPTION_PENALTY_PPM);
        expect(totals.get(USER_AVAILABLE)).toBe(returnedAtoms + paid);
        expect(totals.get(PENALTIES) ?? 0n).toBe(penaltyAtoms);
        expect(totals.get(HELD)).toBe(0n);
      }),
    );
  });

  it('refuses a zero principal or dividend', () => {
    expect(() => stakingSubscribed({ userId: USER, coinId: USDT, amountAtoms: 0n })).toThrow();
    expect(() => stakingDividendPaid({ userId: USER, coinId: USDT, amountAtoms: 0n })).toThrow();
  });
});
