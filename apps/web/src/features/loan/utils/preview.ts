// The borrow form's preview, from the published parameters and the last recorded price, with the
// engine's own formulas (the server checks the same ones): the LTV, the hourly interest, the prices
// of the margin call and the liquidation, the most one may borrow, and the first problem of the
// typed amounts in the order the server refuses them.
import { hourlyInterestAtoms, liquidationPriceAtoms, loanLtvPpm, maxBorrowAtoms } from '@platform/engine/loan';
import { fromAtoms, isDecimal, toAtoms } from '@platform/shared/money';
import type { TLoanProduct } from '@platform/shared/schemas/loan';
import { isPositiveAmount } from '../../../lib/coin-amounts.ts';

/** '65' percent in ppm. */
export const percentPpm = (percent: string): number => Number(toAtoms(percent) / 10_000n);
/** ppm as a percent string with at most 2 decimals, rounded down. */
const ppmText = (ppm: bigint): string => fromAtoms((ppm / 100n) * 1_000_000n);

export type BorrowProblem = {
  key: 'amount_invalid' | 'insufficient_balance' | 'loan_borrow_below_minimum' | 'loan_borrow_above_maximum' | 'loan_ltv_exceeded';
  params?: Record<string, string>;
};

export type BorrowPreview = {
  maxBorrow: string | null;
  ltv: string | null;
  hourlyInterest: string | null;
  marginCallPrice: string | null;
  liquidationPrice: string | null;
  problem: BorrowProblem | null;
};

const atomsOf = (text: string): bigint | null => (isPositiveAmount(text) ? toAtoms(text.trim()) : null);

export function borrowPreview(product: TLoanProduct, collateralText: string, borrowText: string): BorrowPreview {
  const collateral = atomsOf(collateralText);
  const borrowed = atomsOf(borrowText);
  const price = product.price !== null && isDecimal(product.price) ? toAtoms(product.price) : null;
  const initialPpm = percentPpm(product.initial_ltv);
  const maxAtoms = collateral !== null && price !== null ? maxBorrowAtoms(collateral, price, initialPpm) : null;
  const bothSet = collateral !== null && borrowed !== null;
  let problem: BorrowProblem | null = null;
  if ((collateralText.trim() !== '' && collateral === null) || (borrowText.trim() !== '' && borrowed === null))
    problem = { key: 'amount_invalid' };
  else if (collateral !== null && collateral > toAtoms(product.available)) problem = { key: 'insufficient_balance' };
  else if (borrowed !== null && borrowed < toAtoms(product.min_borrow))
    problem = { key: 'loan_borrow_below_minimum', params: { minimum: product.min_borrow } };
  else if (borrowed !== null && borrowed > toAtoms(product.max_borrow))
    problem = { key: 'loan_borrow_above_maximum', params: { maximum: product.max_borrow } };
  else if (bothSet && maxAtoms !== null && borrowed > maxAtoms) {
    problem = { key: 'loan_ltv_exceeded', params: { maximum: fromAtoms((maxAtoms / 1_000_000n) * 1_000_000n), ltv: product.initial_ltv } };
  }
  const priced = bothSet && price !== null;
  return {
    maxBorrow: maxAtoms === null ? null : fromAtoms((maxAtoms / 1_000_000n) * 1_000_000n),
    ltv: priced ? ppmText(loanLtvPpm(borrowed, collateral, price)) : null,
    hourlyInterest: borrowed !== null ? fromAtoms(hourlyInterestAtoms(borrowed, toAtoms(product.hourly_rate) / 100n)) : null,
    marginCallPrice: bothSet ? fromAtoms(liquidationPriceAtoms(borrowed, collateral, percentPpm(product.margin_call_ltv))) : null,
    liquidationPrice: bothSet ? fromAtoms(liquidationPriceAtoms(borrowed, collateral, percentPpm(product.liquidation_ltv))) : null,
    problem,
  };
}
