// Staking, locked mining: lh/deposit/config, lh/deposit/order, lh/deposit, lh/deposit/order/cancel
// and the summary `mining` (SPEC.md section 7), and the back office's product calls. Rates are
// percent strings ('0.36' a day); amounts are decimal strings; times are epoch ms.
import { z } from 'zod';
import { PAGE_LIMIT_MAX } from '../constants.ts';
import { STAKING_PRODUCT_STATES, STAKING_STATES, STAKING_STATE_BY_NUMBER } from '../staking-rules.ts';
import { key, zAmount, zId, zPage, zPageOf } from './common.ts';
import { zPositiveAmount, zWhole } from './fields.ts';

export { ZNoInput } from './common.ts';

const zPercent = z.string();

export const ZStakingProduct = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  period_days: z.number().int(),
  /** Percent a day, e.g. '0.36'. */
  daily_rate: zPercent,
  /** daily_rate x 365. */
  apr: zPercent,
  /** (1 + daily)^365 - 1, had each day's income been staked again. */
  apy: zPercent,
  /** Kept on early redemption, percent of the principal. */
  penalty_rate: zPercent,
  min_amount: z.string(),
  /** What one user may subscribe in all; null: no cap. */
  max_per_user: z.string().nullable(),
  quota: z.string().nullable(),
  /** quota - subscribed so far; null: no quota. */
  remaining: z.string().nullable(),
  start_time: z.number().int(),
  /** 'HH:MM', UTC. */
  dividend_time: z.string(),
  dividend_minute: z.number().int(),
  state: z.enum(STAKING_PRODUCT_STATES),
  /** Signed in: what the caller has subscribed to it so far, and may still (null: no cap). */
  user_subscribed: z.string().nullable(),
  user_remaining: z.string().nullable(),
  /** The caller's coin account (type 2) available in this coin; null when signed out. */
  available: z.string().nullable(),
  server_time: z.number().int(),
});
export type TStakingProduct = z.infer<typeof ZStakingProduct>;
export const ZStakingProductsResponse = z.array(ZStakingProduct);

export const ZStakingPosition = z.object({
  id: z.number().int(),
  config_id: z.number().int(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  amount: z.string(),
  period_days: z.number().int(),
  daily_rate: zPercent,
  apr: zPercent,
  apy: zPercent,
  penalty_rate: zPercent,
  daily_income: z.string(),
  expected_income: z.string(),
  /** Dividends paid so far, and how many days. */
  paid_income: z.string(),
  days_paid: z.number().int(),
  start_time: z.number().int(),
  first_dividend_time: z.number().int(),
  /** When the next day pays; null once closed. */
  next_dividend_time: z.number().int().nullable(),
  end_time: z.number().int(),
  state: z.enum(STAKING_STATES),
  /** While held: what an early redemption would return now, and keep. */
  early_return: z.string().nullable(),
  early_penalty: z.string().nullable(),
  /** Once closed: the principal returned and the penalty kept. */
  returned_amount: z.string().nullable(),
  penalty_amount: z.string().nullable(),
  closed_at: z.number().int().nullable(),
  server_time: z.number().int(),
});
export type TStakingPosition = z.infer<typeof ZStakingPosition>;

export const ZStakingOrdersRequest = z.object({
  state: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : (STAKING_STATE_BY_NUMBER[String(value)] ?? value)),
    z.enum(STAKING_STATES, key('staking_state_invalid')).optional(),
  ),
  page: zPage,
  limit: zWhole('limit_invalid', { max: PAGE_LIMIT_MAX }).default(10),
});
export type TStakingOrdersRequest = z.infer<typeof ZStakingOrdersRequest>;
export const ZStakingOrdersResponse = zPageOf(ZStakingPosition);
export type TStakingOrdersResponse = z.infer<typeof ZStakingOrdersResponse>;

export const ZStakingDepositRequest = z.object({ config_id: zWhole('staking_product_not_found'), amount: zAmount });
export type TStakingDepositRequest = z.infer<typeof ZStakingDepositRequest>;

export const ZStakingCancelRequest = z.object({ id: zWhole('staking_order_not_found') });

export const ZMiningCoin = z.object({
  currency_id: z.number().int(),
  currency_name: z.string(),
  /** Principal of the positions held now. */
  holding: z.string(),
  holding_count: z.number().int(),
  /** Dividends paid today (UTC day) and in all. */
  today_income: z.string(),
  total_income: z.string(),
});
export const ZMiningResponse = z.object({ coins: z.array(ZMiningCoin), server_time: z.number().int() });
export type TMiningResponse = z.infer<typeof ZMiningResponse>;
export type TMiningCoin = z.infer<typeof ZMiningCoin>;

// Back office.

export const ZAdminStakingProduct = ZStakingProduct.omit({ user_subscribed: true, user_remaining: true, available: true }).extend({
  status: z.enum(['open', 'closed']),
  sold: z.string(),
  holding_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TAdminStakingProduct = z.infer<typeof ZAdminStakingProduct>;
export const ZAdminStakingProductsResponse = z.array(ZAdminStakingProduct);

const zPercentInput = z
  .string(key('staking_product_invalid'))
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, key('staking_product_invalid'));
const zOptionalAmount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  zPositiveAmount('staking_product_invalid').optional(),
);

export const ZAdminStakingProductSave = z.object({
  /** Absent: a new product. */
  id: z.preprocess((value) => (value === '' ? undefined : value), zId.optional()),
  currency_id: zId,
  period_days: zWhole('staking_product_invalid', { max: 3650 }),
  daily_rate: zPercentInput,
  penalty_rate: zPercentInput,
  min_amount: zPositiveAmount('staking_product_invalid'),
  max_per_user: zOptionalAmount,
  quota: zOptionalAmount,
  start_time: zWhole('staking_product_invalid', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  dividend_minute: zWhole('staking_product_invalid', { min: 0, max: 1439 }),
  sort: zWhole('staking_product_invalid', { min: 0, max: 1_000_000 }).default(0),
  reason: z.string().trim().max(200).default(''),
});
export type TAdminStakingProductSave = z.infer<typeof ZAdminStakingProductSave>;

export const ZAdminStakingProductStatus = z.object({
  id: zId,
  status: z.enum(['open', 'closed'], key('parameter_error')),
  reason: z.string().trim().max(200).default(''),
});
export type TAdminStakingProductStatus = z.infer<typeof ZAdminStakingProductStatus>;
