// Proves on random streams of limit orders, market orders (with and without a quote budget) and
// cancels, from a few owners so self-trades are common, at prices and quantities that make every
// amount round: each result is the one a naive reference matcher gives (price then time priority,
// self-trade prevention, fees, rounding, limits, depth); the book never crosses; each order's filled +
// resting + cancelled is what it asked for; every atom of base and quote is with an owner or the
// fees account after every step; what each order holds frozen is exactly what its cancel releases;
// and the same stream gives the same log, byte for byte.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FeeSchedule } from '../src/order-book-fees.ts';
import { formatCancelResult, formatPlaceResult } from '../src/order-book-log.ts';
import { OrderBook, type NewOrder, type PlaceResult, type CancelResult, type Side } from '../src/order-book.ts';
import { ReferenceBook } from './order-book-reference.ts';

const OWNERS = ['1', '2', '3', 'platform:liquidity'] as const;
/** A dozen prices near 100 units, none a round number of atoms, so quote amounts truncate. */
const PRICES = Array.from({ length: 12 }, (_unused, index) => BigInt(9_990 + index) * 1_000_003n);
const COMMANDS_MAX = 120;

type Command =
  | { kind: 'limit'; side: Side; owner: string; priceIndex: number; quantityAtoms: bigint }
  | { kind: 'market'; side: Side; owner: string; quantityAtoms: bigint; budgetAtoms: bigint | null }
  | { kind: 'cancel'; pick: number };

const side = fc.constantFrom<Side>('buy', 'sell');
const owner = fc.constantFrom(...OWNERS);
const quantity = fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 3_000_000_000n }));
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      side,
      owner,
      priceIndex: fc.nat(PRICES.length - 1),
      quantityAtoms: quantity,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      side,
      owner,
      quantityAtoms: quantity,
      budgetAtoms: fc.option(fc.bigInt({ min: 1n, max: 300_000_000_000n })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);
const rates = fc.record({ makerFeePpm: fc.integer({ min: 0, max: 5_000 }), takerFeePpm: fc.integer({ min: 0, max: 5_000 }) });
const fees: fc.Arbitrary<FeeSchedule> = fc
  .tuple(rates, fc.option(rates))
  .map(([book, platform]) => ({ ...book, byOwner: platform ? new Map([['platform:liquidity', platform]]) : undefined }));
/** Mostly the defaults; sometimes limits small enough that a stream reaches them. */
const limits = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ ordersRestingMax: 1_000_000, matchStepsMax: 10_000 }) },
  { weight: 1, arbitrary: fc.record({ ordersRestingMax: fc.integer({ min: 1, max: 12 }), matchStepsMax: fc.integer({ min: 1, max: 4 }) }) },
);
const scenario = fc.record({ commands: fc.array(command, { maxLength: COMMANDS_MAX, size: 'max' }), fees, limits });

type Step = { kind: 'place'; order: NewOrder } | { kind: 'cancel'; orderId: number };

/** Ids are handed out in order; a cancel names any id handed out so far (often one already gone). */
function toSteps(commands: readonly Command[]): Step[] {
  const steps: Step[] = [];
  let nextId = 1;
  for (const command of commands) {
    if (command.kind === 'cancel') {
      if (nextId > 1) steps.push({ kind: 'cancel', orderId: 1 + (command.pick % (nextId - 1)) });
      continue;
    }
    const id = nextId++;
    const base = { id, owner: command.owner, side: command.side, quantityAtoms: command.quantityAtoms };
    if (command.kind === 'limit') steps.push({ kind: 'place', order: { ...base, kind: 'limit', priceAtoms: PRICES[command.priceIndex]! } });
    else if (command.side === 'buy' && command.budgetAtoms !== null) {
      steps.push({ kind: 'place', order: { ...base, kind: 'market', quoteBudgetAtoms: command.budgetAtoms } });
    } else steps.push({ kind: 'place', order: { ...base, kind: 'market' } });
  }
  return steps;
}

type Balance = { available: bigint; frozen: bigint };

/** expect().toBe() for the inner loops: the same check, at a fraction of the cost per call. */
function same<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) throw new Error(`${what}: ${String(actual)}, expected ${String(expected)}`);
}
const START_ATOMS = 10n ** 15n;

/** Everyone's base and quote, the fees account, and what each order holds, moved as the server would. */
class Funds {
  readonly base = new Map<string, Balance>(OWNERS.map((name) => [name, { available: START_ATOMS, frozen: 0n }]));
  readonly quote = new Map<string, Balance>(OWNERS.map((name) => [name, { available: START_ATOMS, frozen: 0n }]));
  feesBase = 0n;
  feesQuote = 0n;
  readonly orderFrozen = new Map<number, bigint>();
  readonly orders = new Map<number, NewOrder>();
  readonly filled = new Map<number, bigint>();
  readonly cancelled = new Map<number, bigint>();

  private wallet(owner: string, side: Side): Balance {
    return (side === 'buy' ? this.quote : this.base).get(owner)!;
  }

  private hold(orderId: number, changeAtoms: bigint): void {
    this.orderFrozen.set(orderId, (this.orderFrozen.get(orderId) ?? 0n) + changeAtoms);
  }

  private release(orderId: number, atoms: bigint): void {
    const order = this.orders.get(orderId)!;
    const wallet = this.wallet(order.owner, order.side);
    wallet.frozen -= atoms;
    wallet.available += atoms;
    this.hold(orderId, -atoms);
  }

  private add(map: Map<number, bigint>, orderId: number, atoms: bigint): void {
    map.set(orderId, (map.get(orderId) ?? 0n) + atoms);
  }

  placed(order: NewOrder, result: PlaceResult): void {
    if (!result.ok) return;
    this.orders.set(order.id, order);
    const taker = this.wallet(order.owner, order.side);
    taker.available -= result.reservedAtoms;
    taker.frozen += result.reservedAtoms;
    this.hold(order.id, result.reservedAtoms);
    for (const event of result.events) {
      if (event.kind === 'self_trade_cancel') {
        same(event.releasedAtoms, this.orderFrozen.get(event.orderId), `self-trade release of ${event.orderId}`);
        this.release(event.orderId, event.releasedAtoms);
        this.add(this.cancelled, event.orderId, event.cancelledAtoms);
        continue;
      }
      const takerBuys = event.takerSide === 'buy';
      const buyer = takerBuys ? event.takerOwner : event.makerOwner;
      const seller = takerBuys ? event.makerOwner : event.takerOwner;
      const buyerFee = takerBuys ? event.takerFeeAtoms : event.makerFeeAtoms;
      const sellerFee = takerBuys ? event.makerFeeAtoms : event.takerFeeAtoms;
      this.quote.get(buyer)!.frozen -= event.quoteAtoms;
      this.quote.get(seller)!.available += event.quoteAtoms - sellerFee;
      this.feesQuote += sellerFee;
      this.base.get(seller)!.frozen -= event.quantityAtoms;
      this.base.get(buyer)!.available += event.quantityAtoms - buyerFee;
      this.feesBase += buyerFee;
      const buyOrder = takerBuys ? event.takerOrderId : event.makerOrderId;
      const sellOrder = takerBuys ? event.makerOrderId : event.takerOrderId;
      this.hold(buyOrder, -event.quoteAtoms);
      this.hold(sellOrder, -event.quantityAtoms);
      this.release(event.makerOrderId, event.makerReleasedAtoms);
      this.add(this.filled, event.makerOrderId, event.quantityAtoms);
      this.add(this.filled, event.takerOrderId, event.quantityAtoms);
    }
    this.release(order.id, result.releasedAtoms);
    this.add(this.cancelled, order.id, result.cancelledAtoms);
    same(this.orderFrozen.get(order.id), result.frozenAtoms, `frozen of ${order.id} after placing`);
  }

  cancelledOrder(result: CancelResult): void {
    if (!result.ok) return;
    same(result.releasedAtoms, this.orderFrozen.get(result.orderId), `cancel release of ${result.orderId}`);
    this.release(result.orderId, result.releasedAtoms);
    this.add(this.cancelled, result.orderId, result.cancelledAtoms);
  }

  /** Money is neither made nor lost, holds are never negative and match the book, quantities add up. */
  check(book: OrderBook): void {
    let baseAtoms = this.feesBase;
    let quoteAtoms = this.feesQuote;
    for (const balance of this.base.values()) baseAtoms += balance.available + balance.frozen;
    for (const balance of this.quote.values()) quoteAtoms += balance.available + balance.frozen;
    same(baseAtoms, START_ATOMS * BigInt(OWNERS.length), 'base in all accounts');
    same(quoteAtoms, START_ATOMS * BigInt(OWNERS.length), 'quote in all accounts');
    const frozenByWallet = new Map<Balance, bigint>();
    for (const [orderId, order] of this.orders) {
      const resting = book.order(orderId);
      same(this.orderFrozen.get(orderId), resting?.frozenAtoms ?? 0n, `frozen of ${orderId}`);
      const accounted = (this.filled.get(orderId) ?? 0n) + (resting?.remainingAtoms ?? 0n) + (this.cancelled.get(orderId) ?? 0n);
      same(accounted, order.quantityAtoms, `filled + resting + cancelled of ${orderId}`);
      const wallet = this.wallet(order.owner, order.side);
      frozenByWallet.set(wallet, (frozenByWallet.get(wallet) ?? 0n) + (resting?.frozenAtoms ?? 0n));
    }
    for (const balances of [this.base, this.quote]) {
      for (const balance of balances.values()) same(balance.frozen, frozenByWallet.get(balance) ?? 0n, 'frozen of a wallet');
    }
  }
}

function assertNotCrossed(book: OrderBook): void {
  const bid = book.bestBidAtoms();
  const ask = book.bestAskAtoms();
  if (bid !== undefined && ask !== undefined) same(bid < ask, true, `bid ${bid} below ask ${ask}`);
}

function logOf(steps: readonly Step[], schedule: FeeSchedule): string {
  const book = new OrderBook({ fees: schedule });
  let log = '';
  for (const step of steps) {
    log += step.kind === 'place' ? formatPlaceResult(book.place(step.order)) : formatCancelResult(book.cancel(step.orderId));
  }
  return log;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('order book on random streams', () => {
  it('matches the naive reference and keeps quantities, funds and holds exact at every step', () => {
    fc.assert(
      fc.property(scenario, ({ commands, fees: schedule, limits: bookLimits }) => {
        const book = new OrderBook({ fees: schedule, ...bookLimits });
        const reference = new ReferenceBook(schedule, bookLimits.ordersRestingMax, bookLimits.matchStepsMax);
        const funds = new Funds();
        for (const step of toSteps(commands)) {
          if (step.kind === 'place') {
            const result = book.place(step.order);
            expect(formatPlaceResult(result)).toBe(reference.place(step.order));
            funds.placed(step.order, result);
          } else {
            const result = book.cancel(step.orderId);
            expect(formatCancelResult(result)).toBe(reference.cancel(step.orderId));
            funds.cancelledOrder(result);
          }
          assertNotCrossed(book);
          same(book.bestBidAtoms(), reference.bestBidAtoms(), 'best bid');
          same(book.bestAskAtoms(), reference.bestAskAtoms(), 'best ask');
          funds.check(book);
        }
        expect(book.depth(PRICES.length)).toEqual(reference.depth());
        // Cancelling everything left returns every hold, and nothing is frozen anywhere.
        for (const orderId of [...funds.orders.keys()]) funds.cancelledOrder(book.cancel(orderId));
        funds.check(book);
        expect(book.restingOrderCount).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('gives the same log, byte for byte, for the same stream', () => {
    fc.assert(
      fc.property(scenario, ({ commands, fees: schedule }) => {
        const steps = toSteps(commands);
        expect(sha256(logOf(steps, schedule))).toBe(sha256(logOf(steps, schedule)));
      }),
      { numRuns: 50 },
    );
  });
});
