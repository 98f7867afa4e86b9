// Dual investment: dual/index, dual/detail, dual/buyDual, dual/dual_list (SPEC.md section 7) and
// dual/summary for the Financial tab; the back office's admin/dual/* calls. A call invests the coin
// ("sell high"), a put invests USDT ("buy low"); both settle at a fixed time from the recorded tick.
import { z } from 'zod';
import { PAGE_LIMIT_MAX } from '../constants.ts';
import { key, zId, zPage, zPageOf } from './common.ts';
import { WHOLE_MAX, zPositiveAmount, zWhole } from './fields.ts';
import { blankAsUndefined } from './trading-common.ts';
import { DUAL_APR_PERCENT_RE, DUAL_NUM_MAX, DUAL_STATES, DUAL_TERM_DAYS_MAX, DUAL_TYPES } from '../dual-rules.ts';

export { ZNoInput } from './common.ts';

const zDualType = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(DUAL_TYPES, key('dual_type_invalid')),
);

export const ZDualIndexRequest = z.object({
  currency_id: z.preprocess(blankAsUndefined, zId.optional()),
  type: z.preprocess(blankAsUndefined, zDualType.optional()),
});
export type TDualIndexRequest = z.infer<typeof ZDualIndexRequest>;

export const ZDualProduct = z.object({
  id: z.number().int(),
  /** The coin the product is about (BTC, ETH). */
  currency_id: z.number().int(),
  currency: z.string(),
  type: z.enum(DUAL_TYPES),
  /** What is invested: the coin for a call, USDT for a put. */
  invest_currency: z.string(),
  /** The market whose recorded tick settles it, e.g. 'BTC/USDT'. */
  symbol: z.string(),
  target_price: z.string(),
  /** Annualised yield in percent, e.g. '36.5'. */
  apr: z.string(),
  term_days: z.number().int(),
  settle_at: z.number().int(),
  /** One unit of num, in invest_currency, e.g. '0.01' BTC or '100' USDT. */
  unit: z.string(),
  /** Units on sale in total; null: no quota. */
  quota: z.number().int().nullable(),
  sold: z.number().int(),
  remaining: z.number().int().nullable(),
  status: z.enum(['open', 'closed']),
  /** Open and before the settlement time. */
  buyable: z.boolean(),
  /** The market's last recorded price; null before its first tick. */
  last_price: z.string().nullable(),
  server_time: z.number().int(),
});
export type TDualProduct = z.infer<typeof ZDualProduct>;
export const ZDualIndexResponse = z.array(ZDualProduct);

export const ZDualDetailRequest = z.object({ id: zId });

export const ZDualBuyRequest = z.object({
  id: zId,
  /** Whole units of the product's unit (SPEC.md: "Invest purchase quantity must be an integer"). */
  num: zWhole('dual_num_invalid', { max: DUAL_NUM_MAX }),
});
export type TDualBuyRequest = z.infer<typeof ZDualBuyRequest>;

export const ZDualOrder = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  type: z.enum(DUAL_TYPES),
  invest_currency: z.string(),
  symbol: z.string(),
  target_price: z.string(),
  apr: z.string(),
  term_days: z.number().int(),
  num: z.number().int(),
  unit: z.string(),
  /** num x unit, in invest_currency. */
  amount: z.string(),
  purchased_at: z.number().int(),
  settle_at: z.number().int(),
  /** purchased until the settlement time, settling until settled, then completed. */
  status: z.enum(DUAL_STATES),
  /** The recorded tick that settled it (the last one at or before settle_at), on the fair page. */
  settle_price: z.string().nullable(),
  settle_tick_seq: z.number().int().nullable(),
  payout: z.string().nullable(),
  payout_currency: z.string().nullable(),
  /** The yield part of the payout, in payout_currency. */
  earned: z.string().nullable(),
  settled_at: z.number().int().nullable(),
  server_time: z.number().int(),
});
export type TDualOrder = z.infer<typeof ZDualOrder>;

export const ZDualListRequest = z.object({
  status: z.preprocess(blankAsUndefined, z.enum(DUAL_STATES, key('parameter_error')).optional()),
  page: zPage,
  limit: zWhole('limit_invalid', { max: PAGE_LIMIT_MAX }).default(10),
});
export type TDualListRequest = z.infer<typeof ZDualListRequest>;
export const ZDualListResponse = zPageOf(ZDualOrder);
export type TDualListResponse = z.infer<typeof ZDualListResponse>;

export const ZDualSummary = z.object({
  /** Amounts invested in orders not yet settled, per invested coin. */
  holdings: z.array(z.object({ currency: z.string(), amount: z.string(), orders: z.number().int() })),
  open_orders: z.number().int(),
  /** Yield paid by settled orders, per payout coin: in total and today (UTC). */
  earned: z.array(z.object({ currency: z.string(), total: z.string(), today: z.string() })),
  /** The same yields valued in USDT at each order's settlement price. */
  total_earned_usdt: z.string(),
  today_earned_usdt: z.string(),
});
export type TDualSummary = z.infer<typeof ZDualSummary>;

// Back office.

export const ZAdminDualProduct = ZDualProduct.extend({ orders: z.number().int(), created_at: z.number().int() });
export type TAdminDualProduct = z.infer<typeof ZAdminDualProduct>;
export const ZAdminDualProductsResponse = z.array(ZAdminDualProduct);

export const ZAdminDualSaveRequest = z.object({
  /** Absent: create; present: edit (orders already bought keep their own terms). */
  id: z.preprocess(blankAsUndefined, zId.optional()),
  currency_id: zId,
  type: zDualType,
  target_price: zPositiveAmount('dual_target_invalid'),
  apr: z.string(key('dual_apr_invalid')).trim().regex(DUAL_APR_PERCENT_RE, key('dual_apr_invalid')),
  term_days: zWhole('dual_term_invalid', { max: DUAL_TERM_DAYS_MAX }),
  settle_at: zWhole('dual_settle_time_invalid', { max: WHOLE_MAX }),
  unit: zPositiveAmount('dual_unit_invalid'),
  quota: z.preprocess(blankAsUndefined, zWhole('dual_quota_invalid', { max: DUAL_NUM_MAX }).optional()),
});
export type TAdminDualSaveRequest = z.infer<typeof ZAdminDualSaveRequest>;

export const ZAdminDualStatusRequest = z.object({ id: zId, status: z.enum(['open', 'closed'], key('parameter_error')) });
