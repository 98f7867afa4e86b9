// Proves the order book's rules on small, hand-checked scenarios: price then time priority,
// partial fills and resting remainders, self-trade prevention (cancel resting), market orders
// against partial liquidity and a quote budget, fee and quote rounding to the atom, what a cancel
// releases, the refusals, the limits, and that programmer errors throw.
import { describe, expect, it } from 'vitest';
import { AMOUNT_ATOMS_MAX, PRICE_ATOMS_MAX, feeAtoms, quoteAtoms, type FeeSchedule } from '../src/order-book-fees.ts';
import { formatCancelResult, formatPlaceResult } from '../src/order-book-log.ts';
import {
  OrderBook,
  OrderBookInvariantError,
  type CancelResult,
  type Fill,
  type NewOrder,
  type PlaceResult,
  type Placed,
  type SelfTradeCancel,
  type Side,
} from '../src/order-book.ts';

const UNIT = 100_000_000n;
const NO_FEES: FeeSchedule = { makerFeePpm: 0, takerFeePpm: 0 };

function limit(id: number, owner: string, side: Side, priceAtoms: bigint, quantityAtoms: bigint): NewOrder {
  return { id, owner, side, kind: 'limit', priceAtoms, quantityAtoms };
}

function market(id: number, owner: string, side: Side, quantityAtoms: bigint, quoteBudgetAtoms?: bigint): NewOrder {
  return quoteBudgetAtoms === undefined
    ? { id, owner, side, kind: 'market', quantityAtoms }
    : { id, owner, side, kind: 'market', quantityAtoms, quoteBudgetAtoms };
}

function placed(result: PlaceResult): Placed {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result;
}

const fills = (result: Placed) => result.events.filter((event): event is Fill => event.kind === 'fill');
const selfTrades = (result: Placed) => result.events.filter((event): event is SelfTradeCancel => event.kind === 'self_trade_cancel');

describe('price then time priority', () => {
  it('fills the best price first, and at one price the oldest order first', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'sell', 101n * UNIT, UNIT)));
    placed(book.place(limit(2, '12', 'sell', 100n * UNIT, UNIT)));
    placed(book.place(limit(3, '13', 'sell', 100n * UNIT, UNIT)));
    const result = placed(book.place(limit(4, '14', 'buy', 100n * UNIT, 3n * UNIT)));
    expect(fills(result).map((fill) => [fill.makerOrderId, fill.priceAtoms, fill.quantityAtoms])).toEqual([
      [2, 100n * UNIT, UNIT],
      [3, 100n * UNIT, UNIT],
    ]);
    // The 101 ask is above the limit: the third unit rests as the best bid.
    expect(result.status).toBe('resting');
    expect(result.restingAtoms).toBe(UNIT);
    expect(book.bestBidAtoms()).toBe(100n * UNIT);
    expect(book.bestAskAtoms()).toBe(101n * UNIT);
  });

  it('trades at the maker price, gives the price improvement back at once, and keeps remaining x limit frozen', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'sell', 99n * UNIT, UNIT)));
    const result = placed(book.place(limit(2, '12', 'buy', 100n * UNIT, 2n * UNIT)));
    expect(fills(result)[0]!.quoteAtoms).toBe(99n * UNIT);
    expect(result.reservedAtoms).toBe(200n * UNIT);
    expect(result.spentAtoms).toBe(99n * UNIT);
    expect(result.frozenAtoms).toBe(100n * UNIT);
    expect(result.releasedAtoms).toBe(UNIT);
    expect(book.order(2)).toMatchObject({ remainingAtoms: UNIT, frozenAtoms: 100n * UNIT });
  });

  it('lets a sell take several bid levels, highest first', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'buy', 98n * UNIT, UNIT)));
    placed(book.place(limit(2, '12', 'buy', 99n * UNIT, UNIT)));
    const result = placed(book.place(limit(3, '13', 'sell', 98n * UNIT, 2n * UNIT)));
    expect(fills(result).map((fill) => fill.makerOrderId)).toEqual([2, 1]);
    expect(result.status).toBe('filled');
    expect(book.bestBidAtoms()).toBeUndefined();
    expect(book.restingOrderCount).toBe(0);
  });
});

describe('self-trade prevention: cancel resting', () => {
  it("cancels the owner's own resting order, records it in the log, and fills the next one", () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '7', 'sell', 100n * UNIT, UNIT)));
    placed(book.place(limit(2, '8', 'sell', 100n * UNIT, UNIT)));
    const result = placed(book.place(limit(3, '7', 'buy', 100n * UNIT, 2n * UNIT)));
    expect(selfTrades(result)).toEqual([
      expect.objectContaining({ orderId: 1, owner: '7', side: 'sell', cancelledAtoms: UNIT, releasedAtoms: UNIT, takerOrderId: 3 }),
    ]);
    expect(fills(result).map((fill) => [fill.makerOrderId, fill.makerOwner, fill.takerOwner])).toEqual([[2, '8', '7']]);
    expect(result.events.map((event) => event.kind)).toEqual(['self_trade_cancel', 'fill']);
    expect(book.order(1)).toBeUndefined();
    expect(result.restingAtoms).toBe(UNIT);
    expect(formatPlaceResult(result)).toContain('self_trade_cancel 4 1 7 sell 10000000000 cancelled 100000000 released 100000000 taker 3');
  });

  it('never prints a trade between one owner and itself, even when it is all the liquidity', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, 'platform:liquidity', 'buy', 100n * UNIT, UNIT)));
    const result = placed(book.place(market(2, 'platform:liquidity', 'sell', UNIT)));
    expect(fills(result)).toEqual([]);
    expect(selfTrades(result)).toHaveLength(1);
    expect(selfTrades(result)[0]!.releasedAtoms).toBe(100n * UNIT);
    expect(result).toMatchObject({ status: 'cancelled', filledAtoms: 0n, cancelledAtoms: UNIT, remainderCancelled: 'market' });
    expect(book.restingOrderCount).toBe(0);
  });
});

describe('market orders', () => {
  it('fills what liquidity there is and cancels the rest; it never rests', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'sell', 100n * UNIT, UNIT)));
    placed(book.place(limit(2, '12', 'sell', 101n * UNIT, UNIT)));
    const result = placed(book.place(market(3, '13', 'buy', 5n * UNIT)));
    expect(result).toMatchObject({
      status: 'cancelled',
      filledAtoms: 2n * UNIT,
      restingAtoms: 0n,
      cancelledAtoms: 3n * UNIT,
      remainderCancelled: 'market',
      // Without a budget a market buy reserves exactly what it spends (the platform's own accounts).
      reservedAtoms: 201n * UNIT,
      spentAtoms: 201n * UNIT,
      releasedAtoms: 0n,
    });
    expect(book.bestAskAtoms()).toBeUndefined();
    expect(book.bestBidAtoms()).toBeUndefined();
  });

  it('stops at its quote budget and releases what is left of it', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'sell', 100n * UNIT, UNIT)));
    placed(book.place(limit(2, '12', 'sell', 101n * UNIT, UNIT)));
    const result = placed(book.place(market(3, '13', 'buy', 5n * UNIT, 150n * UNIT)));
    // 100 buys the first unit; the 50 left buys floor(50 / 101 x 1e8) atoms of the second.
    const second = (50n * UNIT * UNIT) / (101n * UNIT);
    expect(second).toBe(49_504_950n);
    expect(fills(result).map((fill) => [fill.quantityAtoms, fill.quoteAtoms])).toEqual([
      [UNIT, 100n * UNIT],
      [second, 4_999_999_950n],
    ]);
    expect(result).toMatchObject({
      status: 'cancelled',
      remainderCancelled: 'quote_budget',
      reservedAtoms: 150n * UNIT,
      spentAtoms: 14_999_999_950n,
      releasedAtoms: 50n,
    });
    expect(book.order(2)!.remainingAtoms).toBe(UNIT - second);
  });

  it("answers 'no_liquidity' into an empty side and changes nothing", () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'buy', 100n * UNIT, UNIT)));
    const sequence = book.lastSequence;
    const result = book.place(market(2, '12', 'buy', UNIT));
    expect(result).toMatchObject({ ok: false, code: 'no_liquidity' });
    expect(book.lastSequence).toBe(sequence);
    expect(book.restingOrderCount).toBe(1);
  });
});

describe('fees and rounding', () => {
  const fees: FeeSchedule = {
    makerFeePpm: 1_000,
    takerFeePpm: 2_000,
    byOwner: new Map([['platform:liquidity', { makerFeePpm: 0, takerFeePpm: 0 }]]),
  };

  it('charges each side in what it receives, exactly when the amounts divide', () => {
    const book = new OrderBook({ fees });
    placed(book.place(limit(1, '11', 'sell', 30_000n * UNIT, UNIT)));
    const fill = fills(placed(book.place(limit(2, '12', 'buy', 30_000n * UNIT, UNIT))))[0]!;
    expect(fill).toMatchObject({
      takerSide: 'buy',
      quoteAtoms: 30_000n * UNIT,
      makerOrderId: 1,
      makerOwner: '11',
      takerOrderId: 2,
      takerOwner: '12',
    });
    expect(fill.makerFeeAtoms).toBe(30n * UNIT); // the seller (maker) pays 0.1 % of the quote
    expect(fill.takerFeeAtoms).toBe(200_000n); // the buyer (taker) pays 0.2 % of the base
  });

  it('truncates the quote amount and rounds each fee up to a whole atom', () => {
    const book = new OrderBook({ fees });
    placed(book.place(limit(1, '11', 'sell', 150_000_000n, 3n)));
    const fill = fills(placed(book.place(limit(2, '12', 'buy', 150_000_000n, 3n))))[0]!;
    expect(fill.quoteAtoms).toBe(4n); // 1.5 x 3 atoms = 4.5, truncated
    expect(fill.takerFeeAtoms).toBe(1n); // 3 x 0.2 % = 0.006 atom, rounded up
    expect(fill.makerFeeAtoms).toBe(1n); // 4 x 0.1 % = 0.004 atom, rounded up
    expect(feeAtoms(0n, 1_000n)).toBe(0n);
    expect(feeAtoms(1_000n, 1_000n)).toBe(1n);
    expect(feeAtoms(1_001n, 1_000n)).toBe(2n);
    expect(quoteAtoms(150_000_000n, 3n)).toBe(4n);
  });

  it("uses an owner's own rates, as maker and as taker", () => {
    const book = new OrderBook({ fees });
    placed(book.place(limit(1, 'platform:liquidity', 'sell', 100n * UNIT, UNIT)));
    const asTaker = fills(placed(book.place(limit(2, '12', 'buy', 100n * UNIT, UNIT))))[0]!;
    expect([asTaker.makerFeeAtoms, asTaker.takerFeeAtoms]).toEqual([0n, 200_000n]);
    placed(book.place(limit(3, '13', 'buy', 100n * UNIT, UNIT)));
    const asMaker = fills(placed(book.place(limit(4, 'platform:liquidity', 'sell', 100n * UNIT, UNIT))))[0]!;
    expect([asMaker.makerFeeAtoms, asMaker.takerFeeAtoms]).toEqual([100_000n, 0n]);
  });

  it("gives a resting buy's truncation dust back with the fill that frees it", () => {
    const book = new OrderBook({ fees: NO_FEES });
    // 2 atoms at 1.5 hold floor(3.0) = 3; one atom costs floor(1.5) = 1; one left holds floor(1.5) = 1.
    const resting = placed(book.place(limit(1, '11', 'buy', 150_000_000n, 2n)));
    expect(resting.frozenAtoms).toBe(3n);
    const fill = fills(placed(book.place(limit(2, '12', 'sell', 150_000_000n, 1n))))[0]!;
    expect(fill).toMatchObject({ quoteAtoms: 1n, makerRemainingAtoms: 1n, makerReleasedAtoms: 1n });
    expect(book.order(1)!.frozenAtoms).toBe(1n);
  });

  it('refuses a fee rate outside [0, 1,000,000] ppm', () => {
    expect(() => new OrderBook({ fees: { makerFeePpm: -1, takerFeePpm: 0 } })).toThrow(OrderBookInvariantError);
    expect(() => new OrderBook({ fees: { makerFeePpm: 0, takerFeePpm: 1_000_001 } })).toThrow(OrderBookInvariantError);
    expect(() => new OrderBook({ fees: { makerFeePpm: 0.5, takerFeePpm: 0 } })).toThrow(OrderBookInvariantError);
  });
});

describe('cancel', () => {
  it('answers the remaining quantity and what it held: remaining x price for a buy, the remaining base for a sell', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'buy', 10_050_000_000n, 2n * UNIT)));
    placed(book.place(limit(2, '12', 'sell', 10_050_000_000n, UNIT / 2n)));
    const buy = book.cancel(1) as Extract<CancelResult, { ok: true }>;
    expect(buy).toMatchObject({
      ok: true,
      orderId: 1,
      owner: '11',
      side: 'buy',
      cancelledAtoms: 150_000_000n,
      releasedAtoms: 15_075_000_000n,
    });
    placed(book.place(limit(3, '13', 'sell', 101n * UNIT, 3n * UNIT)));
    expect(book.cancel(3)).toMatchObject({ ok: true, side: 'sell', cancelledAtoms: 3n * UNIT, releasedAtoms: 3n * UNIT });
    expect(book.restingOrderCount).toBe(0);
    expect(book.depth(5)).toEqual({ bids: [], asks: [] });
  });

  it("answers 'unknown_order' for an id that is not resting, and changes nothing", () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'buy', 100n * UNIT, UNIT)));
    expect(book.cancel(1).ok).toBe(true);
    const sequence = book.lastSequence;
    expect(book.cancel(1)).toMatchObject({ ok: false, code: 'unknown_order' });
    expect(book.cancel(99)).toMatchObject({ ok: false, code: 'unknown_order' });
    expect(book.lastSequence).toBe(sequence);
    expect(formatCancelResult(book.cancel(99))).toBe('refused unknown_order\n');
  });

  it('keeps the queue order of the others when one in the middle goes', () => {
    const book = new OrderBook({ fees: NO_FEES });
    for (const id of [1, 2, 3]) placed(book.place(limit(id, String(10 + id), 'sell', 100n * UNIT, UNIT)));
    book.cancel(2);
    const result = placed(book.place(limit(4, '20', 'buy', 100n * UNIT, 2n * UNIT)));
    expect(fills(result).map((fill) => fill.makerOrderId)).toEqual([1, 3]);
  });
});

describe('limits', () => {
  it("answers 'book_full' to a limit order once the book holds ordersRestingMax orders", () => {
    const book = new OrderBook({ fees: NO_FEES, ordersRestingMax: 2 });
    placed(book.place(limit(1, '11', 'sell', 101n * UNIT, UNIT)));
    placed(book.place(limit(2, '12', 'sell', 102n * UNIT, UNIT)));
    expect(book.place(limit(3, '13', 'buy', 100n * UNIT, UNIT))).toMatchObject({ ok: false, code: 'book_full' });
    // A market order never rests, so it is still taken.
    expect(placed(book.place(market(4, '13', 'buy', UNIT))).filledAtoms).toBe(UNIT);
  });

  it('cancels what is left of an order after matchStepsMax fills, rather than rest it crossing the book', () => {
    const book = new OrderBook({ fees: NO_FEES, matchStepsMax: 2 });
    for (const id of [1, 2, 3]) placed(book.place(limit(id, String(10 + id), 'sell', 100n * UNIT, UNIT)));
    const result = placed(book.place(limit(4, '20', 'buy', 100n * UNIT, 3n * UNIT)));
    expect(result).toMatchObject({
      status: 'cancelled',
      filledAtoms: 2n * UNIT,
      cancelledAtoms: UNIT,
      remainderCancelled: 'match_steps_max',
    });
    expect(result.releasedAtoms).toBe(100n * UNIT);
    expect(book.bestBidAtoms()).toBeUndefined();
    expect(book.bestAskAtoms()).toBe(100n * UNIT);
  });
});

describe('depth', () => {
  it('sums each level, best first, up to the levels asked for', () => {
    const book = new OrderBook({ fees: NO_FEES });
    placed(book.place(limit(1, '11', 'buy', 99n * UNIT, UNIT)));
    placed(book.place(limit(2, '12', 'buy', 99n * UNIT, 2n * UNIT)));
    placed(book.place(limit(3, '13', 'buy', 98n * UNIT, UNIT)));
    placed(book.place(limit(4, '14', 'buy', 97n * UNIT, UNIT)));
    placed(book.place(limit(5, '15', 'sell', 101n * UNIT, UNIT)));
    expect(book.depth(2)).toEqual({
      bids: [
        { priceAtoms: 99n * UNIT, quantityAtoms: 3n * UNIT, orderCount: 2 },
        { priceAtoms: 98n * UNIT, quantityAtoms: UNIT, orderCount: 1 },
      ],
      asks: [{ priceAtoms: 101n * UNIT, quantityAtoms: UNIT, orderCount: 1 }],
    });
  });
});

describe('programmer errors throw', () => {
  const book = () => new OrderBook({ fees: NO_FEES });
  const cases: [string, NewOrder][] = [
    ['a zero quantity', limit(1, '11', 'buy', UNIT, 0n)],
    ['a negative quantity', limit(1, '11', 'buy', UNIT, -1n)],
    ['a limit order without a price', { id: 1, owner: '11', side: 'buy', kind: 'limit', quantityAtoms: UNIT }],
    ['a zero price', limit(1, '11', 'buy', 0n, UNIT)],
    ['a price above PRICE_ATOMS_MAX', limit(1, '11', 'buy', PRICE_ATOMS_MAX + 1n, UNIT)],
    ['a quantity above AMOUNT_ATOMS_MAX', limit(1, '11', 'sell', UNIT, AMOUNT_ATOMS_MAX + 1n)],
    ['a limit buy worth more than a balance holds', limit(1, '11', 'buy', PRICE_ATOMS_MAX, AMOUNT_ATOMS_MAX)],
    ['a market order with a price', { id: 1, owner: '11', side: 'buy', kind: 'market', priceAtoms: UNIT, quantityAtoms: UNIT }],
    [
      'a market sell with a quote budget',
      { id: 1, owner: '11', side: 'sell', kind: 'market', quantityAtoms: UNIT, quoteBudgetAtoms: UNIT },
    ],
    ['a limit order with a quote budget', { ...limit(1, '11', 'buy', UNIT, UNIT), quoteBudgetAtoms: UNIT }],
    ['a zero quote budget', market(1, '11', 'buy', UNIT, 0n)],
    ['an id that is not a positive integer', limit(1.5, '11', 'buy', UNIT, UNIT)],
    ['no owner', limit(1, '', 'buy', UNIT, UNIT)],
  ];
  it.each(cases)('%s', (_name, order) => {
    expect(() => book().place(order)).toThrow(OrderBookInvariantError);
  });

  it('an id that is already resting', () => {
    const withOrder = book();
    placed(withOrder.place(limit(1, '11', 'buy', UNIT, UNIT)));
    expect(() => withOrder.place(limit(1, '12', 'sell', 2n * UNIT, UNIT))).toThrow(OrderBookInvariantError);
  });
});

describe('determinism', () => {
  it('numbers every order, fill and cancel itself, so the same calls give the same log', () => {
    const run = () => {
      const book = new OrderBook({ fees: { makerFeePpm: 1_000, takerFeePpm: 2_000 } });
      let log = '';
      log += formatPlaceResult(book.place(limit(1, '11', 'sell', 100n * UNIT, UNIT)));
      log += formatPlaceResult(book.place(limit(2, '12', 'sell', 100n * UNIT, UNIT)));
      log += formatPlaceResult(book.place(market(3, '13', 'buy', (3n * UNIT) / 2n)));
      log += formatCancelResult(book.cancel(2));
      return log;
    };
    expect(run()).toBe(run());
    expect(
      run()
        .split('\n')
        .filter((line) => line.length > 0),
    ).toEqual([
      'placed 1 1 resting filled 0 resting 100000000 cancelled 0 - reserved 100000000 spent 0 frozen 100000000 released 0',
      'placed 2 2 resting filled 0 resting 100000000 cancelled 0 - reserved 100000000 spent 0 frozen 100000000 released 0',
      'placed 3 3 filled filled 150000000 resting 0 cancelled 0 - reserved 15000000000 spent 15000000000 frozen 0 released 0',
      'fill 4 buy 10000000000 100000000 10000000000 maker 1 11 fee 10000000 left 0 released 0 taker 3 13 fee 200000',
      'fill 5 buy 10000000000 50000000 5000000000 maker 2 12 fee 5000000 left 50000000 released 0 taker 3 13 fee 100000',
      'cancel 6 2 12 sell 10000000000 cancelled 50000000 released 50000000',
    ]);
  });
});
