// The single writer of one spot pair: its book, the users' orders resting in it, and the
// platform's liquidity quotes. Every operation on the pair (a user's order, a cancel, the
// provider's new quotes, a rebuild) waits in the pair's queue and runs strictly one after another:
// the book is changed, then what changed is persisted, and only then does the next change begin.
//
// The operations that queued while the last batch was written form the next batch (spot-writer.ts
// writes the batches of every pair in one ledger unit). A new order's row and the freeze of its
// funds are written first, as one (too little available: that order alone is refused, nothing of
// it written; see applyAccept); only then does the book take it. Once the book has applied the
// whole batch, its results follow in the same unit, in order: trades, ledger movements, order
// rows. Nobody hears an answer before that unit committed.
//
// If writing a batch fails, the book may be ahead of the database: every queued operation is
// refused and the book is rebuilt from the database (the orders still in progress, oldest first),
// which is what a restart does too.
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import { PLATFORM_ACCOUNT, userOwner, type Owner } from '@platform/engine/ledger';
import {
  OrderBook,
  OrderBookInvariantError,
  type Fill,
  type NewOrder,
  type SelfTradeCancel,
  type Side,
  type TradeEvent,
} from '@platform/engine/order-book';
import { quoteAtoms, type FeeSchedule } from '@platform/engine/order-book-fees';
import { fillHalves, orderFrozen, orderReleased, settlementTransfers, type SettlementStep } from '@platform/engine/spot-postings';
import { fromAtoms } from '@platform/shared/money';
import type { TSpotDepth, TSpotTrade } from '@platform/shared/schemas/spot';
import {
  SPOT_DEPTH_LEVELS,
  SPOT_MAKER_FEE_PPM,
  SPOT_MARKET_SLIPPAGE_PPM,
  SPOT_RECENT_TRADES,
  SPOT_TAKER_FEE_PPM,
} from '@platform/shared/trading-rules';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MarketPrices, RecordedTick } from '../market/market-prices.ts';
import { postTransferIn, postTransfersIn, postsAsOneStatement, writePendingEntries, type PendingEntries } from '../wallet/ledger.ts';
import { liquidityQuotes } from './liquidity-quotes.ts';
import { shiftedByPpm } from '@platform/shared/price-rules';
import {
  deleteOrder,
  insertOrder,
  insertTrades,
  listOpenOrders,
  updateOrders,
  type NewSpotOrder,
  type NewSpotTrade,
  type SpotOrderRow,
} from './queries.ts';
import type { SpotMarket } from './spot-markets.ts';
import { writeSpotUnit } from './spot-writer.ts';

const LIQUIDITY_OWNER: Owner = PLATFORM_ACCOUNT.spotLiquidity;
/** The provider's quotes are numbered from here; users' orders carry their database id, which never gets this far. */
export const LIQUIDITY_ORDER_ID_FIRST = 2 ** 52;
/** Operations applied and written together at most: bounds how long one batch holds the database. */
export const BATCH_OPS_MAX = 64;
/** A depth snapshot taken to bound a market order's protection grows by this factor until it passes the bound. */
const PROTECTION_LEVELS_FIRST = 32;

/**
 * Users pay the published maker and taker rates. The provider pays none: it is the platform, so a
 * fee it paid would only move the platform's money from one of its accounts to another, adding
 * ledger lines that record nothing; the user on the other side of its fill still pays theirs.
 */
const FEES: FeeSchedule = {
  makerFeePpm: SPOT_MAKER_FEE_PPM,
  takerFeePpm: SPOT_TAKER_FEE_PPM,
  byOwner: new Map([[LIQUIDITY_OWNER, { makerFeePpm: 0, takerFeePpm: 0 }]]),
};

// Raw statements: Kysely's savepoint() would hand out another transaction object (ledger-writer.ts).
const SAVEPOINT = CompiledQuery.raw('savepoint spot_order');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to savepoint spot_order');
const RELEASE_SAVEPOINT = CompiledQuery.raw('release savepoint spot_order');

type Op =
  /** A user's new order: its row and the freeze of its funds are written, then the book takes it. */
  | { kind: 'accept'; order: NewSpotOrder }
  /** An order whose funds are frozen, placed in the book: what a rebuild does with a resting order. */
  | { kind: 'place'; row: SpotOrderRow }
  | { kind: 'cancel'; orderId: number }
  | { kind: 'requote'; tick: RecordedTick }
  /** A market order found in progress at a rebuild: it never reached the book, so it is cancelled whole. */
  | { kind: 'expire'; row: SpotOrderRow };

export type CancelOutcome = SpotOrderRow | 'not_cancellable';
/** A refusal of one operation (an order the balance does not cover), answered to its caller alone. */
class Refused {
  constructor(readonly error: AppError) {}
}
export type Outcome = SpotOrderRow | 'not_cancellable' | Refused | null;
export type Queued = { op: Op; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void; promise: Promise<Outcome> };

/** What one committed batch changed: the order rows (their new state) and the trades, oldest first. */
export type Committed = { orders: SpotOrderRow[]; trades: TSpotTrade[] };

export type PairWriterDeps = {
  db: Db;
  dialect: Dialect;
  clock: () => number;
  prices: MarketPrices;
  log: FastifyBaseLogger;
  /** Called when operations are queued: the loop that writes the pairs' batches takes them on its next turn. */
  wake: () => void;
  onCommitted: (committed: Committed) => void;
};

/** One turn of a pair: the operations taken off its queue, what the book did with them, and their answers. */
export type PairBatch = {
  queued: readonly Queued[];
  batch: Batch;
  /** Whether the batch must be written: it holds new orders, or the book changed what is stored. */
  writes: boolean;
  outcomes: Outcome[];
  tradeIds: number[];
  /** Set when takeBatch's book work broke an invariant: the batch is refused and the pair rebuilds. */
  failure?: { error: unknown };
};

/** The writes of one batch, gathered while the book applies its operations. */
export class Batch {
  /** Working copies of every user order the batch touched, by id. */
  readonly rows = new Map<number, SpotOrderRow>();
  /** Each touched order as it is stored (a new order's row is stored by its freeze). */
  readonly before = new Map<number, SpotOrderRow>();
  /** Orders placed by this batch: announced to their owner even when nothing else changed. */
  readonly placed = new Set<number>();
  readonly steps: SettlementStep[] = [];
  readonly trades: NewSpotTrade[] = [];
  /** The ledger entries of the movements applied so far, inserted together by writeResults. */
  readonly entries: PendingEntries = [];

  constructor(
    readonly now: number,
    readonly tickSeq: number | null,
  ) {}
}

export class PairWriter {
  private book = new OrderBook({ fees: FEES });
  /** The committed rows of the users' orders resting in the book. */
  private readonly open = new Map<number, SpotOrderRow>();
  /** Users' resting order ids by owner, as the book holds them (a market order's protection leaves their own out). */
  private readonly restingByOwner = new Map<Owner, Set<number>>();
  private readonly liquidityIds = new Set<number>();
  private nextLiquidityId = LIQUIDITY_ORDER_ID_FIRST;
  private readonly queue: Queued[] = [];
  private queuedRequote: Queued | null = null;
  private halted = false;
  private closed = false;
  private readonly trades: TSpotTrade[] = [];

  constructor(
    readonly market: SpotMarket,
    private readonly deps: PairWriterDeps,
  ) {}

  /** Rebuilds the book from the orders in progress and loads the recent trades; call once, before anything is submitted. */
  async start(recentTrades: readonly TSpotTrade[]): Promise<void> {
    this.trades.push(...recentTrades.slice(0, SPOT_RECENT_TRADES));
    await this.rebuild();
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
    const { bids, asks } = this.book.depth(SPOT_DEPTH_LEVELS);
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

  /**
   * Base atoms a market order of `owner` could fill now within its protection (SPOT_MARKET_SLIPPAGE_PPM
   * from the last price): the other side's quantity up to that bound, less the owner's own resting
   * orders there (self-trade prevention cancels those rather than filling them).
   */
  fillableAtoms(side: Side, owner: Owner): bigint {
    const tick = this.deps.prices.latest(this.market.id);
    if (!tick) return 0n;
    const boundAtoms = shiftedByPpm(tick.priceAtoms, side === 'buy' ? SPOT_MARKET_SLIPPAGE_PPM : -SPOT_MARKET_SLIPPAGE_PPM);
    const within = (priceAtoms: bigint) => (side === 'buy' ? priceAtoms <= boundAtoms : priceAtoms >= boundAtoms);
    let totalAtoms = 0n;
    for (let levelsMax = PROTECTION_LEVELS_FIRST; ; levelsMax *= 4) {
      const depth = this.book.depth(levelsMax);
      const levels = side === 'buy' ? depth.asks : depth.bids;
      totalAtoms = 0n;
      let passed = false;
      for (const level of levels) {
        if (!within(level.priceAtoms)) {
          passed = true;
          break;
        }
        totalAtoms += level.quantityAtoms;
      }
      if (passed || levels.length < levelsMax) break;
    }
    for (const id of this.restingByOwner.get(owner) ?? []) {
      const resting = this.book.order(id);
      if (resting && resting.side !== side && within(resting.priceAtoms)) totalAtoms -= resting.remainingAtoms;
    }
    return totalAtoms > 0n ? totalAtoms : 0n;
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

  /**
   * Takes the next batch off the queue. Cancels and requotes need no row first, so a batch of only
   * those is applied here at once (a requote that crossed nobody then writes nothing at all);
   * a batch with new orders is applied inside the ledger unit, by writeBatch.
   */
  takeBatch(): PairBatch {
    const queued = this.queue.splice(0, BATCH_OPS_MAX);
    if (this.queuedRequote && queued.includes(this.queuedRequote)) this.queuedRequote = null;
    const taken: PairBatch = { queued, batch: this.newBatch(), writes: true, outcomes: [], tradeIds: [] };
    if (queued.every(({ op }) => op.kind !== 'accept')) {
      try {
        taken.outcomes = queued.map(({ op }) => this.apply(op as Exclude<Op, { kind: 'accept' }>, taken.batch));
        taken.writes = this.hasWrites(taken.batch);
      } catch (error) {
        taken.failure = { error };
        taken.writes = false;
      }
    }
    return taken;
  }

  /** Inside the ledger unit: the new orders and the book (unless takeBatch applied it), then what the book did. */
  async writeBatch(trx: Db, taken: PairBatch): Promise<void> {
    if (taken.outcomes.length !== taken.queued.length) {
      for (const { op } of taken.queued) {
        taken.outcomes.push(op.kind === 'accept' ? await this.applyAccept(trx, op.order, taken.batch) : this.apply(op, taken.batch));
      }
    }
    taken.tradeIds = await this.writeResults(trx, taken.batch);
  }

  /** The batch is committed (or had nothing to write): the state follows the book and every caller gets its answer. */
  finishBatch(taken: PairBatch): void {
    this.commit(taken.batch, taken.tradeIds);
    taken.queued.forEach((entry, index) => entry.resolve(taken.outcomes[index] ?? null));
  }

  private hasWrites(batch: Batch): boolean {
    return batch.trades.length > 0 || batch.steps.length > 0 || this.changedRows(batch).length > 0;
  }

  /**
   * Writes a new order and freezes its funds; the book takes it only if that held. The freeze is
   * one guarded statement on the user's balance row once that row's id is known: refused, it wrote
   * nothing, and deleting the row just inserted undoes the rest. Otherwise (the row may still have
   * to be created) both go in a savepoint, rolled back on refusal.
   */
  private async applyAccept(trx: Db, order: NewSpotOrder, batch: Batch): Promise<Outcome> {
    const postings = orderFrozen(this.market.coins, order.user_id, order.side, order.reserved_atoms);
    // Its entries join the batch's (a refused freeze adds none); the batch is written whole or not at all.
    const freeze = (row: SpotOrderRow) =>
      postTransferIn(
        trx,
        { postings, reason: 'spot_freeze', record: { type: 'spot_order', id: String(row.id) }, now: row.created_at },
        batch.entries,
      );
    if (postsAsOneStatement(trx, postings)) {
      const row = await insertOrder(trx, order);
      try {
        await freeze(row);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await deleteOrder(trx, row.id);
        return new Refused(error);
      }
      return this.applyPlace(row, batch);
    }
    await trx.executeQuery(SAVEPOINT);
    let row: SpotOrderRow;
    try {
      row = await insertOrder(trx, order);
      await freeze(row);
    } catch (error) {
      await trx.executeQuery(ROLLBACK_TO_SAVEPOINT);
      await trx.executeQuery(RELEASE_SAVEPOINT);
      if (error instanceof AppError) return new Refused(error);
      throw error;
    }
    await trx.executeQuery(RELEASE_SAVEPOINT);
    return this.applyPlace(row, batch);
  }

  /** A batch could not be applied or written: refuse it and everything queued, and rebuild from the database. */
  async failBatch(error: unknown, taken: PairBatch): Promise<void> {
    this.deps.log.error({ err: error, market: this.market.symbol }, 'spot batch failed; rebuilding the book from the database');
    const refused = [...taken.queued, ...this.queue.splice(0)];
    this.queuedRequote = null;
    for (const entry of refused) entry.reject(error);
    try {
      await this.rebuild();
    } catch (rebuildError) {
      // The book cannot be trusted and cannot be rebuilt: the pair stops trading until a restart.
      this.halted = true;
      this.deps.log.error({ err: rebuildError, market: this.market.symbol }, 'spot book rebuild failed; the pair is halted');
    }
  }

  /**
   * An empty book, then every order in progress in id order (time priority) with what it has left:
   * limit orders rest again (and fill, should a crash have left two of them crossed), market orders
   * that never reached the book are cancelled and their funds released.
   */
  private async rebuild(): Promise<void> {
    this.book = new OrderBook({ fees: FEES });
    this.open.clear();
    this.restingByOwner.clear();
    this.liquidityIds.clear();
    const rows = await listOpenOrders(this.deps.db, this.market.id);
    for (let start = 0; start < rows.length; start += BATCH_OPS_MAX) {
      const batch = this.newBatch();
      for (const row of rows.slice(start, start + BATCH_OPS_MAX)) {
        this.apply(row.kind === 'limit' ? { kind: 'place', row } : { kind: 'expire', row }, batch);
      }
      const tradeIds = this.hasWrites(batch) ? await writeSpotUnit(this.deps, (trx) => this.writeResults(trx, batch)) : [];
      this.commit(batch, tradeIds);
    }
  }

  private newBatch(): Batch {
    return new Batch(this.deps.clock(), this.deps.prices.latest(this.market.id)?.seq ?? null);
  }

  private apply(op: Exclude<Op, { kind: 'accept' }>, batch: Batch): Outcome {
    switch (op.kind) {
      case 'place':
        return this.applyPlace(op.row, batch);
      case 'cancel':
        return this.applyCancel(op.orderId, batch);
      case 'requote':
        this.applyRequote(op.tick, batch);
        return null;
      case 'expire':
        return this.applyExpire(op.row, batch);
    }
  }

  private applyPlace(row: SpotOrderRow, batch: Batch): SpotOrderRow {
    const order = this.touch(batch, row.id, row);
    batch.placed.add(row.id);
    const owner = userOwner(row.user_id);
    const newOrder = this.bookOrder(row, owner);
    const result = newOrder ? this.book.place(newOrder) : null;
    let spentAtoms = 0n;
    let frozenAtoms = 0n;
    let resting = false;
    if (result?.ok) {
      this.applyEvents(result.events, batch);
      spentAtoms = result.spentAtoms;
      frozenAtoms = result.frozenAtoms;
      resting = result.status === 'resting';
      if (resting) this.addResting(owner, row.id);
    }
    // What the order froze and neither spent nor still holds: a price improvement, a market order's unspent part, a refusal.
    const releasedAtoms = order.frozen_atoms - spentAtoms - frozenAtoms;
    if (releasedAtoms < 0n) throw new OrderBookInvariantError(`order ${row.id} spent ${spentAtoms} of ${order.frozen_atoms} frozen`);
    if (releasedAtoms > 0n) this.release(batch, order, releasedAtoms, 'spot_release');
    order.frozen_atoms = frozenAtoms;
    if (row.kind === 'market' && row.side === 'buy' && order.filled_atoms > 0n) order.quantity_atoms = order.filled_atoms;
    if (!resting) {
      // A market order is complete once it filled what it could; a limit order only when nothing is left.
      const complete = row.kind === 'market' ? order.filled_atoms > 0n : order.filled_atoms === order.quantity_atoms;
      this.finish(batch, order, complete ? 'completed' : 'cancelled');
    }
    return { ...order };
  }

  /** The order as the book takes it, or null when a market order has nothing to fill against within its protection. */
  private bookOrder(row: SpotOrderRow, owner: Owner): NewOrder | null {
    if (row.kind === 'limit') {
      if (row.price_atoms === null) throw new OrderBookInvariantError(`limit order ${row.id} has no price`);
      return {
        id: row.id,
        owner,
        side: row.side,
        kind: 'limit',
        priceAtoms: row.price_atoms,
        quantityAtoms: row.quantity_atoms - row.filled_atoms,
      };
    }
    const fillableAtoms = this.fillableAtoms(row.side, owner);
    if (row.side === 'buy') {
      if (row.quote_budget_atoms === null) throw new OrderBookInvariantError(`market buy ${row.id} has no budget`);
      if (fillableAtoms === 0n) return null;
      return { id: row.id, owner, side: 'buy', kind: 'market', quantityAtoms: fillableAtoms, quoteBudgetAtoms: row.quote_budget_atoms };
    }
    const quantityAtoms = row.quantity_atoms < fillableAtoms ? row.quantity_atoms : fillableAtoms;
    if (quantityAtoms === 0n) return null;
    return { id: row.id, owner, side: 'sell', kind: 'market', quantityAtoms };
  }

  private applyCancel(orderId: number, batch: Batch): CancelOutcome {
    const result = this.book.cancel(orderId);
    if (!result.ok) return 'not_cancellable';
    if (result.owner === LIQUIDITY_OWNER) throw new OrderBookInvariantError(`order ${orderId} is the provider's`);
    const order = this.touch(batch, orderId);
    if (order.frozen_atoms !== result.releasedAtoms) {
      throw new OrderBookInvariantError(`order ${orderId} holds ${order.frozen_atoms}, the book releases ${result.releasedAtoms}`);
    }
    this.removeResting(result.owner, orderId);
    if (result.releasedAtoms > 0n) this.release(batch, order, result.releasedAtoms, 'spot_cancel');
    order.frozen_atoms = 0n;
    this.finish(batch, order, 'cancelled');
    return { ...order };
  }

  private applyExpire(row: SpotOrderRow, batch: Batch): SpotOrderRow {
    const order = this.touch(batch, row.id, row);
    if (order.frozen_atoms > 0n) this.release(batch, order, order.frozen_atoms, 'spot_cancel');
    order.frozen_atoms = 0n;
    this.finish(batch, order, order.filled_atoms > 0n ? 'completed' : 'cancelled');
    return { ...order };
  }

  /** Takes the provider's quotes off and puts the new ladder on; where it crosses a user's order, that order fills at its own price. */
  private applyRequote(tick: RecordedTick, batch: Batch): void {
    for (const id of this.liquidityIds) this.book.cancel(id);
    this.liquidityIds.clear();
    for (const quote of liquidityQuotes(this.market, tick.priceAtoms)) {
      const id = this.nextLiquidityId;
      this.nextLiquidityId += 1;
      const { side, priceAtoms, quantityAtoms } = quote;
      const result = this.book.place({ id, owner: LIQUIDITY_OWNER, side, kind: 'limit', priceAtoms, quantityAtoms });
      // A full book refuses the provider's quote; the users' orders already there still trade.
      if (!result.ok) continue;
      this.applyEvents(result.events, batch);
      if (result.status === 'resting') this.liquidityIds.add(id);
    }
  }

  private applyEvents(events: readonly TradeEvent[], batch: Batch): void {
    for (const event of events) {
      if (event.kind === 'fill') this.applyFill(event, batch);
      else this.applySelfTradeCancel(event, batch);
    }
  }

  private applyFill(fill: Fill, batch: Batch): void {
    const makerIsUser = fill.makerOwner !== LIQUIDITY_OWNER;
    const takerIsUser = fill.takerOwner !== LIQUIDITY_OWNER;
    batch.trades.push({
      market_id: this.market.id,
      sequence: fill.sequence,
      taker_side: fill.takerSide,
      price_atoms: fill.priceAtoms,
      quantity_atoms: fill.quantityAtoms,
      quote_atoms: fill.quoteAtoms,
      maker_order_id: makerIsUser ? fill.makerOrderId : null,
      taker_order_id: takerIsUser ? fill.takerOrderId : null,
      maker_user_id: makerIsUser ? Number(fill.makerOwner) : null,
      taker_user_id: takerIsUser ? Number(fill.takerOwner) : null,
      maker_fee_atoms: fill.makerFeeAtoms,
      taker_fee_atoms: fill.takerFeeAtoms,
      tick_seq: batch.tickSeq,
      created_at: batch.now,
    });
    // Each user's half is recorded against their own order; a fill with the provider is one movement,
    // recorded against the user's order on either side.
    const halves = fillHalves(this.market.coins, fill);
    const recordId = takerIsUser ? fill.takerOrderId : fill.makerOrderId;
    batch.steps.push({ recordId: String(recordId), reason: 'spot_fill', postings: halves.taker });
    if (halves.maker.length > 0) batch.steps.push({ recordId: String(fill.makerOrderId), reason: 'spot_fill', postings: halves.maker });
    if (takerIsUser) {
      const taker = this.touch(batch, fill.takerOrderId);
      taker.filled_atoms += fill.quantityAtoms;
      taker.filled_quote_atoms += fill.quoteAtoms;
      taker.fee_atoms += fill.takerFeeAtoms;
    }
    if (makerIsUser) this.applyMakerFill(fill, batch);
    else if (fill.makerRemainingAtoms === 0n) this.liquidityIds.delete(fill.makerOrderId);
  }

  private applyMakerFill(fill: Fill, batch: Batch): void {
    const maker = this.touch(batch, fill.makerOrderId);
    maker.filled_atoms += fill.quantityAtoms;
    maker.filled_quote_atoms += fill.quoteAtoms;
    maker.fee_atoms += fill.makerFeeAtoms;
    maker.frozen_atoms -= maker.side === 'buy' ? fill.quoteAtoms + fill.makerReleasedAtoms : fill.quantityAtoms;
    // The row and the book must agree on what the order still holds.
    const remainingAtoms = fill.makerRemainingAtoms;
    const heldAtoms = maker.side === 'buy' ? quoteAtoms(fill.priceAtoms, remainingAtoms) : remainingAtoms;
    if (maker.frozen_atoms !== heldAtoms || maker.quantity_atoms - maker.filled_atoms !== remainingAtoms) {
      throw new OrderBookInvariantError(`order ${maker.id} holds ${maker.frozen_atoms}, the book ${heldAtoms}`);
    }
    if (remainingAtoms === 0n) {
      this.removeResting(fill.makerOwner, maker.id);
      this.finish(batch, maker, 'completed');
    } else {
      maker.updated_at = batch.now;
    }
  }

  private applySelfTradeCancel(event: SelfTradeCancel, batch: Batch): void {
    if (event.owner === LIQUIDITY_OWNER) {
      this.liquidityIds.delete(event.orderId);
      return;
    }
    const order = this.touch(batch, event.orderId);
    if (order.frozen_atoms !== event.releasedAtoms) {
      throw new OrderBookInvariantError(`order ${event.orderId} holds ${order.frozen_atoms}, the book releases ${event.releasedAtoms}`);
    }
    this.removeResting(event.owner, event.orderId);
    if (event.releasedAtoms > 0n) this.release(batch, order, event.releasedAtoms, 'spot_cancel');
    order.frozen_atoms = 0n;
    this.finish(batch, order, 'cancelled');
  }

  private release(batch: Batch, order: SpotOrderRow, amountAtoms: bigint, reason: string): void {
    batch.steps.push({
      recordId: String(order.id),
      reason,
      postings: orderReleased(this.market.coins, order.user_id, order.side, amountAtoms),
    });
  }

  private finish(batch: Batch, order: SpotOrderRow, status: 'completed' | 'cancelled'): void {
    order.status = status;
    order.finished_at = batch.now;
    order.updated_at = batch.now;
  }

  /** The batch's working copy of a user's order: from the batch, the book's open orders, or `row` for one new to the book. */
  private touch(batch: Batch, id: number, row?: SpotOrderRow): SpotOrderRow {
    const working = batch.rows.get(id);
    if (working) return working;
    const committed = this.open.get(id);
    const source = committed ?? row;
    if (!source) throw new OrderBookInvariantError(`order ${id} is in the book but not among the open orders`);
    const copy = { ...source };
    batch.rows.set(id, copy);
    batch.before.set(id, source);
    return copy;
  }

  private addResting(owner: Owner, id: number): void {
    let ids = this.restingByOwner.get(owner);
    if (!ids) {
      ids = new Set();
      this.restingByOwner.set(owner, ids);
    }
    ids.add(id);
  }

  private removeResting(owner: Owner, id: number): void {
    const ids = this.restingByOwner.get(owner);
    if (!ids) return;
    ids.delete(id);
    if (ids.size === 0) this.restingByOwner.delete(owner);
  }

  /** Orders whose row differs from what is stored. */
  private changedRows(batch: Batch): SpotOrderRow[] {
    return [...batch.rows.values()].filter((row) => !sameState(row, batch.before.get(row.id)));
  }

  /** What the book did, in order: trades, ledger movements (with the batch's freezes' entries), changed order rows. Answers the new trades' ids, in order. */
  private async writeResults(trx: Db, batch: Batch): Promise<number[]> {
    const tradeIds = batch.trades.length > 0 ? await insertTrades(trx, batch.trades) : [];
    const transfers = settlementTransfers(batch.steps);
    if (transfers.length > 0) {
      await postTransfersIn(
        trx,
        transfers.map((transfer) => ({
          postings: transfer.postings,
          reason: transfer.reason,
          record: { type: 'spot_order', id: transfer.recordId },
          now: batch.now,
        })),
        batch.entries,
      );
    }
    await writePendingEntries(trx, batch.entries);
    await updateOrders(
      trx,
      this.changedRows(batch).map((row) => ({
        id: row.id,
        quantityAtoms: row.quantity_atoms,
        filledAtoms: row.filled_atoms,
        filledQuoteAtoms: row.filled_quote_atoms,
        feeAtoms: row.fee_atoms,
        frozenAtoms: row.frozen_atoms,
        status: row.status,
        updatedAt: row.updated_at,
        finishedAt: row.finished_at,
      })),
    );
    return tradeIds;
  }

  /** The batch is written: the open orders and the tape follow the book, and the screens hear of it. */
  private commit(batch: Batch, tradeIds: readonly number[]): void {
    const announced: SpotOrderRow[] = [];
    const changed = new Set(this.changedRows(batch).map((row) => row.id));
    for (const row of batch.rows.values()) {
      if (row.status === 'in_progress') this.open.set(row.id, row);
      else this.open.delete(row.id);
      if (changed.has(row.id) || batch.placed.has(row.id)) announced.push(row);
    }
    const trades: TSpotTrade[] = batch.trades.map((trade, index) => ({
      id: tradeIds[index] ?? 0,
      symbol: this.market.symbol,
      price: fromAtoms(trade.price_atoms),
      amount: fromAtoms(trade.quantity_atoms),
      side: trade.taker_side,
      time: trade.created_at,
    }));
    if (trades.length > 0) {
      this.trades.unshift(...trades.slice().reverse());
      this.trades.length = Math.min(this.trades.length, SPOT_RECENT_TRADES);
    }
    this.deps.onCommitted({ orders: announced, trades });
  }
}

function sameState(row: SpotOrderRow, before: SpotOrderRow | undefined): boolean {
  if (!before) return false;
  return (
    row.quantity_atoms === before.quantity_atoms &&
    row.filled_atoms === before.filled_atoms &&
    row.filled_quote_atoms === before.filled_quote_atoms &&
    row.fee_atoms === before.fee_atoms &&
    row.frozen_atoms === before.frozen_atoms &&
    row.status === before.status
  );
}
