// Crypto-backed loans (issue 13), calls loan/* and admin/loan/*: borrow USDT against BTC or ETH at
// the published initial LTV, hourly interest added to the debt, a margin call, liquidation on the
// recorded tick that crosses the liquidation LTV; repay (interest first), add collateral.
// Ratios are percent strings ('65'), the hourly rate a percent string ('0.00114'), amounts decimal strings.
import { z } from 'zod';
import { PAGE_LIMIT_MAX } from '../constants.ts';
import { key, zId, zPage, zPageOf } from './common.ts';
import { zPositiveAmount, zWhole } from './fields.ts';

export { ZNoInput } from './common.ts';

export const LOAN_STATES = ['open', 'repaid', 'liquidated'] as const;
export type TLoanStatus = (typeof LOAN_STATES)[number];

export const ZLoanProduct = z.object({
  collateral_currency_id: z.number().int(),
  collateral_name: z.string(),
  borrow_currency_id: z.number().int(),
  borrow_name: z.string(),
  initial_ltv: z.string(),
  margin_call_ltv: z.string(),
  liquidation_ltv: z.string(),
  /** Percent of the debt per hour. */
  hourly_rate: z.string(),
  /** hourly_rate x 8760, for comparison only (interest is charged hourly on the debt). */
  annual_rate: z.string(),
  liquidation_fee: z.string(),
  min_borrow: z.string(),
  max_borrow: z.string(),
  /** The collateral's last recorded price in USDT and its tick; null before the first tick. */
  price: z.string().nullable(),
  price_tick_seq: z.number().int().nullable(),
  /** The user's available collateral coin in the coin account; '0' when signed out. */
  available: z.string(),
});
export type TLoanProduct = z.infer<typeof ZLoanProduct>;
export const ZLoanConfigResponse = z.array(ZLoanProduct);

export const ZLoanLiquidation = z.object({
  tick_seq: z.number().int(),
  symbol: z.string(),
  price: z.string(),
  /** Debt closed, fee charged (USDT); collateral sold to cover both, and returned to the user. */
  debt: z.string(),
  fee: z.string(),
  sold_collateral: z.string(),
  returned_collateral: z.string(),
});

export const ZLoan = z.object({
  id: z.number().int(),
  status: z.enum(LOAN_STATES),
  collateral_currency_id: z.number().int(),
  collateral_name: z.string(),
  symbol: z.string(),
  collateral_amount: z.string(),
  borrowed: z.string(),
  principal: z.string(),
  /** Accrued interest not yet paid. */
  interest: z.string(),
  /** principal + interest: what repays the loan in full now. */
  debt: z.string(),
  interest_total: z.string(),
  repaid: z.string(),
  initial_ltv: z.string(),
  margin_call_ltv: z.string(),
  liquidation_ltv: z.string(),
  hourly_rate: z.string(),
  liquidation_fee: z.string(),
  /** At the last recorded price (null without one, or once closed). */
  ltv: z.string().nullable(),
  price: z.string().nullable(),
  liquidation_price: z.string().nullable(),
  margin_call: z.boolean(),
  hours_accrued: z.number().int(),
  open_tick_seq: z.number().int(),
  open_price: z.string(),
  opened_at: z.number().int(),
  closed_at: z.number().int().nullable(),
  liquidation: ZLoanLiquidation.nullable(),
});
export type TLoan = z.infer<typeof ZLoan>;

export const ZLoanBorrowRequest = z.object({
  collateral_currency_id: zWhole('loan_collateral_invalid'),
  collateral_amount: zPositiveAmount('amount_invalid'),
  borrow_amount: zPositiveAmount('amount_invalid'),
});
export type TLoanBorrowRequest = z.infer<typeof ZLoanBorrowRequest>;

/** A repayment above the debt is refused (loan_repay_above_debt), never capped: the user sees what is owed. */
export const ZLoanAmountRequest = z.object({ id: zWhole('loan_not_found'), amount: zPositiveAmount('amount_invalid') });
export type TLoanAmountRequest = z.infer<typeof ZLoanAmountRequest>;

export const ZLoanIdRequest = z.object({ id: zWhole('loan_not_found') });

const zStatusFilter = z.preprocess((value) => (value === '' ? undefined : value), z.enum(LOAN_STATES, key('parameter_error')).optional());

export const ZLoanOrdersRequest = z.object({
  status: zStatusFilter,
  page: zPage,
  limit: zWhole('limit_invalid', { max: PAGE_LIMIT_MAX }).default(20),
});
export type TLoanOrdersRequest = z.infer<typeof ZLoanOrdersRequest>;
export const ZLoanOrdersResponse = zPageOf(ZLoan);

/** For the Financial tab: the user's loans in USDT. */
export const ZLoanSummary = z.object({
  currency: z.literal('USDT'),
  open_count: z.number().int(),
  /** What the open loans owe now (principal + interest). */
  debt: z.string(),
  /** The open loans' collateral at the last recorded prices. */
  collateral_value: z.string(),
  /** Interest accrued today (UTC) and ever, on all the user's loans: a cost, not an income. */
  interest_today: z.string(),
  interest_total: z.string(),
});
export type TLoanSummary = z.infer<typeof ZLoanSummary>;

// The back office.
const zPercent = (textKey: 'loan_params_invalid') =>
  z
    .string(key(textKey))
    .trim()
    .regex(/^\d{1,3}(\.\d{1,4})?$/, key(textKey));

export const ZAdminLoanParams = z.object({
  collateral_currency_id: z.number().int(),
  collateral_name: z.string(),
  initial_ltv: z.string(),
  margin_call_ltv: z.string(),
  liquidation_ltv: z.string(),
  hourly_rate: z.string(),
  liquidation_fee: z.string(),
  min_borrow: z.string(),
  max_borrow: z.string(),
  enabled: z.boolean(),
  updated_at: z.number().int(),
});
export type TAdminLoanParams = z.infer<typeof ZAdminLoanParams>;
export const ZAdminLoanParamsResponse = z.array(ZAdminLoanParams);

export const ZAdminLoanParamsSave = z.object({
  collateral_currency_id: zWhole('loan_collateral_invalid'),
  initial_ltv: zPercent('loan_params_invalid'),
  margin_call_ltv: zPercent('loan_params_invalid'),
  liquidation_ltv: zPercent('loan_params_invalid'),
  /** Percent per hour, up to 8 fraction digits of a fraction (6 of a percent). */
  hourly_rate: z
    .string(key('loan_params_invalid'))
    .trim()
    .regex(/^\d(\.\d{1,6})?$/, key('loan_params_invalid')),
  liquidation_fee: zPercent('loan_params_invalid'),
  min_borrow: zPositiveAmount('loan_params_invalid'),
  max_borrow: zPositiveAmount('loan_params_invalid'),
  enabled: z.preprocess((value) => value === true || value === 'true' || value === '1' || value === 1, z.boolean()),
  reason: z.string().trim().max(200).default(''),
});
export type TAdminLoanParamsSave = z.infer<typeof ZAdminLoanParamsSave>;

export const ZAdminLoan = ZLoan.extend({ user_id: z.number().int(), user_email: z.string() });
export const ZAdminLoansRequest = ZLoanOrdersRequest.extend({ user_id: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()) });
export const ZAdminLoansResponse = zPageOf(ZAdminLoan);
