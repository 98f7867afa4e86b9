// The ledger side of spot fills: every fill balances per coin, users pay from frozen funds and the
// provider from available, fees go to the fees account in the currency received, a maker's dust
// is released, and a whole random book session settles to the funds the book reported, with no
// user bucket below zero and the transfers joined per order within the posting limit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLATFORM_ACCOUNT,
  POSTINGS_PER_TRANSFER_MAX,
  applyPostings,
  assertBalanced,
  bucketKey,
  platformAccount,
  type Posting,
} from '../src/ledger.ts';
import { Fill, OrderBook, type NewOrder, type Placed } from '../src/order-book.ts';
import {
  SPOT_ACCOUNT_TYPE,
  fillHalves,
  fillPostings,
  orderFrozen,
  orderReleased,
  settlementTransfers,
  spotAccount,
  type SettlementStep,
  type SpotCoins,
} from '../src/spot-postings.ts';

const UNIT = 100_000_000n;
const COINS: SpotCoins = { baseCoinId: 1, quoteCoinId: 3 };
const LP = PLATFORM_ACCOUNT.spotLiquidity;

function fill(overrides: Partial<Record<keyof Fill, unknown>>): Fill {
  const f = {
    sequence: 1,
    takerSide: 'buy',
    priceAtoms: 100n * UNIT,
    quantityAtoms: 2n * UNIT,
    quoteAtoms: 200n * UNIT,
    makerOrderId: 1,
    makerOwner: '11',
    takerOrderId: 2,
    takerOwner: '12',
    makerFeeAtoms: 0n,
    takerFeeAtoms: 0n,
    makerRemainingAtoms: 0n,
    makerReleasedAtoms: 0n,
    ...overrides,
  };
  return new Fill(
    f.sequence as number,
    f.takerSide as 'buy' | 'sell',
    f.priceAtoms as bigint,
    f.quantityAtoms as bigint,
    f.quoteAtoms as bigint,
    f.makerOrderId as number,
    f.makerOwner as string,
    f.takerOrderId as number,
    f.takerOwner as string,
    f.makerFeeAtoms as bigint,
    f.takerFeeAtoms as bigint,
    f.makerRemainingAtoms as bigint,
    f.makerReleasedAtoms as bigint,
  );
}

const byKey = (postings: readonly Posting[]) =>
  Object.fromEntries(postings.map((posting) => [bucketKey(posting.account, posting.bucket), posting.amountAtoms]));

describe('fill halves', () => {
  it("splits a trade between two users into each user's half, meeting at the clearing account", () => {
    const whole = fillPostings(COINS, fill({ takerSide: 'sell', makerFeeAtoms: 3n, takerFeeAtoms: 5n }));
    const { taker, maker } = fillHalves(COINS, fill({ takerSide: 'sell', makerFeeAtoms: 3n, takerFeeAtoms: 5n }));
    assertBalanced(taker);
    assertBalanced(maker);
    const owners = (postings: readonly Posting[]) => new Set(postings.map((posting) => posting.account.owner));
    expect(owners(taker)).toEqual(new Set(['12', 'platform:fees', 'platform:spot_clearing']));
    expect(owners(maker)).toEqual(new Set(['11', 'platform:fees', 'platform:spot_clearing']));
    // Together they are the whole fill: the clearing lines cancel out.
    const together = new Map<string, bigint>();
    for (const posting of [...taker, ...maker]) {
      const key = bucketKey(posting.account, posting.bucket);
      together.set(key, (together.get(key) ?? 0n) + posting.amountAtoms);
    }
    const clearing = (coinId: number) => bucketKey(platformAccount(PLATFORM_ACCOUNT.spotClearing, coinId), 'available');
    expect(together.get(clearing(1))).toBe(0n);
    expect(together.get(clearing(3))).toBe(0n);
    for (const posting of whole) expect(together.get(bucketKey(posting.account, posting.bucket))).toBe(posting.amountAtoms);
  });

  it('keeps a fill with the liquidity provider as one movement', () => {
    const { taker, maker } = fillHalves(COINS, fill({ makerOwner: LP }));
    expect(maker).toEqual([]);
    expect(taker).toEqual(fillPostings(COINS, fill({ makerOwner: LP })));
  });
});

describe('fill postings', () => {
  it('moves quote from the buyer to the seller and base back, each fee to the fees account in what its payer receives', () => {
    const postings = fillPostings(COINS, fill({ takerSide: 'buy', makerFeeAtoms: 2n, takerFeeAtoms: 1n }));
    assertBalanced(postings);
    expect(byKey(postings)).toEqual({
      '12|3|2|frozen': -200n * UNIT,
      '11|3|2|available': 200n * UNIT - 2n,
      'platform:fees|3|1|available': 2n,
      '11|1|2|frozen': -2n * UNIT,
      '12|1|2|available': 2n * UNIT - 1n,
      'platform:fees|1|1|available': 1n,
    });
  });

  it('has the provider pay from its available balance and leaves out zero fee lines', () => {
    const postings = fillPostings(
      COINS,
      fill({ takerSide: 'sell', makerOwner: '11', takerOwner: LP, makerFeeAtoms: 3n, makerReleasedAtoms: 1n }),
    );
    expect(byKey(postings)).toEqual({
      // The maker is the buyer: pays the quote and its dust from frozen, the dust back to available.
      '11|3|2|frozen': -200n * UNIT - 1n,
      '11|3|2|available': 1n,
      'platform:spot_liquidity|3|1|available': 200n * UNIT,
      'platform:spot_liquidity|1|1|available': -2n * UNIT,
      '11|1|2|available': 2n * UNIT - 3n,
      'platform:fees|1|1|available': 3n,
    });
  });

  it('refuses a fill of an owner with itself and platform accounts other than the provider', () => {
    expect(() => fillPostings(COINS, fill({ makerOwner: '11', takerOwner: '11' }))).toThrow();
    expect(() => fillPostings(COINS, fill({ takerOwner: PLATFORM_ACCOUNT.fees }))).toThrow();
    expect(() => spotAccount(PLATFORM_ACCOUNT.optionsPool, 1)).toThrow();
    expect(spotAccount(LP, 3)).toEqual(platformAccount(LP, 3));
    expect(spotAccount('7', 3)).toEqual({ owner: '7', coinId: 3, accountType: SPOT_ACCOUNT_TYPE });
  });
});

describe('settlement transfers', () => {
  it('joins the steps of one order, nets their buckets, and starts anew for another order', () => {
    const steps: SettlementStep[] = [
      { recordId: '2', reason: 'spot_fill', postings: fillPostings(COINS, fill({ makerOwner: LP, takerOwner: '12' })) },
      { recordId: '2', reason: 'spot_fill', postings: fillPostings(COINS, fill({ makerOwner: LP, takerOwner: '12', sequence: 2 })) },
      { recordId: '2', reason: 'spot_release', postings: orderReleased(COINS, 12, 'buy', 5n) },
      { recordId: '3', reason: 'spot_cancel', postings: orderReleased(COINS, 13, 'sell', 7n) },
    ];
    const transfers = settlementTransfers(steps);
    expect(transfers.map((transfer) => [transfer.recordId, transfer.reason, transfer.postings.length])).toEqual([
      ['2', 'spot_fill', 5],
      ['3', 'spot_cancel', 2],
    ]);
    expect(byKey(transfers[0]!.postings)).toMatchObject({ '12|3|2|frozen': -400n * UNIT - 5n, '12|3|2|available': 5n });
  });

  it("splits one order's steps when the lines would pass the limit", () => {
    const steps: SettlementStep[] = Array.from({ length: 10 }, (_, index) => ({
      recordId: '2',
      reason: 'spot_fill',
      postings: fillPostings(COINS, fill({ takerSide: 'sell', takerOwner: '12', makerOwner: String(100 + index), sequence: index + 1 })),
    }));
    const transfers = settlementTransfers(steps);
    expect(transfers.length).toBeGreaterThan(1);
    for (const transfer of transfers) expect(transfer.postings.length).toBeLessThanOrEqual(POSTINGS_PER_TRANSFER_MAX);
    const total = new Map<string, bigint>();
    for (const posting of transfers.flatMap((transfer) => transfer.postings)) {
      const key = bucketKey(posting.account, posting.bucket);
      total.set(key, (total.get(key) ?? 0n) + posting.amountAtoms);
    }
    expect(total.get('12|1|2|frozen')).toBe(-20n * UNIT);
  });
});

// A random session of users and the provider on one book: each user order freezes what the book
// reserves, every result is settled as the server does, and at the end each user's frozen
// balance is exactly what their resting orders hold.
describe('a settled book session', () => {
  const users = ['21', '22', '23'];
  const arbitraryOrder = fc.record({
    owner: fc.constantFrom(...users, LP),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    market: fc.boolean(),
    priceUnits: fc.integer({ min: 95, max: 105 }),
    quantityAtoms: fc.bigInt({ min: 1n, max: 5n * UNIT }),
    cancel: fc.boolean(),
  });

  it('conserves every coin, never takes a user below zero, and leaves frozen exactly what rests', () => {
    fc.assert(
      fc.property(fc.array(arbitraryOrder, { minLength: 1, maxLength: 60 }), (orders) => {
        const book = new OrderBook({
          fees: { makerFeePpm: 1000, takerFeePpm: 2000, byOwner: new Map([[LP, { makerFeePpm: 0, takerFeePpm: 0 }]]) },
        });
        let totals = new Map<string, bigint>();
        // Users start rich enough for any order; the provider starts at zero and may go below.
        for (const user of users) {
          for (const coinId of [COINS.baseCoinId, COINS.quoteCoinId]) {
            totals.set(bucketKey({ owner: user, coinId, accountType: SPOT_ACCOUNT_TYPE }, 'available'), 10_000n * UNIT);
          }
        }
        const apply = (postings: Posting[]) => {
          const next = applyPostings(totals, postings);
          expect(next).toBeDefined();
          totals = next!;
        };
        const resting: number[] = [];
        orders.forEach((order, index) => {
          const id = index + 1;
          const isUser = order.owner !== LP;
          const newOrder: NewOrder = order.market
            ? order.side === 'buy' && isUser
              ? { id, owner: order.owner, side: 'buy', kind: 'market', quantityAtoms: order.quantityAtoms, quoteBudgetAtoms: 300n * UNIT }
              : { id, owner: order.owner, side: order.side, kind: 'market', quantityAtoms: order.quantityAtoms }
            : {
                id,
                owner: order.owner,
                side: order.side,
                kind: 'limit',
                priceAtoms: BigInt(order.priceUnits) * UNIT,
                quantityAtoms: order.quantityAtoms,
              };
          const result = book.place(newOrder);
          if (!result.ok) return;
          const placed = result as Placed;
          const steps: SettlementStep[] = [];
          if (isUser) {
            steps.push({
              recordId: String(id),
              reason: 'spot_freeze',
              postings: orderFrozen(COINS, Number(order.owner), order.side, placed.reservedAtoms),
            });
          }
          for (const event of placed.events) {
            if (event.kind === 'fill') steps.push({ recordId: String(id), reason: 'spot_fill', postings: fillPostings(COINS, event) });
            else if (event.owner !== LP && event.releasedAtoms > 0n)
              steps.push({
                recordId: String(event.orderId),
                reason: 'spot_cancel',
                postings: orderReleased(COINS, Number(event.owner), event.side, event.releasedAtoms),
              });
          }
          if (isUser && placed.releasedAtoms > 0n) {
            steps.push({
              recordId: String(id),
              reason: 'spot_release',
              postings: orderReleased(COINS, Number(order.owner), order.side, placed.releasedAtoms),
            });
          }
          for (const transfer of settlementTransfers(steps)) apply(transfer.postings);
          if (placed.status === 'resting') resting.push(id);
          if (order.cancel && resting.length > 0) {
            const victim = resting.shift()!;
            const cancelled = book.cancel(victim);
            if (cancelled.ok && cancelled.owner !== LP && cancelled.releasedAtoms > 0n) {
              apply(orderReleased(COINS, Number(cancelled.owner), cancelled.side, cancelled.releasedAtoms));
            }
          }
        });
        for (const user of users) {
          for (const side of ['buy', 'sell'] as const) {
            const coinId = side === 'buy' ? COINS.quoteCoinId : COINS.baseCoinId;
            let heldAtoms = 0n;
            for (const id of resting) {
              const view = book.order(id);
              if (view && view.owner === user && view.side === side) heldAtoms += view.frozenAtoms;
            }
            expect(totals.get(bucketKey({ owner: user, coinId, accountType: SPOT_ACCOUNT_TYPE }, 'frozen')) ?? 0n).toBe(heldAtoms);
          }
        }
        // Every coin still sums to what the users started with.
        for (const coinId of [COINS.baseCoinId, COINS.quoteCoinId]) {
          let coinTotal = 0n;
          for (const [key, atoms] of totals) if (key.split('|')[1] === String(coinId)) coinTotal += atoms;
          expect(coinTotal).toBe(BigInt(users.length) * 10_000n * UNIT);
        }
      }),
      { numRuns: 200 },
    );
  });
});
