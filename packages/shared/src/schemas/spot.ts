// Spot (coin-to-coin) trading: coin/trade, coin/list, coin/cancelTrade (SPEC.md section 7), and
// the public book and trades of a market (spot/depth, spot/trades: paths of our own, the SPEC
// does not show them). Amounts and prices are decimal strings; sides are the buyer's view.
import { z } from 'zod';
import { key, zId, zLimit, zPage, zPageOf } from './common.ts';
import { isTotalInRange } from './fields.ts';
import { blankAsUndefined, zMarketRef, zOptionalPrice, zOrderType, zQuantity, zSide } from './trading-common.ts';

export const SPOT_ORDER_STATES = ['in_progress', 'completed', 'cancelled'] as const;
export type SpotOrderState = (typeof SPOT_ORDER_STATES)[number];

/**
 * coin/trade. `type` buy or sell (1 or 2). A limit order gives target_price and amount in the base
 * coin. A market sell gives amount in the base coin; a market buy gives amount as the quote total
 * to spend (USDT), as exchanges' market buys do; it pays at most SPOT_MARKET_SLIPPAGE_PPM above the
 * last price and the unspent part is released.
 */
export const ZCoinTradeRequest = z
  .object({
    ...zMarketRef,
    type: zSide,
    order_type: z.preprocess((value) => value ?? 'limit', zOrderType),
    target_price: zOptionalPrice,
    amount: zQuantity,
  })
  .refine((order) => order.order_type !== 'limit' || order.target_price === undefined || isTotalInRange(order.target_price, order.amount), {
    ...key('amount_invalid'),
    path: ['amount'],
  });
export type TCoinTradeRequest = z.infer<typeof ZCoinTradeRequest>;

export const ZSpotOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  currency_id: z.number().int(),
  legal_id: z.number().int(),
  currency_name: z.string(),
  legal_name: z.string(),
  side: z.enum(['buy', 'sell']),
  order_type: z.enum(['limit', 'market']),
  /** The limit price; null for a market order. */
  price: z.string().nullable(),
  /** Base quantity asked; for a market buy by total, the quantity bought. */
  amount: z.string(),
  /** A market buy's quote total; otherwise price x amount for a limit order, null for a market sell. */
  total: z.string().nullable(),
  filled_amount: z.string(),
  filled_total: z.string(),
  /** filled_total / filled_amount, or null before the first fill. */
  avg_price: z.string().nullable(),
  fee: z.string(),
  fee_currency: z.string(),
  status: z.enum(SPOT_ORDER_STATES),
  /** The market's last recorded tick when the order was accepted (market/ticks shows it). */
  tick_seq: z.number().int().nullable(),
  created_at: z.number().int(),
  finished_at: z.number().int().nullable(),
});
export type TSpotOrder = z.infer<typeof ZSpotOrder>;

/** coin/list: the user's orders in one state, newest first. */
export const ZCoinListRequest = z.object({
  ...zMarketRef,
  state: z.preprocess(
    (value) => {
      if (value === undefined || value === '') return 'in_progress';
      const byNumber: Record<string, string> = { '1': 'in_progress', '2': 'completed', '3': 'cancelled' };
      return byNumber[String(value)] ?? value;
    },
    z.enum(SPOT_ORDER_STATES, key('parameter_error')),
  ),
  page: zPage,
  limit: zLimit,
});
export type TCoinListRequest = z.infer<typeof ZCoinListRequest>;
export const ZCoinListResponse = zPageOf(ZSpotOrder);
export type TCoinListResponse = z.infer<typeof ZCoinListResponse>;

export const ZCoinCancelRequest = z.object({ id: zId });
export type TCoinCancelRequest = z.infer<typeof ZCoinCancelRequest>;

// The public book and tape, by symbol.
export const ZSpotMarketRequest = z.object({
  symbol: z.preprocess(blankAsUndefined, z.string(key('market_not_tradable')).trim().toUpperCase().max(20)),
});
export type TSpotMarketRequest = z.infer<typeof ZSpotMarketRequest>;

export const ZDepthLevel = z.object({ price: z.string(), amount: z.string() });
export const ZSpotDepth = z.object({
  symbol: z.string(),
  /** Best first: highest bid, lowest ask. */
  bids: z.array(ZDepthLevel),
  asks: z.array(ZDepthLevel),
  /** The last recorded feed price and its tick. */
  last_price: z.string().nullable(),
  tick_seq: z.number().int().nullable(),
  /** The market's quantity precision (markets.amount_decimals): the screen cuts a slider's share of a balance to it. */
  amount_decimals: z.number().int().optional(),
});
export type TSpotDepth = z.infer<typeof ZSpotDepth>;

/**
 * A print on a market's public tape. A fill on this platform (`simulated: false`) is stored, with a
 * positive id. A print between simulated participants (`simulated: true`, DESIGN.md market data)
 * is drawn from the recorded tick it names (at its price, seeded by the market and the tick), moves
 * no money and is not stored: its id is negative, so it never meets a fill's.
 */
export const ZSpotTrade = z.object({
  id: z.number().int(),
  symbol: z.string(),
  price: z.string(),
  amount: z.string(),
  /** The taker's side: a buy lifted an ask (shown in the up colour). */
  side: z.enum(['buy', 'sell']),
  time: z.number().int(),
  /** A print between simulated participants, not a fill on this platform. */
  simulated: z.boolean(),
});
export type TSpotTrade = z.infer<typeof ZSpotTrade>;
export const ZSpotTradesResponse = z.array(ZSpotTrade);
