// IEO: project, project/detail, project/order and user/project/order (SPEC.md section 7), the
// Financial tab's user/project/summary, and the back office's admin/ieo/* calls. A subscription asks
// for `amount` tokens at the project's `price` in `pay_currency`; amounts and prices are decimal
// strings, times epoch ms, the allocation ratio a percent string.
import { z } from 'zod';
import { PAGE_LIMIT_MAX } from '../constants.ts';
import {
  IEO_DESCRIPTION_MAX,
  IEO_NAME_MAX,
  IEO_ORDER_STATES,
  IEO_PRICES_MAX,
  IEO_STATES,
  IEO_STATE_BY_NUMBER,
  IEO_SYMBOL_RE,
  IEO_TOKEN_DECIMALS_MAX,
  IEO_URL_MAX,
} from '../ieo-rules.ts';
import { key, zId, zPage, zPageOf } from './common.ts';
import { ID_MAX, WHOLE_MAX, wholeNumberOf, zPositiveAmount, zText, zWhole } from './fields.ts';
import { blankAsUndefined } from './trading-common.ts';

export { ZNoInput } from './common.ts';

const zState = z.preprocess(
  (value) => (value === undefined || value === '' || value === null ? undefined : (IEO_STATE_BY_NUMBER[String(value)] ?? value)),
  z.enum(IEO_STATES, key('ieo_state_invalid')).optional(),
);

export const ZIeoPrice = z.object({ currency_id: z.number().int(), currency: z.string(), price: z.string() });

export const ZIeoProject = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's ticker; also its coin's name in the wallet. */
  symbol: z.string(),
  /** The token's coin id in the wallet (assets, records). */
  currency_id: z.number().int(),
  logo: z.string(),
  description: z.string(),
  white_paper: z.string(),
  /** Fraction digits of the token: allocations are rounded down to them. */
  token_decimals: z.number().int(),
  /** Tokens on sale in all. */
  hard_cap: z.string(),
  /** Tokens one user may ask for: at least user_min per subscription, at most user_max in all. */
  user_min: z.string(),
  user_max: z.string(),
  /** One token's price in each accepted pay currency. */
  prices: z.array(ZIeoPrice),
  warmup_time: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  distribute_time: z.number().int(),
  state: z.enum(IEO_STATES),
  /** In progress, open (not closed by the back office) and not yet allocating: project/order may be called. */
  subscribable: z.boolean(),
  /** Tokens asked for by all subscriptions so far, and that against the hard cap in percent (above 100: oversubscribed). */
  subscribed: z.string(),
  progress: z.string(),
  /** Set once the allocation has run: the share every subscription got, in percent. */
  allocated: z.boolean(),
  ratio: z.string().nullable(),
  allocated_at: z.number().int().nullable(),
  /** Signed in: what the caller has asked for so far, and may still; null when signed out. */
  user_subscribed: z.string().nullable(),
  user_remaining: z.string().nullable(),
  server_time: z.number().int(),
});
export type TIeoProject = z.infer<typeof ZIeoProject>;

export const ZIeoProjectsRequest = z.object({
  state: zState,
  page: zPage,
  limit: zWhole('limit_invalid', { max: PAGE_LIMIT_MAX }).default(10),
});
export type TIeoProjectsRequest = z.infer<typeof ZIeoProjectsRequest>;
export const ZIeoProjectsResponse = zPageOf(ZIeoProject);
export type TIeoProjectsResponse = z.infer<typeof ZIeoProjectsResponse>;

export const ZIeoDetailRequest = z.object({ id: zWhole('ieo_project_not_found') });

const PAY_TICKER_RE = /^[A-Z][A-Z0-9]{1,9}$/;

/** A pay currency: its coin id (3) or its ticker ('USDT'); anything else is refused. */
const zPayCurrency = z.preprocess(
  (value) => {
    const id = wholeNumberOf(value);
    if (id !== undefined) return id;
    return typeof value === 'string' ? value.trim().toUpperCase() : value;
  },
  z.custom<number | string>(
    (value) => (typeof value === 'number' && value >= 1 && value <= ID_MAX) || (typeof value === 'string' && PAY_TICKER_RE.test(value)),
    key('ieo_pay_currency_unknown'),
  ),
);

export const ZIeoOrderRequest = z.object({
  project_id: zWhole('ieo_project_not_found'),
  /** Tokens asked for. */
  amount: zPositiveAmount('amount_invalid'),
  pay_currency: zPayCurrency,
  /** The price the client showed: must be the project's price in that pay currency. */
  price: zPositiveAmount('ieo_price_mismatch'),
});
export type TIeoOrderRequest = z.infer<typeof ZIeoOrderRequest>;

export const ZIeoOrder = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  currency_id: z.number().int(),
  logo: z.string(),
  pay_currency_id: z.number().int(),
  pay_currency: z.string(),
  price: z.string(),
  /** Tokens asked for, and what was frozen for them (amount x price, rounded up to the atom). */
  amount: z.string(),
  paid: z.string(),
  status: z.enum(IEO_ORDER_STATES),
  /** Once allocated: the project's ratio in percent, the tokens delivered, what they cost and the rest refunded. */
  ratio: z.string().nullable(),
  allocated: z.string().nullable(),
  spent: z.string().nullable(),
  refund: z.string().nullable(),
  created_at: z.number().int(),
  distribute_time: z.number().int(),
  allocated_at: z.number().int().nullable(),
  server_time: z.number().int(),
});
export type TIeoOrder = z.infer<typeof ZIeoOrder>;

export const ZIeoOrdersRequest = z.object({
  status: z.preprocess(blankAsUndefined, z.enum(IEO_ORDER_STATES, key('parameter_error')).optional()),
  project_id: z.preprocess(blankAsUndefined, zWhole('ieo_project_not_found').optional()),
  page: zPage,
  limit: zWhole('limit_invalid', { max: PAGE_LIMIT_MAX }).default(10),
});
export type TIeoOrdersRequest = z.infer<typeof ZIeoOrdersRequest>;
export const ZIeoOrdersResponse = zPageOf(ZIeoOrder);
export type TIeoOrdersResponse = z.infer<typeof ZIeoOrdersResponse>;

const zCoinAmount = z.object({ currency: z.string(), amount: z.string() });
export const ZIeoSummary = z.object({
  /** Subscriptions awaiting their allocation, and their payments frozen per pay currency. */
  pending_orders: z.number().int(),
  pending: z.array(zCoinAmount),
  /** Tokens received from allocations, per token. */
  received: z.array(zCoinAmount),
});
export type TIeoSummary = z.infer<typeof ZIeoSummary>;

// Back office.

export const ZAdminIeoProject = ZIeoProject.omit({ user_subscribed: true, user_remaining: true }).extend({
  status: z.enum(['open', 'closed']),
  orders: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TAdminIeoProject = z.infer<typeof ZAdminIeoProject>;
export const ZAdminIeoProjectsResponse = z.array(ZAdminIeoProject);

const zTime = zWhole('ieo_project_invalid', { min: 0, max: WHOLE_MAX });
const zUrl = z.string(key('ieo_project_invalid')).trim().max(IEO_URL_MAX, key('ieo_project_invalid'));

export const ZAdminIeoPriceInput = z.object({ currency_id: zId, price: zPositiveAmount('ieo_project_invalid') });

export const ZAdminIeoSaveRequest = z.object({
  /** Absent: a new project (and a new coin for its token). */
  id: z.preprocess(blankAsUndefined, zId.optional()),
  name: zText('ieo_project_invalid').pipe(z.string().min(1, key('ieo_project_invalid')).max(IEO_NAME_MAX, key('ieo_project_invalid'))),
  symbol: z.string(key('ieo_project_invalid')).trim().toUpperCase().regex(IEO_SYMBOL_RE, key('ieo_project_invalid')),
  logo: zUrl.default(''),
  description: zText('ieo_project_invalid')
    .pipe(z.string().max(IEO_DESCRIPTION_MAX, key('ieo_project_invalid')))
    .default(''),
  white_paper: zUrl.refine((url) => url === '' || /^https?:\/\/\S+$/.test(url), key('ieo_project_invalid')).default(''),
  token_decimals: zWhole('ieo_project_invalid', { min: 0, max: IEO_TOKEN_DECIMALS_MAX }),
  hard_cap: zPositiveAmount('ieo_project_invalid'),
  user_min: zPositiveAmount('ieo_project_invalid'),
  user_max: zPositiveAmount('ieo_project_invalid'),
  /** JSON or form: [{ currency_id, price }], one per accepted pay currency. */
  prices: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z
      .array(ZAdminIeoPriceInput, key('ieo_project_invalid'))
      .min(1, key('ieo_project_invalid'))
      .max(IEO_PRICES_MAX, key('ieo_project_invalid')),
  ),
  warmup_time: zTime,
  start_time: zTime,
  end_time: zTime,
  distribute_time: zTime,
  reason: z.string().trim().max(200).default(''),
});
export type TAdminIeoSaveRequest = z.infer<typeof ZAdminIeoSaveRequest>;

export const ZAdminIeoStatusRequest = z.object({
  id: zId,
  status: z.enum(['open', 'closed'], key('parameter_error')),
  reason: z.string().trim().max(200).default(''),
});
export type TAdminIeoStatusRequest = z.infer<typeof ZAdminIeoStatusRequest>;
