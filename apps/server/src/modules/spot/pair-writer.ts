// One spot pair as the rest of the server sees it: the queue of operations waiting for the pair's
// single writer (a user's order, a cancel, the provider's new quotes), and what is read of the pair
// (its book's depth, what a market order could fill, the recent trades). The bookkeeping is the
// engine's SpotPair (@platform/engine/spot-pair); spot-writer.ts takes the queue in turns, applies
// it, persists the batch and commits it here. Nobody hears an answer before that batch committed.
import type { Owner } from '@platform/engine/ledger';
import type { Side } from '@platform/engine/order-book';
import { SPOT_LIQUIDITY_OWNER, SpotBatch, SpotPair } from '@platform/engine/spot-pair';
import { fromAtoms } from '@platform/shared/money';
import type { TSpotDepth, TSpotTrade } from '@platform/shared/schemas/spot';
import {
  SPOT_DEPTH_LEVELS,
  SPOT_MAKER_FEE_PPM,
  SPOT_MARKET_SLIPPAGE_PPM,
  SPOT_RECENT_TRADES,
  SPOT_TAKER_FEE_PPM,
} from '@platform/shared/trading-rules';
import { AppError } from '../../http/errors.ts';
import type { MarketPrices, RecordedTick } from '../../prices/recorded-prices.ts';
import type { NewSpotOrder, SpotOrderRow } from './queries.ts';
import type { SpotMarket } from './spot-markets.ts';

export { LIQUIDITY_ORDER_ID_FIRST } from '@platform/engine/spot-pair';
/** Operations applied and written together at most: bounds how long one batch holds the database. */
export const BATCH_OPS_MAX = 64;

export type Op =
  /** A user's new order: its row and the freeze of its funds are written, then the book takes it. */
  { kind: 'accept'; order: NewSpotOrder } | { kind: 'cancel'; orderId: number } | { kind: 'requote'; tick: RecordedTick };

export type CancelOutcome = SpotOrderRow | 'not_cancellable';
/** A refusal of one operation (an order the balance does not cover), answered to its caller alone. */
export class Refused {
  constructor(readonly error: AppError) {}
}
export type Outcome = SpotOrderRow | 'not_cancellable' | Refused | null;
export type Queued = { op: Op; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void; promise: Promise<Outcome> };

/** What one committed batch changed: the order rows (their new state) and the trades, oldest first. */
export type Committed = { orders: SpotOrderRow[]; trades: TSpotTrade[] };

export type PairWriterDeps = {
  prices: MarketPrices;
  /** Called when operations are queued: the loop that writes the pairs' batches takes them on its next turn. */
  wake: () => void;
  onCommitted: (committed: Committed) => void;
};

export class PairWriter {
  /** The book and the users' open orders; replaced whole by a rebuild. */
  engine: SpotPair<SpotOrderRow>;
  private readonly queue: Queued[] = [];
  private queuedRequote: Queued | null = null;
  halted = false;
  private closed = false;
  private readonly trades: TSpotTrade[] = [];

  constructor(
    readonly market: SpotMarket,
    private readonly deps: PairWriterDeps,
  ) {
    this.engine = newSpotPair(market);
  }

  /** Stops taking operations (the loop still writes those queued). */
  close(): void {
    this.closed = true;
  }

  /** Writes a new order with the freeze of its funds, places it, and answers its row once its fills are committed. */
  async accept(order: NewSpotOrder): Promise<SpotOrderRow> {
    const outcome = await this.submit({ kind: 'accept', order });
    if (outcome instanceof Refused) throw outcome.error;
    return outcome as SpotOrderRow;
  }

  async cancel(orderId: number): Promise<CancelOutcome> {
    return (await this.submit({ kind: 'cancel', orderId })) as CancelOutcome;
  }

  /** Replaces the provider's quotes around a new tick; a requote still waiting in the queue just takes the newer tick. */
  async requote(tick: RecordedTick): Promise<void> {
    if (this.queuedRequote && this.queuedRequote.op.kind === 'requote') {
      this.queuedRequote.op.tick = tick;
      await this.queuedRequote.promise;
      return;
    }
    await this.submit({ kind: 'requote', tick });
  }

  /** The recent trades, newest first. */
  recentTrades(): TSpotTrade[] {
    return this.trades.slice();
  }

  depth(): TSpotDepth {
    const { bids, asks } = this.engine.depth(SPOT_DEPTH_LEVELS);
    const level = (entry: { priceAtoms: bigint; quantityAtoms: bigint }) => ({
      price: fromAtoms(entry.priceAtoms),
      amount: fromAtoms(entry.quantityAtoms),
    });
    const tick = this.deps.prices.latest(this.market.id);
    return {
      symbol: this.market.symbol,
      bids: bids.map(level),
      asks: asks.map(level),
      last_price: tick ? fromAtoms(tick.priceAtoms) : null,
      tick_seq: tick?.seq ?? null,
      amount_decimals: this.market.amountDecimals,
    };
  }

  /** Base atoms a market order of `owner` could fill now within its protection (SpotPair.fillableAtoms). */
  fillableAtoms(side: Side, owner: Owner): bigint {
    return this.engine.fillableAtoms(side, owner, this.deps.prices.latest(this.market.id)?.priceAtoms ?? null);
  }

  private submit(op: Op): Promise<Outcome> {
    if (this.closed || this.halted) return Promise.reject(new AppError('internal_error'));
    let queued!: Queued;
    const promise = new Promise<Outcome>((resolve, reject) => {
      queued = { op, resolve, reject, promise: undefined as unknown as Promise<Outcome> };
    });
    queued.promise = promise;
    this.queue.push(queued);
    if (op.kind === 'requote') this.queuedRequote = queued;
    this.deps.wake();
    return promise;
  }

  hasQueued(): boolean {
    return this.queue.length > 0;
  }

  /** Takes the next operations off the queue (at most BATCH_OPS_MAX), or every one of them (`all`, to refuse them). */
  takeQueued(all = false): Queued[] {
    const taken = this.queue.splice(0, all ? this.queue.length : BATCH_OPS_MAX);
    if (this.queuedRequote && (all || taken.includes(this.queuedRequote))) this.queuedRequote = null;
    return taken;
  }

  /** A new batch at the current time and last recorded price. */
  newBatch(now: number): SpotBatch<SpotOrderRow> {
    const tick = this.deps.prices.latest(this.market.id);
    return new SpotBatch(now, tick?.seq ?? null, tick?.priceAtoms ?? null);
  }

  /** A batch is written: the open orders and the tape follow the book, and the screens hear of it. */
  committed(batch: SpotBatch<SpotOrderRow>, tradeIds: readonly number[]): void {
    const orders = this.engine.commit(batch);
    const trades: TSpotTrade[] = batch.trades.map((trade, index) => ({
      id: tradeIds[index] ?? 0,
      symbol: this.market.symbol,
      price: fromAtoms(trade.price_atoms),
      amount: fromAtoms(trade.quantity_atoms),
      side: trade.taker_side,
      time: trade.created_at,
      simulated: false,
    }));
    this.remember(trades.slice().reverse());
    this.deps.onCommitted({ orders, trades });
  }

  /**
   * Trades onto the tape, newest first. Fills and simulated prints arrive separately (a print is
   * timed within its tick, which may be older than a fill just written), so the tape is kept in
   * time order; of equal times the one arriving later counts as newer.
   */
  remember(newestFirst: readonly TSpotTrade[]): void {
    if (newestFirst.length === 0) return;
    const merged = [...newestFirst, ...this.trades].sort((a, b) => b.time - a.time);
    this.trades.length = 0;
    this.trades.push(...merged.slice(0, SPOT_RECENT_TRADES));
  }
}

/**
 * Users pay the published maker and taker rates. The provider pays none: it is the platform, so a
 * fee it paid would only move the platform's money from one of its accounts to another, adding
 * ledger lines that record nothing; the user on the other side of its fill still pays theirs.
 */
export function newSpotPair(market: SpotMarket): SpotPair<SpotOrderRow> {
  return new SpotPair<SpotOrderRow>({
    marketId: market.id,
    coins: market.coins,
    slippagePpm: SPOT_MARKET_SLIPPAGE_PPM,
    fees: {
      makerFeePpm: SPOT_MAKER_FEE_PPM,
      takerFeePpm: SPOT_TAKER_FEE_PPM,
      byOwner: new Map([[SPOT_LIQUIDITY_OWNER, { makerFeePpm: 0, takerFeePpm: 0 }]]),
    },
  });
}
