// Leveraged contracts: lever/deal, submit, dealall, close, setstop, batch_close, my_trade (SPEC.md
// section 7). Margin is USDT in the lever account; the platform is the counterparty. Every opening,
// stop, liquidation and close names the tick whose price decided it.
import { z } from 'zod';
import { key, zId, zLimit, zPage, zPageOf } from './common.ts';
import { wholeNumberOf, zWhole } from './fields.ts';
import { blankAsUndefined, zDirection, zMarketRef, zOptionalPrice, zOrderType } from './trading-common.ts';

export const CONTRACT_STATES = ['pending', 'open', 'closed', 'cancelled'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_CLOSE_REASONS = ['user', 'batch', 'stop_profit', 'stop_loss', 'liquidation', 'cancelled'] as const;

/** lever/deal: what the contract screen needs for one market. */
export const ZLeverDealRequest = z.object({ ...zMarketRef });
export type TLeverDealRequest = z.infer<typeof ZLeverDealRequest>;
export const ZLeverDeal = z.object({
  symbol: z.string(),
  category: z.string(),
  /** The mark price: the last recorded tick. */
  price: z.string().nullable(),
  tick_seq: z.number().int().nullable(),
  /** Base quantity of one lot. */
  lot_size: z.string(),
  lots_max: z.number().int(),
  multiples: z.array(z.number().int()),
  /** Percent strings: '0.1' means 0.1%. */
  trade_fee_rate: z.string(),
  overnight_fee_rate: z.string(),
  maintenance_rate: z.string(),
  margin_coin: z.string(),
  /** The user's available USDT in the lever account ('0' when signed out). */
  available: z.string(),
  price_decimals: z.number().int(),
});
export type TLeverDeal = z.infer<typeof ZLeverDeal>;

const zMultiple = zWhole('leverage_invalid');

/** lever/submit: open a position at the mark price (market) or when it crosses `price` (limit). */
export const ZLeverSubmitRequest = z.object({
  ...zMarketRef,
  type: zDirection,
  order_type: z.preprocess((value) => value ?? 'market', zOrderType),
  price: zOptionalPrice,
  /** The server checks 1..lots_max and names the maximum; anything not a whole number (fields.ts) arrives as 0 and is refused there. */
  lots: z.preprocess((value) => wholeNumberOf(value) ?? 0, z.number()),
  multiple: zMultiple,
  target_profit_price: zOptionalPrice,
  stop_loss_price: zOptionalPrice,
});
export type TLeverSubmitRequest = z.infer<typeof ZLeverSubmitRequest>;

export const ZContractPosition = z.object({
  id: z.number().int(),
  symbol: z.string(),
  category: z.string(),
  direction: z.enum(['long', 'short']),
  order_type: z.enum(['market', 'limit']),
  status: z.enum(CONTRACT_STATES),
  lots: z.number().int(),
  quantity: z.string(),
  multiple: z.number().int(),
  /** A limit entry's price; null for a market entry. */
  entry_price: z.string().nullable(),
  open_price: z.string().nullable(),
  open_tick_seq: z.number().int().nullable(),
  opened_at: z.number().int().nullable(),
  margin: z.string(),
  fee: z.string(),
  overnight_fee: z.string(),
  target_profit_price: z.string().nullable(),
  stop_loss_price: z.string().nullable(),
  /** Where the position would be liquidated (for a pending entry: if opened at its price). */
  liquidation_price: z.string().nullable(),
  /** For an open position, the current mark price and its tick; null otherwise. */
  mark_price: z.string().nullable(),
  mark_tick_seq: z.number().int().nullable(),
  /** Expected profit at the mark price while open; realised profit once closed (negative is a loss). */
  profit: z.string().nullable(),
  /** profit / margin in percent, e.g. '-12.5'. */
  profit_rate: z.string().nullable(),
  close_price: z.string().nullable(),
  close_tick_seq: z.number().int().nullable(),
  closed_at: z.number().int().nullable(),
  close_reason: z.enum(CONTRACT_CLOSE_REASONS).nullable(),
  created_at: z.number().int(),
});
export type TContractPosition = z.infer<typeof ZContractPosition>;

/** lever/dealall: every open position and pending entry of the user, with the account's totals. */
export const ZLeverDealallRequest = z.object({ ...zMarketRef });
export type TLeverDealallRequest = z.infer<typeof ZLeverDealallRequest>;
export const ZLeverDealall = z.object({
  positions: z.array(ZContractPosition),
  /** Margin held by open positions and pending entries. */
  total_margin: z.string(),
  /** Sum of the open positions' expected profit. */
  total_profit: z.string(),
  /** Lever account USDT available. */
  available: z.string(),
  /** available + total_margin + total_profit. */
  equity: z.string(),
});
export type TLeverDealall = z.infer<typeof ZLeverDealall>;

/** lever/my_trade: the user's positions in one state, newest first; `category` 'index' lists the stock orders. */
export const ZLeverMyTradeRequest = z.object({
  ...zMarketRef,
  status: z.preprocess((value) => (value === undefined || value === '' ? 'open' : value), z.enum(CONTRACT_STATES, key('parameter_error'))),
  category: z.preprocess(blankAsUndefined, z.enum(['crypto', 'index'], key('parameter_error')).optional()),
  page: zPage,
  limit: zLimit,
});
export type TLeverMyTradeRequest = z.infer<typeof ZLeverMyTradeRequest>;
export const ZLeverMyTradeResponse = zPageOf(ZContractPosition);

/** lever/close: close an open position at the mark price, or cancel a pending entry. */
export const ZLeverCloseRequest = z.object({ id: zId });
export type TLeverCloseRequest = z.infer<typeof ZLeverCloseRequest>;
/** lever/setstop: an empty price clears that stop. */
export const ZLeverSetStopRequest = z.object({ id: zId, target_profit_price: zOptionalPrice, stop_loss_price: zOptionalPrice });
export type TLeverSetStopRequest = z.infer<typeof ZLeverSetStopRequest>;
/** lever/batch_close: all open positions, or only the long or short ones, optionally of one market. */
export const ZLeverBatchCloseRequest = z.object({
  ...zMarketRef,
  type: z.preprocess(
    (value) => {
      if (value === undefined || value === '' || value === '0' || value === 0) return 'all';
      if (value === '1' || value === 1) return 'long';
      if (value === '2' || value === 2) return 'short';
      return value;
    },
    z.enum(['all', 'long', 'short'], key('parameter_error')),
  ),
});
export type TLeverBatchCloseRequest = z.infer<typeof ZLeverBatchCloseRequest>;
export const ZLeverBatchCloseResponse = z.object({ closed: z.number().int(), positions: z.array(ZContractPosition) });
