// Proves the loan formulas: the LTV rises as the price falls, the most one may borrow sits at the
// initial LTV, the liquidation price is exactly where the LTV reaches the liquidation LTV, an
// hour's interest is the rate rounded up, a repayment pays interest before principal, and a
// liquidation never leaves the user owing nor pays out more collateral than was held, its postings
// balanced and never taking a user bucket below zero.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPostings, bucketKey, platformAccount, PLATFORM_ACCOUNT } from '../src/ledger.ts';
import {
  LOAN_ACCOUNT_TYPE,
  collateralPledged,
  collateralReleased,
  hourlyInterestAtoms,
  liquidationPriceAtoms,
  liquidationSplit,
  loanBand,
  loanHoursEnded,
  loanLent,
  loanLiquidated,
  loanLtvPpm,
  loanParamsValid,
  loanRepaid,
  ltvAtLeast,
  maxBorrowAtoms,
  repaymentSplit,
  type LoanParams,
} from '../src/loan.ts';

const ATOMS = 100_000_000n;
const BTC = 1;
const USER = 7;
const PARAMS: LoanParams = {
  initialLtvPpm: 650_000,
  marginCallLtvPpm: 750_000,
  liquidationLtvPpm: 830_000,
  hourlyRateAtoms: 1_000n,
  liquidationFeePpm: 20_000,
};

const atoms = (max: bigint) => fc.bigInt({ min: 1n, max });
const price = atoms(1_000_000n * ATOMS);
const collateral = atoms(1_000n * ATOMS);
const debt = atoms(10_000_000n * ATOMS);
const ppm = fc.integer({ min: 1, max: 999_999 });

describe('loan formulas', () => {
  it('1 BTC at 100 000 USDT borrows at most 65 000, is liquidated at or below 78 313.25', () => {
    expect(maxBorrowAtoms(ATOMS, 100_000n * ATOMS, 650_000)).toBe(65_000n * ATOMS);
    expect(loanLtvPpm(65_000n * ATOMS, ATOMS, 100_000n * ATOMS)).toBe(650_000n);
    const liquidation = liquidationPriceAtoms(65_000n * ATOMS, ATOMS, 830_000);
    expect(liquidation).toBe(7_831_325_301_204n);
    expect(ltvAtLeast(65_000n * ATOMS, ATOMS, liquidation, 830_000)).toBe(true);
    expect(ltvAtLeast(65_000n * ATOMS, ATOMS, liquidation + 1n, 830_000)).toBe(false);
    expect(loanBand(65_000n * ATOMS, ATOMS, 86_000n * ATOMS, PARAMS)).toBe('margin_call');
    expect(loanBand(65_000n * ATOMS, ATOMS, 90_000n * ATOMS, PARAMS)).toBe('safe');
  });

  it('the LTV never falls when the price falls', () => {
    fc.assert(
      fc.property(debt, collateral, price, price, (d, c, p1, p2) => {
        const [low, high] = p1 < p2 ? [p1, p2] : [p2, p1];
        expect(loanLtvPpm(d, c, low)).toBeGreaterThanOrEqual(loanLtvPpm(d, c, high));
      }),
    );
  });

  it('borrowing the most allowed stays within the initial LTV', () => {
    fc.assert(
      fc.property(collateral, price, ppm, (c, p, initial) => {
        const most = maxBorrowAtoms(c, p, initial);
        const limit = BigInt(initial) * c * p;
        expect(most * 1_000_000n * ATOMS <= limit).toBe(true);
        expect((most + 1n) * 1_000_000n * ATOMS > limit).toBe(true);
      }),
    );
  });

  it('the liquidation price is the highest price at which the LTV reaches the liquidation LTV', () => {
    fc.assert(
      fc.property(debt, collateral, ppm, (d, c, liq) => {
        const at = liquidationPriceAtoms(d, c, liq);
        if (at > 0n) expect(ltvAtLeast(d, c, at, liq)).toBe(true);
        expect(ltvAtLeast(d, c, at + 1n, liq)).toBe(false);
      }),
    );
  });

  it("an hour's interest is the rate rounded up; the hours ended count whole hours", () => {
    expect(hourlyInterestAtoms(10_000n * ATOMS, 1_000n)).toBe(10_000_000n);
    expect(hourlyInterestAtoms(1n, 1_000n)).toBe(1n);
    expect(hourlyInterestAtoms(0n, 1_000n)).toBe(0n);
    expect(loanHoursEnded(0, 3_599_999)).toBe(0);
    expect(loanHoursEnded(0, 3_600_000)).toBe(1);
    expect(loanHoursEnded(1000, 7_201_000)).toBe(2);
    fc.assert(
      fc.property(debt, fc.bigInt({ min: 1n, max: 1_000_000n }), (d, rate) => {
        const interest = hourlyInterestAtoms(d, rate);
        expect(interest * ATOMS >= d * rate).toBe(true);
        expect((interest - 1n) * ATOMS < d * rate).toBe(true);
      }),
    );
  });

  it('a repayment pays interest first, then principal, and never more than owed', () => {
    expect(repaymentSplit(5n, 3n, 10n)).toEqual({ interestAtoms: 3n, principalAtoms: 2n });
    expect(repaymentSplit(2n, 3n, 10n)).toEqual({ interestAtoms: 2n, principalAtoms: 0n });
    expect(() => repaymentSplit(14n, 3n, 10n)).toThrow();
  });

  it('parameters must be ordered initial < margin call < liquidation < 100 %', () => {
    expect(loanParamsValid(PARAMS)).toBe(true);
    expect(loanParamsValid({ ...PARAMS, marginCallLtvPpm: 650_000 })).toBe(false);
    expect(loanParamsValid({ ...PARAMS, liquidationLtvPpm: 1_000_000 })).toBe(false);
    expect(loanParamsValid({ ...PARAMS, hourlyRateAtoms: -1n })).toBe(false);
  });
});

describe('liquidation', () => {
  it('sells at the price: the debt, then the fee, the rest to the user', () => {
    // 1 BTC at 78 000 against 65 000 owed: 65 000 + 1 300 fee is 0.85 BTC; 0.15 BTC returns.
    const split = liquidationSplit(65_000n * ATOMS, ATOMS, 78_000n * ATOMS, 20_000);
    expect(split.feeAtoms).toBe(1_300n * ATOMS);
    expect(split.debtCollateralAtoms).toBe(83_333_334n);
    expect(split.debtCollateralAtoms + split.feeCollateralAtoms).toBe(85_000_000n);
    expect(split.returnedAtoms).toBe(15_000_000n);
  });

  it('never leaves the user owing, never pays out more collateral than held, and its postings balance', () => {
    fc.assert(
      fc.property(debt, collateral, price, fc.integer({ min: 0, max: 200_000 }), (d, c, p, fee) => {
        const split = liquidationSplit(d, c, p, fee);
        expect(split.debtCollateralAtoms >= 0n && split.feeCollateralAtoms >= 0n && split.returnedAtoms >= 0n).toBe(true);
        expect(split.debtCollateralAtoms + split.feeCollateralAtoms + split.returnedAtoms).toBe(c);
        // What the user gets back is never worth more than the collateral less the debt and the fee.
        expect(split.returnedAtoms * p <= c * p - (d + split.feeAtoms) * ATOMS || split.returnedAtoms === 0n).toBe(true);
        // The pool is covered whenever the collateral is worth the debt.
        if (c * p >= d * ATOMS) expect(split.debtCollateralAtoms * p >= d * ATOMS).toBe(true);
        const pledged = applyPostings(
          new Map([[bucketKey({ owner: String(USER), coinId: BTC, accountType: LOAN_ACCOUNT_TYPE }, 'available'), c]]),
          [...collateralPledged({ userId: USER, collateralCoinId: BTC, amountAtoms: c })],
        );
        expect(pledged).toBeDefined();
        const after = applyPostings(pledged!, loanLiquidated({ userId: USER, collateralCoinId: BTC, split }));
        expect(after).toBeDefined();
        expect(after!.get(bucketKey(platformAccount(PLATFORM_ACCOUNT.loanCollateral, BTC), 'available'))).toBe(0n);
      }),
    );
  });

  it('a borrow, a full repayment and the release leave the user with the collateral back and the interest paid', () => {
    fc.assert(
      fc.property(collateral, atoms(1_000_000n * ATOMS), atoms(1_000n * ATOMS), (c, lent, interest) => {
        const userUsdt = bucketKey({ owner: String(USER), coinId: 3, accountType: LOAN_ACCOUNT_TYPE }, 'available');
        const userBtc = bucketKey({ owner: String(USER), coinId: BTC, accountType: LOAN_ACCOUNT_TYPE }, 'available');
        let totals: Map<string, bigint> | undefined = new Map([
          [userBtc, c],
          [userUsdt, interest],
        ]);
        for (const postings of [
          collateralPledged({ userId: USER, collateralCoinId: BTC, amountAtoms: c }),
          loanLent({ userId: USER, amountAtoms: lent }),
          loanRepaid({ userId: USER, amountAtoms: lent + interest }),
          collateralReleased({ userId: USER, collateralCoinId: BTC, amountAtoms: c }),
        ]) {
          totals = applyPostings(totals!, postings);
          expect(totals).toBeDefined();
        }
        expect(totals!.get(userBtc)).toBe(c);
        expect(totals!.get(userUsdt)).toBe(0n);
        expect(totals!.get(bucketKey(platformAccount(PLATFORM_ACCOUNT.lendingPool, 3), 'available'))).toBe(interest);
      }),
    );
  });
});
