// Proves the dual-investment payouts for any price: a call pays A x target x (1 + r) in USDT at or
// above the target and A x (1 + r) in the coin below it; a put pays A / target x (1 + r) in the coin
// at or below the target and A x (1 + r) in USDT above it; r = APR x days / 365; each payout is the
// exact rational value rounded down to the atom (never more, less by under one atom); and buying and
// settling balance, the desk taking the other side in each coin.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLATFORM_ACCOUNT, applyPostings, assertBalanced, bucketKey, platformAccount } from '../src/ledger.ts';
import {
  DUAL_ACCOUNT_TYPE,
  DUAL_APR_PPM_MAX,
  DUAL_TERM_DAYS_MAX,
  dualBought,
  dualConverts,
  dualInvestedAtoms,
  dualPayout,
  dualPreview,
  dualSettled,
  isDualDue,
  type DualTerms,
} from '../src/dual.ts';

const BTC = 1;
const USDT = 3;
const USER = 9;
const ATOM = 100_000_000n;
const usdt = (text: number) => BigInt(text) * ATOM;

const arbTerms = fc.record({
  type: fc.constantFrom<'call' | 'put'>('call', 'put'),
  targetAtoms: fc.bigInt({ min: 1n, max: 10n ** 15n }),
  aprPpm: fc.integer({ min: 0, max: DUAL_APR_PPM_MAX }),
  termDays: fc.integer({ min: 1, max: DUAL_TERM_DAYS_MAX }),
});
const arbAmount = fc.bigInt({ min: 1n, max: 10n ** 18n });
const arbPrice = fc.bigInt({ min: 1n, max: 10n ** 15n });

/** floor(p / q) and the exact check that p/q - 1 < floor <= p/q, as rationals with integer parts. */
function expectRoundedDown(amountAtoms: bigint, numerator: bigint, denominator: bigint): void {
  expect(amountAtoms * denominator <= numerator).toBe(true);
  expect((amountAtoms + 1n) * denominator > numerator).toBe(true);
}

describe('dual payouts', () => {
  it('the worked examples: 1 BTC call at 100 000 for 36.5 days at 10 % APR, and a 10 000 USDT put at 50 000', () => {
    const call: DualTerms = { type: 'call', targetAtoms: usdt(100_000), aprPpm: 100_000, termDays: 73 };
    // r = 0.1 x 73 / 365 = 0.02
    expect(dualPayout(call, ATOM, usdt(100_000))).toEqual({ side: 'usdt', amountAtoms: usdt(102_000), yieldAtoms: usdt(2_000) });
    expect(dualPayout(call, ATOM, usdt(99_999))).toEqual({ side: 'coin', amountAtoms: 102_000_000n, yieldAtoms: 2_000_000n });
    const put: DualTerms = { type: 'put', targetAtoms: usdt(50_000), aprPpm: 100_000, termDays: 73 };
    expect(dualPayout(put, usdt(10_000), usdt(50_000))).toEqual({ side: 'coin', amountAtoms: 20_400_000n, yieldAtoms: 400_000n });
    expect(dualPayout(put, usdt(10_000), usdt(50_001))).toEqual({ side: 'usdt', amountAtoms: usdt(10_200), yieldAtoms: usdt(200) });
  });

  it('a call converts to USDT at or above the target, a put to the coin at or below it, for any price', () => {
    fc.assert(
      fc.property(arbTerms, arbAmount, arbPrice, (terms, invested, settle) => {
        const { side } = dualPayout(terms, invested, settle);
        if (terms.type === 'call') expect(side).toBe(settle >= terms.targetAtoms ? 'usdt' : 'coin');
        else expect(side).toBe(settle <= terms.targetAtoms ? 'coin' : 'usdt');
        expect(dualConverts(terms.type, terms.targetAtoms, settle)).toBe(side !== (terms.type === 'call' ? 'coin' : 'usdt'));
      }),
    );
  });

  it('pays exactly the formula rounded down to the atom, for any price, amount, APR and term', () => {
    fc.assert(
      fc.property(arbTerms, arbAmount, arbPrice, (terms, invested, settle) => {
        const payout = dualPayout(terms, invested, settle);
        // 1 + r = (365 x 1e6 + APR ppm x days) / (365 x 1e6)
        const growth = 365n * 1_000_000n + BigInt(terms.aprPpm) * BigInt(terms.termDays);
        const year = 365n * 1_000_000n;
        const converts = dualConverts(terms.type, terms.targetAtoms, settle);
        if (!converts) expectRoundedDown(payout.amountAtoms, invested * growth, year);
        else if (terms.type === 'call') expectRoundedDown(payout.amountAtoms, invested * terms.targetAtoms * growth, ATOM * year);
        else expectRoundedDown(payout.amountAtoms, invested * ATOM * growth, terms.targetAtoms * year);
        // The yield is never negative, and zero at a zero APR.
        expect(payout.yieldAtoms >= 0n).toBe(true);
        if (terms.aprPpm === 0) expect(payout.yieldAtoms).toBe(0n);
      }),
    );
  });

  it('the payout does not depend on how far past the target the price settles, only on which side', () => {
    fc.assert(
      fc.property(arbTerms, arbAmount, arbPrice, arbPrice, (terms, invested, a, b) => {
        const sameSide = dualConverts(terms.type, terms.targetAtoms, a) === dualConverts(terms.type, terms.targetAtoms, b);
        if (sameSide) expect(dualPayout(terms, invested, a)).toEqual(dualPayout(terms, invested, b));
      }),
    );
  });

  it('never pays less than the principal in the coin it is paid in, and more yield for a longer term', () => {
    fc.assert(
      fc.property(arbTerms, arbAmount, arbPrice, (terms, invested, settle) => {
        const payout = dualPayout(terms, invested, settle);
        const flat = dualPayout({ ...terms, aprPpm: 0 }, invested, settle);
        expect(payout.amountAtoms >= flat.amountAtoms).toBe(true);
        expect(payout.amountAtoms - payout.yieldAtoms).toBe(flat.amountAtoms);
        if (terms.termDays < DUAL_TERM_DAYS_MAX) {
          const longer = dualPayout({ ...terms, termDays: terms.termDays + 1 }, invested, settle);
          expect(longer.amountAtoms >= payout.amountAtoms).toBe(true);
        }
      }),
    );
  });

  it('the preview shows below, at and above the target with the same function', () => {
    const terms: DualTerms = { type: 'put', targetAtoms: usdt(2_000), aprPpm: 365_000, termDays: 7 };
    const lines = dualPreview(terms, usdt(100));
    expect(lines.map((line) => line.case)).toEqual(['below', 'at', 'above']);
    expect(lines.map((line) => line.settleAtoms)).toEqual([usdt(1_900), usdt(2_000), usdt(2_100)]);
    for (const line of lines) expect(line.payout).toEqual(dualPayout(terms, usdt(100), line.settleAtoms));
    expect(lines.map((line) => line.payout.side)).toEqual(['coin', 'coin', 'usdt']);
  });

  it('refuses terms that are configuration typos and invested amounts that are not whole units', () => {
    const terms: DualTerms = { type: 'call', targetAtoms: usdt(1), aprPpm: 1, termDays: 1 };
    expect(() => dualPayout({ ...terms, termDays: 0 }, ATOM, ATOM)).toThrow();
    expect(() => dualPayout({ ...terms, aprPpm: DUAL_APR_PPM_MAX + 1 }, ATOM, ATOM)).toThrow();
    expect(() => dualPayout(terms, 0n, ATOM)).toThrow();
    expect(() => dualPayout(terms, ATOM, 0n)).toThrow();
    expect(dualInvestedAtoms(3, 1_000_000n)).toBe(3_000_000n);
    expect(() => dualInvestedAtoms(0, 1_000_000n)).toThrow();
    expect(() => dualInvestedAtoms(1.5, 1_000_000n)).toThrow();
  });

  it('is due once a tick at or after the settlement time is recorded', () => {
    expect(isDualDue(1000, 999)).toBe(false);
    expect(isDualDue(1000, 1000)).toBe(true);
  });
});

describe('dual postings', () => {
  const user = (coinId: number) => bucketKey({ owner: String(USER), coinId, accountType: DUAL_ACCOUNT_TYPE }, 'available');
  const desk = (coinId: number) => bucketKey(platformAccount(PLATFORM_ACCOUNT.dualDesk, coinId), 'available');

  it('for any order, buying and settling balance, and the desk holds exactly the principal less the payout per coin', () => {
    fc.assert(
      fc.property(
        arbTerms,
        fc.integer({ min: 1, max: 1000 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        arbPrice,
        (terms, units, unit, settle) => {
          const invested = dualInvestedAtoms(units, unit);
          const investCoin = terms.type === 'call' ? BTC : USDT;
          const payout = dualPayout(terms, invested, settle);
          const payCoin = payout.side === 'coin' ? BTC : USDT;
          let totals: Map<string, bigint> | undefined = new Map([[user(investCoin), invested]]);
          const bought = dualBought({ userId: USER, coinId: investCoin, amountAtoms: invested });
          assertBalanced(bought);
          totals = applyPostings(totals, bought);
          expect(totals).toBeDefined();
          if (payout.amountAtoms > 0n) {
            totals = applyPostings(totals!, dualSettled({ userId: USER, coinId: payCoin, amountAtoms: payout.amountAtoms }));
          }
          expect(totals!.get(user(payCoin)) ?? 0n).toBe(payout.amountAtoms);
          if (payCoin === investCoin) expect(totals!.get(desk(investCoin))).toBe(invested - payout.amountAtoms);
          else {
            expect(totals!.get(desk(investCoin))).toBe(invested);
            expect(totals!.get(desk(payCoin)) ?? 0n).toBe(-payout.amountAtoms);
          }
        },
      ),
    );
  });

  it('a user without the amount cannot buy (the coin account would go negative)', () => {
    const bought = dualBought({ userId: USER, coinId: BTC, amountAtoms: 10n });
    expect(applyPostings(new Map([[user(BTC), 9n]]), bought)).toBeUndefined();
  });
});
