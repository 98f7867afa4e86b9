// A price-time priority limit order book for one pair (DESIGN.md "Trading engines", spot). Pure
// and deterministic: no clock, no randomness, no I/O; the same calls give the same results, and
// the book numbers every accepted order, fill and cancel itself. One writer per pair.
//
// Money is bigint atoms (1e-8). Quantities are in the base currency, prices and quote amounts in
// the quote currency; order-book-fees.ts says how each amount of a fill is rounded.
//
// Funds. For every order the book answers what it reserves, spends, keeps frozen and releases,
// and always reserved = spent + frozen + released (over the order's life, across the results
// of place, its fills as a maker and its cancel). Reserved is what the caller froze first:
//  - a limit buy: quoteAtoms(limit price, quantity), in quote; a sell: the quantity, in base;
//  - a market buy with a quote budget: the budget. A market buy without one is bounded by its
//    quantity only and reserves exactly what it spends: for the platform's own accounts, which
//    may go below zero in the ledger; the server always gives a user's market buy a budget.
// A resting buy keeps exactly quoteAtoms(price, remaining) frozen (a fill below the limit, and
// the truncation dust of a maker fill, are released at once), a resting sell its remaining
// quantity. Fees are charged in the currency received, so they never come out of frozen funds.
//
// Self-trade prevention: "cancel resting". An incoming order never fills against a resting order
// of the same owner; that resting order is cancelled whole (a SelfTradeCancel in the trade log,
// with the funds it releases) and matching goes on with the next one. The resting order is the
// older intent (for the platform's liquidity account, a stale quote being replaced), the incoming
// order is not blocked behind it, no one else's time priority changes, and no wash trade can print.
//
// Programmer errors (zero quantity, a limit order without a price, a duplicate id, a fee rate out
// of range) throw OrderBookInvariantError; business refusals (no liquidity for a market order,
// an unknown id on cancel, a full book) are results with a code.
import type { Owner } from './ledger.ts';
import {
  AMOUNT_ATOMS_MAX,
  PRICE_ATOMS_MAX,
  affordableAtoms,
  feeAtoms,
  feeRatesPpm,
  quoteAtoms,
  type FeeRatesPpm,
  type FeeSchedule,
} from './order-book-fees.ts';
import { OrderIndex } from './order-book-index.ts';
import {
  BookSide,
  NO_LEVEL,
  NO_SLOT,
  OrderBookInvariantError,
  OrderSlots,
  PriceLevels,
  type DepthLevel,
  type Side,
} from './order-book-levels.ts';

export { OrderBookInvariantError, type DepthLevel, type Side } from './order-book-levels.ts';

export type OrderKind = 'limit' | 'market';
/** The server's order id: a positive safe integer, unique among the book's resting orders. */
export type OrderId = number;

export type NewOrder = {
  id: OrderId;
  owner: Owner;
  side: Side;
  kind: OrderKind;
  /** Limit orders only: the worst price accepted, and where the remainder rests. */
  priceAtoms?: bigint;
  /** Base atoms to buy or sell; for a market buy with a budget, the most to buy. */
  quantityAtoms: bigint;
  /** Market buys only, optional: spend at most this much quote; the unspent part is released. */
  quoteBudgetAtoms?: bigint;
};

export const ORDER_BOOK_DEFAULTS = {
  /** Resting orders per book; a limit order beyond it is refused with 'book_full'. */
  ordersRestingMax: 1_000_000,
  /** Fills plus self-trade cancels one incoming order may cause; the rest of it is then cancelled. */
  matchStepsMax: 10_000,
} as const;

export type OrderBookConfig = { fees: FeeSchedule; ordersRestingMax?: number; matchStepsMax?: number };

/**
 * One trade. The maker rested, the taker came in; the price is the maker's. The buyer's fee is in
 * base and the seller's in quote (each in what they receive), so the buyer gets quantity - fee of
 * base and the seller quote - fee of quote; quoteAtoms leaves the buyer's frozen funds.
 */
export class Fill {
  readonly kind = 'fill';
  constructor(
    readonly sequence: number,
    readonly takerSide: Side,
    readonly priceAtoms: bigint,
    readonly quantityAtoms: bigint,
    readonly quoteAtoms: bigint,
    readonly makerOrderId: OrderId,
    readonly makerOwner: Owner,
    readonly takerOrderId: OrderId,
    readonly takerOwner: Owner,
    readonly makerFeeAtoms: bigint,
    readonly takerFeeAtoms: bigint,
    /** What the maker still has resting after this fill; 0 means it is done and gone. */
    readonly makerRemainingAtoms: bigint,
    /** Funds the maker gets back with this fill: a buy's truncation dust (0 or 1 atom of quote). */
    readonly makerReleasedAtoms: bigint,
  ) {}
}

/** A resting order cancelled because an order of the same owner would have filled against it. */
export class SelfTradeCancel {
  readonly kind = 'self_trade_cancel';
  constructor(
    readonly sequence: number,
    readonly orderId: OrderId,
    readonly owner: Owner,
    readonly side: Side,
    readonly priceAtoms: bigint,
    readonly cancelledAtoms: bigint,
    readonly releasedAtoms: bigint,
    readonly takerOrderId: OrderId,
  ) {}
}

export type TradeEvent = Fill | SelfTradeCancel;

/** Why the unfilled part of an incoming order was cancelled rather than left resting. */
export type RemainderCancelReason = 'market' | 'quote_budget' | 'match_steps_max';

export class Placed {
  readonly ok = true;
  constructor(
    readonly orderId: OrderId,
    readonly sequence: number,
    readonly status: 'filled' | 'resting' | 'cancelled',
    readonly filledAtoms: bigint,
    readonly restingAtoms: bigint,
    readonly cancelledAtoms: bigint,
    readonly remainderCancelled: RemainderCancelReason | null,
    /** Quote for a buy, base for a sell, here and in the three below. */
    readonly reservedAtoms: bigint,
    readonly spentAtoms: bigint,
    readonly frozenAtoms: bigint,
    readonly releasedAtoms: bigint,
    /** Fills and self-trade cancels, in sequence order. */
    readonly events: readonly TradeEvent[],
  ) {}
}

export class Cancelled {
  readonly ok = true;
  constructor(
    readonly sequence: number,
    readonly orderId: OrderId,
    readonly owner: Owner,
    readonly side: Side,
    readonly priceAtoms: bigint,
    readonly cancelledAtoms: bigint,
    /** What the order held: quoteAtoms(price, remaining) of quote for a buy, the remaining base for a sell. */
    readonly releasedAtoms: bigint,
  ) {}
}

export type RefusalCode = 'no_liquidity' | 'book_full' | 'unknown_order';
export type Refusal = { readonly ok: false; readonly code: RefusalCode; readonly message: string };

const refusal = (code: RefusalCode, message: string): Refusal => Object.freeze({ ok: false, code, message });
const NO_LIQUIDITY = refusal('no_liquidity', 'there is no order on the other side to fill a market order');
const BOOK_FULL = refusal('book_full', 'the book holds as many resting orders as it may');
const UNKNOWN_ORDER = refusal('unknown_order', 'no resting order has this id');
const NO_EVENTS: readonly TradeEvent[] = Object.freeze([]);

export type PlaceResult = Placed | Refusal;
export type CancelResult = Cancelled | Refusal;

export type RestingOrderView = {
  id: OrderId;
  owner: Owner;
  side: Side;
  priceAtoms: bigint;
  quantityAtoms: bigint;
  remainingAtoms: bigint;
  frozenAtoms: bigint;
  sequence: number;
};

/** Why matching stopped: 'filled' (nothing left), 'price' (nothing left at an acceptable price), or a remainder cancel reason. */
type StopReason = 'filled' | 'price' | 'quote_budget' | 'match_steps_max';

export class OrderBook {
  readonly ordersRestingMax: number;
  readonly matchStepsMax: number;
  private readonly slots: OrderSlots;
  private readonly levels = new PriceLevels();
  private readonly bids: BookSide;
  private readonly asks: BookSide;
  /** Resting order id -> its slot. */
  private readonly slotsById = new OrderIndex();
  private readonly defaultRates: FeeRatesPpm;
  private readonly ratesByOwner: ReadonlyMap<Owner, FeeRatesPpm> | null;
  private sequenceLast = 0;

  // The incoming order being matched. One writer, one order at a time: kept here, not allocated per order.
  private takerRemainingAtoms = 0n;
  private takerSpentAtoms = 0n;
  private takerHasBudget = false;
  private takerBudgetLeftAtoms = 0n;
  private takerSteps = 0;
  private takerEvents: TradeEvent[] | null = null;

  constructor(config: OrderBookConfig) {
    this.ordersRestingMax = config.ordersRestingMax ?? ORDER_BOOK_DEFAULTS.ordersRestingMax;
    this.matchStepsMax = config.matchStepsMax ?? ORDER_BOOK_DEFAULTS.matchStepsMax;
    assertCount('ordersRestingMax', this.ordersRestingMax);
    assertCount('matchStepsMax', this.matchStepsMax);
    this.slots = new OrderSlots(this.ordersRestingMax);
    this.bids = new BookSide('buy', this.slots, this.levels);
    this.asks = new BookSide('sell', this.slots, this.levels);
    this.defaultRates = feeRatesPpm(config.fees);
    const byOwner = config.fees.byOwner;
    this.ratesByOwner =
      byOwner === undefined || byOwner.size === 0 ? null : new Map([...byOwner].map(([owner, rates]) => [owner, feeRatesPpm(rates)]));
  }

  get lastSequence(): number {
    return this.sequenceLast;
  }

  get restingOrderCount(): number {
    return this.slotsById.size;
  }

  bestBidAtoms(): bigint | undefined {
    return this.bids.bestPriceAtoms();
  }

  bestAskAtoms(): bigint | undefined {
    return this.asks.bestPriceAtoms();
  }

  order(orderId: OrderId): RestingOrderView | undefined {
    const slot = this.slotsById.get(orderId);
    if (slot === undefined) return undefined;
    const { slots, levels } = this;
    const level = slots.level(slot);
    const side = levels.side(level);
    const priceAtoms = levels.priceAtoms(level);
    const remainingAtoms = slots.remainingAtoms(slot);
    return {
      id: orderId,
      owner: slots.owner(slot),
      side,
      priceAtoms,
      quantityAtoms: slots.quantityAtoms(slot),
      remainingAtoms,
      frozenAtoms: frozenOf(side, priceAtoms, remainingAtoms),
      sequence: slots.sequence(slot),
    };
  }

  /** The best `levelsMax` levels of each side, best first: O(orders in those levels). */
  depth(levelsMax: number): { bids: DepthLevel[]; asks: DepthLevel[] } {
    assertCount('levelsMax', levelsMax);
    return { bids: this.bids.depth(levelsMax), asks: this.asks.depth(levelsMax) };
  }

  /** Matches the order against the other side; a limit order's remainder rests, a market order's is cancelled. */
  place(order: NewOrder): PlaceResult {
    assertNewOrder(order);
    if (this.slotsById.has(order.id)) throw new OrderBookInvariantError(`order ${order.id} is already resting`);
    const isBuy = order.side === 'buy';
    const opposite = isBuy ? this.asks : this.bids;
    if (order.kind === 'market') {
      if (opposite.best() === NO_LEVEL) return NO_LIQUIDITY;
    } else if (this.slotsById.size >= this.ordersRestingMax) {
      return BOOK_FULL;
    }
    // What the caller froze for a limit buy; it must fit a balance (BIGINT), as every amount does.
    const limitBuyReservedAtoms = isBuy && order.kind === 'limit' ? quoteAtoms(order.priceAtoms!, order.quantityAtoms) : 0n;
    if (limitBuyReservedAtoms > AMOUNT_ATOMS_MAX) throw new OrderBookInvariantError(`order ${order.id} is worth more than a balance holds`);
    const rates = this.ratesByOwner?.get(order.owner) ?? this.defaultRates;
    const sequence = this.nextSequence();
    this.takerRemainingAtoms = order.quantityAtoms;
    this.takerSpentAtoms = 0n;
    this.takerHasBudget = order.quoteBudgetAtoms !== undefined;
    this.takerBudgetLeftAtoms = order.quoteBudgetAtoms ?? 0n;
    this.takerSteps = 0;
    this.takerEvents = null;
    const stop = this.match(order, opposite, rates.takerFeePpm);
    const result = this.settle(order, sequence, stop, limitBuyReservedAtoms, rates.makerFeePpm);
    this.takerEvents = null;
    this.assertNotCrossed();
    return result;
  }

  /** Takes a resting order off the book; answers what it still held, to be released. */
  cancel(orderId: OrderId): CancelResult {
    const slot = this.slotsById.get(orderId);
    if (slot === undefined) return UNKNOWN_ORDER;
    const { slots, levels } = this;
    const level = slots.level(slot);
    const side = levels.side(level);
    const priceAtoms = levels.priceAtoms(level);
    const remainingAtoms = slots.remainingAtoms(slot);
    const frozenAtoms = frozenOf(side, priceAtoms, remainingAtoms);
    const result = new Cancelled(this.nextSequence(), orderId, slots.owner(slot), side, priceAtoms, remainingAtoms, frozenAtoms);
    this.unrest(slot, orderId, side);
    return result;
  }

  private nextSequence(): number {
    if (this.sequenceLast >= Number.MAX_SAFE_INTEGER) throw new OrderBookInvariantError('sequence numbers ran out');
    this.sequenceLast += 1;
    return this.sequenceLast;
  }

  private match(order: NewOrder, opposite: BookSide, takerFeePpm: bigint): StopReason {
    const limitAtoms = order.priceAtoms;
    const isBuy = order.side === 'buy';
    for (;;) {
      if (this.takerRemainingAtoms === 0n) return 'filled';
      const level = opposite.best();
      if (level === NO_LEVEL) return 'price';
      const priceAtoms = this.levels.priceAtoms(level);
      if (limitAtoms !== undefined && (isBuy ? priceAtoms > limitAtoms : priceAtoms < limitAtoms)) return 'price';
      const stop = this.matchLevel(order, opposite, level, priceAtoms, takerFeePpm);
      if (stop !== null) return stop;
    }
  }

  /**
   * Fills against one level, oldest first, until the taker or the level is done. Always the head:
   * a fill either empties it (the next order moves up) or leaves the taker done or out of budget.
   * When the last order goes the level closes, and its head reads NO_SLOT.
   */
  private matchLevel(order: NewOrder, opposite: BookSide, level: number, priceAtoms: bigint, takerFeePpm: bigint): StopReason | null {
    const { slots, levels } = this;
    for (let maker = levels.head(level); maker !== NO_SLOT; maker = levels.head(level)) {
      if (this.takerRemainingAtoms === 0n) return 'filled';
      if (this.takerSteps >= this.matchStepsMax) return 'match_steps_max';
      this.takerSteps += 1;
      if (slots.owner(maker) === order.owner) {
        this.cancelSelfTrade(maker, opposite.side, priceAtoms, order.id);
      } else {
        const stop = this.fill(order, opposite, priceAtoms, maker, takerFeePpm);
        if (stop !== null) return stop;
      }
    }
    return null;
  }

  private fill(order: NewOrder, opposite: BookSide, priceAtoms: bigint, maker: number, takerFeePpm: bigint): StopReason | null {
    const slots = this.slots;
    const makerBefore = slots.remainingAtoms(maker);
    let quantityAtoms = this.takerRemainingAtoms < makerBefore ? this.takerRemainingAtoms : makerBefore;
    if (this.takerHasBudget) {
      const affordable = affordableAtoms(this.takerBudgetLeftAtoms, priceAtoms);
      if (affordable === 0n) return 'quote_budget';
      if (affordable < quantityAtoms) quantityAtoms = affordable;
    }
    const quote = quoteAtoms(priceAtoms, quantityAtoms);
    if (quote > AMOUNT_ATOMS_MAX) throw new OrderBookInvariantError(`a fill of order ${order.id} is worth more than a balance holds`);
    const takerIsBuy = order.side === 'buy';
    // Each side pays its fee in what it receives: the buyer in base, the seller in quote.
    const takerFee = feeAtoms(takerIsBuy ? quantityAtoms : quote, takerFeePpm);
    const makerFee = feeAtoms(takerIsBuy ? quote : quantityAtoms, slots.makerFeePpm(maker));
    if (takerIsBuy) {
      this.takerSpentAtoms += quote;
      if (this.takerHasBudget) this.takerBudgetLeftAtoms -= quote;
    } else {
      this.takerSpentAtoms += quantityAtoms;
    }
    this.takerRemainingAtoms -= quantityAtoms;

    const makerAfter = makerBefore - quantityAtoms;
    // A resting sell holds its remaining base, a buy quoteAtoms(price, remaining): after this
    // fill the buy keeps that and gets back the truncation dust (frozen - quote - still frozen).
    let makerReleased = 0n;
    if (!takerIsBuy) {
      const frozenAfter = makerAfter === 0n ? 0n : quoteAtoms(priceAtoms, makerAfter);
      makerReleased = quoteAtoms(priceAtoms, makerBefore) - quote - frozenAfter;
      if (makerReleased < 0n) throw new OrderBookInvariantError(`maker ${slots.id(maker)} would release ${makerReleased}`);
    }
    const makerOrderId = slots.id(maker);
    const fill = new Fill(
      this.nextSequence(),
      order.side,
      priceAtoms,
      quantityAtoms,
      quote,
      makerOrderId,
      slots.owner(maker),
      order.id,
      order.owner,
      makerFee,
      takerFee,
      makerAfter,
      makerReleased,
    );
    (this.takerEvents ??= []).push(fill);
    if (makerAfter === 0n) this.unrest(maker, makerOrderId, opposite.side);
    else slots.setRemainingAtoms(maker, makerAfter);
    return null;
  }

  private cancelSelfTrade(maker: number, side: Side, priceAtoms: bigint, takerOrderId: OrderId): void {
    const slots = this.slots;
    const makerOrderId = slots.id(maker);
    const remainingAtoms = slots.remainingAtoms(maker);
    const frozenAtoms = frozenOf(side, priceAtoms, remainingAtoms);
    const event = new SelfTradeCancel(
      this.nextSequence(),
      makerOrderId,
      slots.owner(maker),
      side,
      priceAtoms,
      remainingAtoms,
      frozenAtoms,
      takerOrderId,
    );
    (this.takerEvents ??= []).push(event);
    this.unrest(maker, makerOrderId, side);
  }

  /** Rests the remainder of a limit order, or cancels it, and answers the order's accounts. */
  private settle(order: NewOrder, sequence: number, stop: StopReason, limitBuyReservedAtoms: bigint, makerFeePpm: bigint): Placed {
    const isBuy = order.side === 'buy';
    const quantityAtoms = order.quantityAtoms;
    const remainingAtoms = this.takerRemainingAtoms;
    const spentAtoms = this.takerSpentAtoms;
    const events = this.takerEvents ?? NO_EVENTS;
    const rests = remainingAtoms > 0n && order.kind === 'limit' && stop === 'price';
    const untouched = remainingAtoms === quantityAtoms;
    let reservedAtoms = quantityAtoms;
    if (isBuy) reservedAtoms = order.kind === 'limit' ? limitBuyReservedAtoms : (order.quoteBudgetAtoms ?? spentAtoms);
    // The common case, a limit order that rests untouched, keeps all it reserved: no arithmetic.
    let frozenAtoms = 0n;
    if (rests) frozenAtoms = untouched ? reservedAtoms : isBuy ? quoteAtoms(order.priceAtoms!, remainingAtoms) : remainingAtoms;
    const releasedAtoms = rests && untouched ? 0n : reservedAtoms - spentAtoms - frozenAtoms;
    if (releasedAtoms < 0n) throw new OrderBookInvariantError(`order ${order.id} spent more than it reserved`);
    if (rests) this.rest(order, sequence, remainingAtoms, makerFeePpm);
    const filledAtoms = untouched ? 0n : quantityAtoms - remainingAtoms;
    const cancelledAtoms = rests ? 0n : remainingAtoms;
    let reason: RemainderCancelReason | null = null;
    if (cancelledAtoms > 0n) reason = stop === 'quote_budget' || stop === 'match_steps_max' ? stop : 'market';
    const status = remainingAtoms === 0n ? 'filled' : rests ? 'resting' : 'cancelled';
    return new Placed(
      order.id,
      sequence,
      status,
      filledAtoms,
      rests ? remainingAtoms : 0n,
      cancelledAtoms,
      reason,
      reservedAtoms,
      spentAtoms,
      frozenAtoms,
      releasedAtoms,
      events,
    );
  }

  private rest(order: NewOrder, sequence: number, remainingAtoms: bigint, makerFeePpm: bigint): void {
    const slot = this.slots.take();
    this.slots.setOrder(slot, order.id, sequence, order.owner, order.quantityAtoms, remainingAtoms, makerFeePpm);
    (order.side === 'buy' ? this.bids : this.asks).append(slot, order.priceAtoms!);
    this.slotsById.set(order.id, slot);
  }

  /** Takes a resting order out of its level and the index, and frees its slot. */
  private unrest(slot: number, orderId: OrderId, side: Side): void {
    (side === 'buy' ? this.bids : this.asks).remove(slot);
    if (!this.slotsById.delete(orderId)) throw new OrderBookInvariantError(`order ${orderId} was not indexed`);
    this.slots.give(slot);
  }

  private assertNotCrossed(): void {
    const bidAtoms = this.bids.bestPriceAtoms();
    const askAtoms = this.asks.bestPriceAtoms();
    if (bidAtoms !== undefined && askAtoms !== undefined && bidAtoms >= askAtoms) {
      throw new OrderBookInvariantError(`book crossed: bid ${bidAtoms} >= ask ${askAtoms}`);
    }
  }
}

/** What a resting order holds: quoteAtoms(price, remaining) of quote for a buy, its remaining base for a sell. */
function frozenOf(side: Side, priceAtoms: bigint, remainingAtoms: bigint): bigint {
  return side === 'buy' ? quoteAtoms(priceAtoms, remainingAtoms) : remainingAtoms;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new OrderBookInvariantError(`${name} must be a positive integer, got ${value}`);
}

function assertAtoms(name: string, atoms: bigint | undefined, atomsMax: bigint): void {
  if (typeof atoms !== 'bigint' || atoms <= 0n || atoms > atomsMax) {
    throw new OrderBookInvariantError(`${name} must be bigint atoms in [1, ${atomsMax}], got ${String(atoms)}`);
  }
}

/** The caller's side of the contract: a well-formed order. Anything else is a bug upstream. */
function assertNewOrder(order: NewOrder): void {
  if (!Number.isSafeInteger(order.id) || order.id <= 0)
    throw new OrderBookInvariantError(`order id must be a positive integer, got ${order.id}`);
  if (typeof order.owner !== 'string' || order.owner.length === 0) throw new OrderBookInvariantError(`order ${order.id} has no owner`);
  if (order.side !== 'buy' && order.side !== 'sell') throw new OrderBookInvariantError(`order ${order.id} side ${String(order.side)}`);
  assertAtoms('quantity', order.quantityAtoms, AMOUNT_ATOMS_MAX);
  if (order.kind === 'limit') {
    assertAtoms('limit price', order.priceAtoms, PRICE_ATOMS_MAX);
    if (order.quoteBudgetAtoms !== undefined) throw new OrderBookInvariantError(`limit order ${order.id} has a quote budget`);
  } else if (order.kind === 'market') {
    if (order.priceAtoms !== undefined) throw new OrderBookInvariantError(`market order ${order.id} has a price`);
    if (order.quoteBudgetAtoms !== undefined) {
      if (order.side !== 'buy') throw new OrderBookInvariantError(`market sell ${order.id} has a quote budget`);
      assertAtoms('quote budget', order.quoteBudgetAtoms, AMOUNT_ATOMS_MAX);
    }
  } else {
    throw new OrderBookInvariantError(`order ${order.id} kind ${String(order.kind)}`);
  }
}
