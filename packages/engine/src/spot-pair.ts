// The bookkeeping of one spot pair, pure: its order book, the users' orders resting in it (as the
// rows that store them), and the platform's liquidity quotes. Each operation (place an order whose
// funds are frozen, cancel, expire a market order a restart found, replace the provider's quotes)
// changes the book and writes what it did into a SpotBatch: the order rows' new state, the ledger
// steps (fills, releases), and the trades. The caller persists that batch in one transaction, then
// commits it here (the open orders follow the book); if it cannot, it rebuilds a new SpotPair from
// what is stored. No clock, no I/O: the time and the last price come in with the batch.
//
// Invariants, asserted on every step (a broken one throws OrderBookInvariantError):
//  - a fill never takes an order past its quantity;
//  - a resting order's row holds frozen exactly what the book says it still needs (a buy:
//    quoteAtoms(price, remaining), a sell: the remaining quantity);
//  - what an order releases is exactly what it froze and neither spent nor still holds.
//
// Order rows keep the stored column names (snake_case): the batch hands the server its rows as
// they are written, with no copy between two shapes on the hot path.
import { shiftedByPpm } from '@platform/shared/price-rules';
import { PLATFORM_ACCOUNT, userOwner, type Owner } from './ledger.ts';
import {
  OrderBook,
  OrderBookInvariantError,
  type Fill,
  type NewOrder,
  type OrderKind,
  type SelfTradeCancel,
  type Side,
  type TradeEvent,
} from './order-book.ts';
import { quoteAtoms, type FeeSchedule } from './order-book-fees.ts';
import { fillHalves, orderReleased, type SettlementStep, type SpotCoins } from './spot-postings.ts';

/** The platform's liquidity provider: its quotes live in the book only and freeze nothing. */
export const SPOT_LIQUIDITY_OWNER: Owner = PLATFORM_ACCOUNT.spotLiquidity;
/** The provider's quotes are numbered from here; users' orders carry their database id, which never gets this far. */
export const LIQUIDITY_ORDER_ID_FIRST = 2 ** 52;
/** A depth snapshot taken to bound a market order's protection grows by this factor until it passes the bound. */
const PROTECTION_LEVELS_FIRST = 32;

export type SpotOrderStatus = 'in_progress' | 'completed' | 'cancelled';

/** What the pair reads and changes of a user's order row; the row may carry more columns, kept as they are. */
export type SpotOrderState = {
  id: number;
  user_id: number;
  side: Side;
  kind: OrderKind;
  price_atoms: bigint | null;
  quantity_atoms: bigint;
  quote_budget_atoms: bigint | null;
  frozen_atoms: bigint;
  filled_atoms: bigint;
  filled_quote_atoms: bigint;
  fee_atoms: bigint;
  status: SpotOrderStatus;
  updated_at: number;
  finished_at: number | null;
};

/** One trade as it is stored; a side that is the provider has no order or user. */
export type SpotTrade = {
  market_id: number;
  sequence: number;
  taker_side: Side;
  price_atoms: bigint;
  quantity_atoms: bigint;
  quote_atoms: bigint;
  maker_order_id: number | null;
  taker_order_id: number | null;
  maker_user_id: number | null;
  taker_user_id: number | null;
  maker_fee_atoms: bigint;
  taker_fee_atoms: bigint;
  tick_seq: number | null;
  created_at: number;
};

export type LiquidityQuote = { side: Side; priceAtoms: bigint; quantityAtoms: bigint };

export type SpotPairConfig = {
  marketId: number;
  coins: SpotCoins;
  fees: FeeSchedule;
  /** A market order fills no further than this from the last price. */
  slippagePpm: number;
  /** Passed to the book (tests use small books). */
  ordersRestingMax?: number;
};

/** What one batch of operations did, to persist in one transaction: order rows, ledger steps, trades. */
export class SpotBatch<Row extends SpotOrderState> {
  /** Working copies of every user order the batch touched, by id. */
  readonly rows = new Map<number, Row>();
  /** Each touched order as it is stored (a new order's row is stored by its freeze). */
  readonly before = new Map<number, Row>();
  /** Orders placed by this batch: announced to their owner even when nothing else changed. */
  readonly placed = new Set<number>();
  /** Ledger steps in order: fills and releases, each recorded against an order. */
  readonly steps: SettlementStep[] = [];
  readonly trades: SpotTrade[] = [];

  constructor(
    readonly now: number,
    /** The last recorded price, and its sequence: what a market order is protected by and a trade records. */
    readonly tickSeq: number | null,
    readonly lastPriceAtoms: bigint | null,
  ) {}

  /** Orders whose row differs from what is stored. */
  changedRows(): Row[] {
    return [...this.rows.values()].filter((row) => !sameState(row, this.before.get(row.id)));
  }

  /** Whether persisting the batch writes anything (it may still announce placed orders). */
  hasWrites(): boolean {
    return this.trades.length > 0 || this.steps.length > 0 || this.changedRows().length > 0;
  }
}

export class SpotPair<Row extends SpotOrderState> {
  private readonly book: OrderBook;
  /** The committed rows of the users' orders resting in the book. */
  private readonly open = new Map<number, Row>();
  /** Users' resting order ids by owner, as the book holds them (a market order's protection leaves their own out). */
  private readonly restingByOwner = new Map<Owner, Set<number>>();
  private readonly liquidityIds = new Set<number>();
  private nextLiquidityId = LIQUIDITY_ORDER_ID_FIRST;

  constructor(private readonly config: SpotPairConfig) {
    this.book = new OrderBook({ fees: config.fees, ...(config.ordersRestingMax ? { ordersRestingMax: config.ordersRestingMax } : {}) });
  }

  depth(levelsMax: number): ReturnType<OrderBook['depth']> {
    return this.book.depth(levelsMax);
  }

  /** The committed row of a user's order resting in the book. */
  openOrder(id: number): Row | undefined {
    return this.open.get(id);
  }

  openOrders(): Row[] {
    return [...this.open.values()];
  }

  /**
   * Base atoms a market order of `owner` could fill now within its protection (slippagePpm from the
   * last price): the other side's quantity up to that bound, less the owner's own resting orders
   * there (self-trade prevention cancels those rather than filling them).
   */
  fillableAtoms(side: Side, owner: Owner, lastPriceAtoms: bigint | null): bigint {
    if (lastPriceAtoms === null) return 0n;
    const boundAtoms = shiftedByPpm(lastPriceAtoms, side === 'buy' ? this.config.slippagePpm : -this.config.slippagePpm);
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

  /**
   * Places an order whose funds are frozen (a new one, or a resting one at a rebuild); answers its
   * row after: resting, or finished, with what it froze and did not spend released.
   */
  place(row: Row, batch: SpotBatch<Row>): Row {
    const order = this.touch(batch, row.id, row);
    batch.placed.add(row.id);
    const owner = userOwner(row.user_id);
    const newOrder = this.bookOrder(row, owner, batch.lastPriceAtoms);
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
    assertWithinQuantity(order);
    if (!resting) {
      // A market order is complete once it filled what it could; a limit order only when nothing is left.
      const complete = row.kind === 'market' ? order.filled_atoms > 0n : order.filled_atoms === order.quantity_atoms;
      finish(batch, order, complete ? 'completed' : 'cancelled');
    }
    return { ...order };
  }

  /** Cancels a user's resting order and releases what it holds; 'not_cancellable' when the book no longer has it. */
  cancel(orderId: number, batch: SpotBatch<Row>): Row | 'not_cancellable' {
    const result = this.book.cancel(orderId);
    if (!result.ok) return 'not_cancellable';
    if (result.owner === SPOT_LIQUIDITY_OWNER) throw new OrderBookInvariantError(`order ${orderId} is the provider's`);
    const order = this.touch(batch, orderId);
    if (order.frozen_atoms !== result.releasedAtoms) {
      throw new OrderBookInvariantError(`order ${orderId} holds ${order.frozen_atoms}, the book releases ${result.releasedAtoms}`);
    }
    this.removeResting(result.owner, orderId);
    if (result.releasedAtoms > 0n) this.release(batch, order, result.releasedAtoms, 'spot_cancel');
    order.frozen_atoms = 0n;
    finish(batch, order, 'cancelled');
    return { ...order };
  }

  /** A market order found in progress at a rebuild never reached the book: it ends with what it filled, its funds released. */
  expire(row: Row, batch: SpotBatch<Row>): Row {
    const order = this.touch(batch, row.id, row);
    if (order.frozen_atoms > 0n) this.release(batch, order, order.frozen_atoms, 'spot_cancel');
    order.frozen_atoms = 0n;
    finish(batch, order, order.filled_atoms > 0n ? 'completed' : 'cancelled');
    return { ...order };
  }

  /** Takes the provider's quotes off and puts `quotes` on; where one crosses a user's order, that order fills at its own price. */
  requote(quotes: readonly LiquidityQuote[], batch: SpotBatch<Row>): void {
    for (const id of this.liquidityIds) this.book.cancel(id);
    this.liquidityIds.clear();
    for (const { side, priceAtoms, quantityAtoms } of quotes) {
      const id = this.nextLiquidityId;
      this.nextLiquidityId += 1;
      const result = this.book.place({ id, owner: SPOT_LIQUIDITY_OWNER, side, kind: 'limit', priceAtoms, quantityAtoms });
      // A full book refuses the provider's quote; the users' orders already there still trade.
      if (!result.ok) continue;
      this.applyEvents(result.events, batch);
      if (result.status === 'resting') this.liquidityIds.add(id);
    }
  }

  /** The batch is persisted: the open orders follow the book. Answers the rows to announce (changed or placed). */
  commit(batch: SpotBatch<Row>): Row[] {
    const announced: Row[] = [];
    const changed = new Set(batch.changedRows().map((row) => row.id));
    for (const row of batch.rows.values()) {
      if (row.status === 'in_progress') this.open.set(row.id, row);
      else this.open.delete(row.id);
      if (changed.has(row.id) || batch.placed.has(row.id)) announced.push(row);
    }
    return announced;
  }

  /** The order as the book takes it, or null when a market order has nothing to fill against within its protection. */
  private bookOrder(row: Row, owner: Owner, lastPriceAtoms: bigint | null): NewOrder | null {
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
    const fillableAtoms = this.fillableAtoms(row.side, owner, lastPriceAtoms);
    if (row.side === 'buy') {
      if (row.quote_budget_atoms === null) throw new OrderBookInvariantError(`market buy ${row.id} has no budget`);
      if (fillableAtoms === 0n) return null;
      return { id: row.id, owner, side: 'buy', kind: 'market', quantityAtoms: fillableAtoms, quoteBudgetAtoms: row.quote_budget_atoms };
    }
    const quantityAtoms = row.quantity_atoms < fillableAtoms ? row.quantity_atoms : fillableAtoms;
    if (quantityAtoms === 0n) return null;
    return { id: row.id, owner, side: 'sell', kind: 'market', quantityAtoms };
  }

  private applyEvents(events: readonly TradeEvent[], batch: SpotBatch<Row>): void {
    for (const event of events) {
      if (event.kind === 'fill') this.applyFill(event, batch);
      else this.applySelfTradeCancel(event, batch);
    }
  }

  private applyFill(fill: Fill, batch: SpotBatch<Row>): void {
    const makerIsUser = fill.makerOwner !== SPOT_LIQUIDITY_OWNER;
    const takerIsUser = fill.takerOwner !== SPOT_LIQUIDITY_OWNER;
    batch.trades.push({
      market_id: this.config.marketId,
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
    const halves = fillHalves(this.config.coins, fill);
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

  private applyMakerFill(fill: Fill, batch: SpotBatch<Row>): void {
    const maker = this.touch(batch, fill.makerOrderId);
    maker.filled_atoms += fill.quantityAtoms;
    maker.filled_quote_atoms += fill.quoteAtoms;
    maker.fee_atoms += fill.makerFeeAtoms;
    maker.frozen_atoms -= maker.side === 'buy' ? fill.quoteAtoms + fill.makerReleasedAtoms : fill.quantityAtoms;
    assertWithinQuantity(maker);
    // The row and the book must agree on what the order still holds.
    const remainingAtoms = fill.makerRemainingAtoms;
    const heldAtoms = maker.side === 'buy' ? quoteAtoms(fill.priceAtoms, remainingAtoms) : remainingAtoms;
    if (maker.frozen_atoms !== heldAtoms || maker.quantity_atoms - maker.filled_atoms !== remainingAtoms) {
      throw new OrderBookInvariantError(`order ${maker.id} holds ${maker.frozen_atoms}, the book ${heldAtoms}`);
    }
    if (remainingAtoms === 0n) {
      this.removeResting(fill.makerOwner, maker.id);
      finish(batch, maker, 'completed');
    } else {
      maker.updated_at = batch.now;
    }
  }

  private applySelfTradeCancel(event: SelfTradeCancel, batch: SpotBatch<Row>): void {
    if (event.owner === SPOT_LIQUIDITY_OWNER) {
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
    finish(batch, order, 'cancelled');
  }

  private release(batch: SpotBatch<Row>, order: Row, amountAtoms: bigint, reason: string): void {
    batch.steps.push({
      recordId: String(order.id),
      reason,
      postings: orderReleased(this.config.coins, order.user_id, order.side, amountAtoms),
    });
  }

  /** The batch's working copy of a user's order: from the batch, the open orders, or `row` for one new to the book. */
  private touch(batch: SpotBatch<Row>, id: number, row?: Row): Row {
    const working = batch.rows.get(id);
    if (working) return working;
    const source = this.open.get(id) ?? row;
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
}

function finish(batch: { now: number }, order: SpotOrderState, status: 'completed' | 'cancelled'): void {
  order.status = status;
  order.finished_at = batch.now;
  order.updated_at = batch.now;
}

/** A fill never takes an order past its quantity, and an order never holds less than nothing. */
function assertWithinQuantity(order: SpotOrderState): void {
  if (order.filled_atoms > order.quantity_atoms) {
    throw new OrderBookInvariantError(`order ${order.id} filled ${order.filled_atoms} of ${order.quantity_atoms}`);
  }
  if (order.frozen_atoms < 0n) throw new OrderBookInvariantError(`order ${order.id} holds ${order.frozen_atoms}`);
}

function sameState(row: SpotOrderState, before: SpotOrderState | undefined): boolean {
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
