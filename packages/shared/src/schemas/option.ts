// Seconds options: microtrade/payable_currencies, seconds, submit, get_result, lists (SPEC.md
// section 7). A stake on up or down for a fixed number of seconds, decided by the recorded price
// at the opening tick and the last tick at or before expiry; a tie returns the stake.
import { z } from 'zod';
import { OPTIONS_LIST_LIMIT } from '../trading-rules.ts';
import { PAGE_LIMIT_MAX } from '../constants.ts';
import { key, zId, zPage, zPageOf } from './common.ts';
import { zWhole } from './fields.ts';
import { blankAsUndefined, zOptionDirection, zPositiveDecimal } from './trading-common.ts';

export { ZNoInput } from './common.ts';

export const ZPayableCurrency = z.object({
  currency_id: z.number().int(),
  name: z.string(),
  /** The user's available amount in the micro (options) account; '0' when signed out. */
  available: z.string(),
});
export const ZPayableCurrenciesResponse = z.array(ZPayableCurrency);
export type TPayableCurrency = z.infer<typeof ZPayableCurrency>;

export const ZOptionProduct = z.object({
  seconds: z.number().int(),
  /** Percent of the stake paid on a win, e.g. '80'. */
  profit_ratio: z.string(),
  min_number: z.string(),
  max_number: z.string(),
});
export const ZOptionSecondsResponse = z.array(ZOptionProduct);
export type TOptionProduct = z.infer<typeof ZOptionProduct>;

export const ZMicrotradeSubmitRequest = z.object({
  /** The market id (markets of quotation_new). */
  match_id: zId,
  /** The stake's coin. */
  currency_id: zId,
  type: zOptionDirection,
  seconds: zWhole('option_duration_invalid'),
  number: zPositiveDecimal('amount_invalid'),
});
export type TMicrotradeSubmitRequest = z.infer<typeof ZMicrotradeSubmitRequest>;

export const OPTION_STATES = ['open', 'settled'] as const;

export const ZOptionOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  match_id: z.number().int(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  direction: z.enum(['up', 'down']),
  seconds: z.number().int(),
  profit_ratio: z.string(),
  number: z.string(),
  open_price: z.string(),
  open_tick_seq: z.number().int(),
  opened_at: z.number().int(),
  expires_at: z.number().int(),
  status: z.enum(OPTION_STATES),
  result: z.enum(['win', 'loss', 'tie']).nullable(),
  close_price: z.string().nullable(),
  close_tick_seq: z.number().int().nullable(),
  /** Paid back at settlement: stake + payout on a win, the stake on a tie, 0 on a loss. */
  return_amount: z.string().nullable(),
  /** return_amount - stake once settled. */
  profit: z.string().nullable(),
  settled_at: z.number().int().nullable(),
  /** The server's clock when answered, so a countdown does not trust the phone's clock. */
  server_time: z.number().int(),
});
export type TOptionOrder = z.infer<typeof ZOptionOrder>;

export const ZMicrotradeResultRequest = z.object({ id: zId });

export const ZMicrotradeListsRequest = z.object({
  match_id: z.preprocess(blankAsUndefined, zId.optional()),
  status: z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const byNumber: Record<string, string> = { '1': 'open', '2': 'settled' };
      return byNumber[String(value)] ?? value;
    },
    z.enum(OPTION_STATES, key('parameter_error')).optional(),
  ),
  page: zPage,
  limit: zWhole('limit_invalid', { max: PAGE_LIMIT_MAX }).default(OPTIONS_LIST_LIMIT),
});
export type TMicrotradeListsRequest = z.infer<typeof ZMicrotradeListsRequest>;
export const ZMicrotradeListsResponse = zPageOf(ZOptionOrder).extend({
  /** The server's clock when answered, as on each option. */
  server_time: z.number().int(),
});
export type TMicrotradeListsResponse = z.infer<typeof ZMicrotradeListsResponse>;
