// Crypto-backed loans, pure: the loan-to-value ratio of a debt against collateral at a recorded
// price, how much can be borrowed, the price at which a loan is liquidated, the interest of one
// hour, how a liquidation splits the collateral, and the ledger postings of each step.
//
// Ratios are parts per million (650_000 = 65 %); the hourly rate is a fraction in atoms (1e-8), so
// 0.00001 per hour is 1_000. Prices are USDT atoms per whole coin; amounts are atoms. Every check
// against an LTV is an exact cross-multiplication, never a rounded ratio.
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

export const LOAN_PPM = 1_000_000n;
const ATOMS = 100_000_000n;
/** The coin the platform lends (USDT). */
export const LOAN_COIN_ID = 3;
/** Collateral comes from and returns to the user's coin account (SPEC.md account type 2). */
export const LOAN_ACCOUNT_TYPE = ACCOUNT_TYPE.change;
export const HOUR_MS = 3_600_000;

export type LoanParams = {
  initialLtvPpm: number;
  marginCallLtvPpm: number;
  liquidationLtvPpm: number;
  /** Interest per hour as a fraction in atoms (1e-8). */
  hourlyRateAtoms: bigint;
  /** Charged on the debt at liquidation, out of the collateral. */
  liquidationFeePpm: number;
};

/** Whether a parameter set makes sense: 0 < initial < margin call < liquidation < 100 %, a rate below 1 % an hour, a fee below 20 %. */
export function loanParamsValid(params: LoanParams): boolean {
  const { initialLtvPpm, marginCallLtvPpm, liquidationLtvPpm, hourlyRateAtoms, liquidationFeePpm } = params;
  const ints = [initialLtvPpm, marginCallLtvPpm, liquidationLtvPpm, liquidationFeePpm].every(Number.isSafeInteger);
  return (
    ints &&
    initialLtvPpm > 0 &&
    initialLtvPpm < marginCallLtvPpm &&
    marginCallLtvPpm < liquidationLtvPpm &&
    liquidationLtvPpm < 1_000_000 &&
    hourlyRateAtoms >= 0n &&
    hourlyRateAtoms <= 1_000_000n &&
    liquidationFeePpm >= 0 &&
    liquidationFeePpm <= 200_000
  );
}

/** The collateral's value in USDT atoms at `priceAtoms`, rounded down. */
export function collateralValueAtoms(collateralAtoms: bigint, priceAtoms: bigint): bigint {
  return (collateralAtoms * priceAtoms) / ATOMS;
}

/** The LTV in ppm, rounded up (what a screen shows); a worthless collateral is at 100 % or more. */
export function loanLtvPpm(debtAtoms: bigint, collateralAtoms: bigint, priceAtoms: bigint): bigint {
  const scaledValue = collateralAtoms * priceAtoms;
  if (scaledValue <= 0n) return debtAtoms > 0n ? LOAN_PPM * 100n : 0n;
  const numerator = debtAtoms * LOAN_PPM * ATOMS;
  return (numerator + scaledValue - 1n) / scaledValue;
}

/** Exactly: debt / (collateral x price) >= ltvPpm / 1e6. */
export function ltvAtLeast(debtAtoms: bigint, collateralAtoms: bigint, priceAtoms: bigint, ltvPpm: number): boolean {
  return debtAtoms * LOAN_PPM * ATOMS >= BigInt(ltvPpm) * collateralAtoms * priceAtoms;
}

/** The most that can be owed against the collateral at the initial LTV, rounded down. */
export function maxBorrowAtoms(collateralAtoms: bigint, priceAtoms: bigint, initialLtvPpm: number): bigint {
  return (collateralAtoms * priceAtoms * BigInt(initialLtvPpm)) / (ATOMS * LOAN_PPM);
}

/**
 * The highest price at which the loan is liquidated: any recorded price at or below it puts the
 * LTV at or above the liquidation LTV (rounded down, so the loan is liquidated exactly there).
 */
export function liquidationPriceAtoms(debtAtoms: bigint, collateralAtoms: bigint, liquidationLtvPpm: number): bigint {
  assertPositive('collateral', collateralAtoms);
  return (debtAtoms * ATOMS * LOAN_PPM) / (BigInt(liquidationLtvPpm) * collateralAtoms);
}

/** One hour's interest on the debt, rounded up to the atom (a debt never accrues for free). */
export function hourlyInterestAtoms(debtAtoms: bigint, hourlyRateAtoms: bigint): bigint {
  if (debtAtoms <= 0n || hourlyRateAtoms <= 0n) return 0n;
  return (debtAtoms * hourlyRateAtoms + ATOMS - 1n) / ATOMS;
}

/** The loan-hours that have ended by `nowMs`, counting from the loan's start: hour 1 ends an hour after it. */
export function loanHoursEnded(openedAtMs: number, nowMs: number): number {
  if (nowMs <= openedAtMs) return 0;
  return Math.floor((nowMs - openedAtMs) / HOUR_MS);
}

/** A repayment: interest first, then principal. Never more than is owed. */
export function repaymentSplit(
  amountAtoms: bigint,
  interestOwedAtoms: bigint,
  principalAtoms: bigint,
): { interestAtoms: bigint; principalAtoms: bigint } {
  assertPositive('repayment', amountAtoms);
  if (amountAtoms > interestOwedAtoms + principalAtoms) throw new LedgerInvariantError('repayment above the debt');
  const interestPart = amountAtoms < interestOwedAtoms ? amountAtoms : interestOwedAtoms;
  return { interestAtoms: interestPart, principalAtoms: amountAtoms - interestPart };
}

export type LiquidationSplit = {
  /** Collateral that covers the debt: to the lending pool. */
  debtCollateralAtoms: bigint;
  /** Collateral that covers the liquidation fee: to the platform's fees. */
  feeCollateralAtoms: bigint;
  /** What is left: back to the user. */
  returnedAtoms: bigint;
  /** The fee in USDT atoms (of the debt). */
  feeAtoms: bigint;
};

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * A liquidation sells the collateral at the crossing tick's price: the pool takes what covers the
 * debt, the fee account what covers the fee, the user gets the rest. When the collateral is worth
 * less than that, the platform takes all of it and the debt is closed anyway: the user never owes.
 */
export function liquidationSplit(debtAtoms: bigint, collateralAtoms: bigint, priceAtoms: bigint, feePpm: number): LiquidationSplit {
  assertPositive('collateral', collateralAtoms);
  assertPositive('price', priceAtoms);
  const feeAtoms = ceilDiv(debtAtoms * BigInt(feePpm), LOAN_PPM);
  const debtCollateralAtoms = min(collateralAtoms, ceilDiv(debtAtoms * ATOMS, priceAtoms));
  const owedCollateralAtoms = min(collateralAtoms, ceilDiv((debtAtoms + feeAtoms) * ATOMS, priceAtoms));
  return {
    debtCollateralAtoms,
    feeCollateralAtoms: owedCollateralAtoms - debtCollateralAtoms,
    returnedAtoms: collateralAtoms - owedCollateralAtoms,
    feeAtoms,
  };
}

type LoanMoney = { userId: number; collateralCoinId: number };

const userAccount = (userId: number, coinId: number) => ({ owner: userOwner(userId), coinId, accountType: LOAN_ACCOUNT_TYPE });

/** The collateral moves from the user's coin account to the collateral account (a borrow or an added collateral). */
export function collateralPledged({ userId, collateralCoinId, amountAtoms }: LoanMoney & { amountAtoms: bigint }): Posting[] {
  assertPositive('collateral', amountAtoms);
  return [
    { account: userAccount(userId, collateralCoinId), bucket: 'available', amountAtoms: -amountAtoms },
    { account: platformAccount(PLATFORM_ACCOUNT.loanCollateral, collateralCoinId), bucket: 'available', amountAtoms },
  ];
}

/** The borrowed USDT moves from the lending pool into the user's coin account. */
export function loanLent({ userId, amountAtoms }: { userId: number; amountAtoms: bigint }): Posting[] {
  assertPositive('loan', amountAtoms);
  return [
    { account: platformAccount(PLATFORM_ACCOUNT.lendingPool, LOAN_COIN_ID), bucket: 'available', amountAtoms: -amountAtoms },
    { account: userAccount(userId, LOAN_COIN_ID), bucket: 'available', amountAtoms },
  ];
}

/** A repayment: USDT from the user's coin account to the lending pool. */
export function loanRepaid({ userId, amountAtoms }: { userId: number; amountAtoms: bigint }): Posting[] {
  assertPositive('repayment', amountAtoms);
  return [
    { account: userAccount(userId, LOAN_COIN_ID), bucket: 'available', amountAtoms: -amountAtoms },
    { account: platformAccount(PLATFORM_ACCOUNT.lendingPool, LOAN_COIN_ID), bucket: 'available', amountAtoms },
  ];
}

/** A fully repaid loan's collateral goes back to the user's coin account. */
export function collateralReleased({ userId, collateralCoinId, amountAtoms }: LoanMoney & { amountAtoms: bigint }): Posting[] {
  assertPositive('collateral', amountAtoms);
  return [
    { account: platformAccount(PLATFORM_ACCOUNT.loanCollateral, collateralCoinId), bucket: 'available', amountAtoms: -amountAtoms },
    { account: userAccount(userId, collateralCoinId), bucket: 'available', amountAtoms },
  ];
}

/** A liquidation: the collateral leaves the collateral account for the pool, the fees and (what is left) the user. */
export function loanLiquidated({ userId, collateralCoinId, split }: LoanMoney & { split: LiquidationSplit }): Posting[] {
  const total = split.debtCollateralAtoms + split.feeCollateralAtoms + split.returnedAtoms;
  assertPositive('collateral', total);
  const lines: Posting[] = [
    { account: platformAccount(PLATFORM_ACCOUNT.loanCollateral, collateralCoinId), bucket: 'available', amountAtoms: -total },
  ];
  const add = (account: Posting['account'], amountAtoms: bigint) => {
    if (amountAtoms > 0n) lines.push({ account, bucket: 'available', amountAtoms });
  };
  add(platformAccount(PLATFORM_ACCOUNT.lendingPool, collateralCoinId), split.debtCollateralAtoms);
  add(platformAccount(PLATFORM_ACCOUNT.fees, collateralCoinId), split.feeCollateralAtoms);
  add(userAccount(userId, collateralCoinId), split.returnedAtoms);
  assertBalanced(lines);
  return lines;
}

/** Which LTV band a loan is in at a price: the notice and the liquidation follow from it. */
export function loanBand(
  debtAtoms: bigint,
  collateralAtoms: bigint,
  priceAtoms: bigint,
  params: LoanParams,
): 'safe' | 'margin_call' | 'liquidation' {
  if (ltvAtLeast(debtAtoms, collateralAtoms, priceAtoms, params.liquidationLtvPpm)) return 'liquidation';
  if (ltvAtLeast(debtAtoms, collateralAtoms, priceAtoms, params.marginCallLtvPpm)) return 'margin_call';
  return 'safe';
}
