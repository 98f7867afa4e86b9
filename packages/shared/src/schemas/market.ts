// Markets and quotes (SPEC.md section 7, Market and trading; DESIGN.md market data).
import { z } from 'zod';
import { key, zId } from './common.ts';
import { zWhole } from './fields.ts';
import { MARKET_CATEGORIES, PERIODS } from '../market-rules.ts';

// The zod-free values, also exported from here for the server's imports.
export { CANDLES_PER_REQUEST_MAX, MARKET_CATEGORIES, PERIODS, PERIOD_SECONDS } from '../market-rules.ts';
export type { MarketCategory, Period } from '../market-rules.ts';
export { ROOM_QUOTES, SOCKET_EVENTS, roomOfMarket, roomOfUser } from '../realtime.ts';
export { ZNoInput } from './common.ts';

/** "BTC/USDT", also accepted as "btcusdt", "BTC-USDT" or "btc_usdt". */
export const zSymbol = z
  .string(key('symbol_unknown'))
  .trim()
  .min(3, key('symbol_unknown'))
  .max(20, key('symbol_unknown'))
  .transform((text) => text.toUpperCase().replace(/[-_]/g, '/'));

export const ZQuote = z.object({
  id: z.number().int(),
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  category: z.enum(MARKET_CATEGORIES),
  name: z.string(),
  price: z.string(),
  open: z.string(),
  change: z.string(),
  high: z.string(),
  low: z.string(),
  volume: z.string(),
  amount: z.string(),
  price_decimals: z.number().int(),
  time: z.number().int(),
});
export type TQuote = z.infer<typeof ZQuote>;
/** currency/search and optional/list: quotes of the markets found or favoured. */
export const ZQuoteList = z.array(ZQuote);

export const ZQuotationResponse = z.object({
  /** Where prices come from; 'simulated' is shown to the user. */
  source: z.string(),
  quotes: z.array(ZQuote),
});
export type TQuotationResponse = z.infer<typeof ZQuotationResponse>;

/** The last second of the year 9999: a later time is a typo, not a candle. */
export const EPOCH_SECONDS_MAX = 253_402_300_799;
const zEpochSeconds = zWhole('time_range_invalid', { min: 0, max: EPOCH_SECONDS_MAX });

export const ZTimesharRequest = z
  .object({
    symbol: zSymbol,
    period: z.enum(PERIODS, key('period_unknown')).default('1min'),
    /** Epoch seconds; both optional: without them the latest candles are answered. */
    from: zEpochSeconds.optional(),
    to: zEpochSeconds.optional(),
  })
  .refine((body) => body.from === undefined || body.to === undefined || body.from <= body.to, key('time_range_invalid'));
export type TTimesharRequest = z.infer<typeof ZTimesharRequest>;

export const ZCandle = z.object({
  /** Open time in epoch seconds. */
  time: z.number().int(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  volume: z.string(),
});
export type TCandle = z.infer<typeof ZCandle>;
export const ZTimesharResponse = z.array(ZCandle);

export const ZTick = z.object({ symbol: z.string(), seq: z.number().int(), time: z.number().int(), price: z.string() });
export type TTick = z.infer<typeof ZTick>;

/** Favorites (optional/add, optional/del): `currency_id` is the market's id, `id` is accepted too. */
export const ZFavoriteRequest = z
  .object({ currency_id: zId.optional(), id: zId.optional() })
  .refine((body) => body.currency_id !== undefined || body.id !== undefined, key('symbol_unknown'))
  .transform((body) => ({ marketId: (body.currency_id ?? body.id) as number }));

/** optional/add and optional/del answer a confirmation in the caller's language. */
export const ZFavoriteResponse = z.string();

export const ZMarketSearchRequest = z.object({ keyword: z.string().trim().max(20).default('') });
