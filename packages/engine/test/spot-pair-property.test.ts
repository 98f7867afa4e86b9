// Proves the spot pair's bookkeeping on random streams of batches (users' limit and market orders
// checked by the shared spot rules, cancels, the provider's new quotes), each batch committed before
// the next, with a ledger model that applies every freeze and every step the batches emit: funds
// are conserved (each coin sums to zero, the clearing account is back to zero, fees never go
// negative), a fill never takes an order past its quantity (nor a market buy past its budget), what
// users hold frozen is exactly what their resting orders still need, a finished order released all
// it froze, and the same stream gives the same batches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSpotOrder } from '@platform/shared/spot-rules';
import { PLATFORM_ACCOUNT, bucketKey, userOwner, type Posting } from '../src/ledger.ts';
import { quoteAtoms } from '../src/order-book-fees.ts';
import type { Side } from '../src/order-book.ts';
import { SPOT_LIQUIDITY_OWNER, SpotBatch, SpotPair, type LiquidityQuote, type SpotOrderState } from '../src/spot-pair.ts';
import { orderFrozen, settlementTransfers, type SpotCoins } from '../src/spot-postings.ts';

const COINS: SpotCoins = { baseCoinId: 1, quoteCoinId: 2 };
const GRID = { priceDecimals: 2, amountDecimals: 6 };
const UNIT = 100_000_000n;
/** Last prices near 100 quote a unit. */
const LASTS = [toUnits(98), toUnits(100), toUnits(102)];
const USERS = [1, 2, 3];

function toUnits(units: number): bigint {
  return BigInt(units) * UNIT;
}

type Row = SpotOrderState & { reserved_atoms: bigint };
type Command =
  | { kind: 'limit'; user: number; side: Side; priceStepsFromLast: number; quantitySteps: number }
  | { kind: 'market'; user: number; side: Side; amountSteps: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'requote'; quotes: { side: Side; priceStepsFromLast: number; quantitySteps: number }[] };
type BatchCommand = { lastIndex: number; commands: Command[] };

const side = fc.constantFrom<Side>('buy', 'sell');
const user = fc.constantFrom(...USERS);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      user,
      side,
      priceStepsFromLast: fc.integer({ min: -300, max: 300 }),
      quantitySteps: fc.integer({ min: 5_000, max: 400_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('market' as const), user, side, amountSteps: fc.integer({ min: 5_000, max: 400_000 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('requote' as const),
      quotes: fc.array(
        fc.record({
          side,
          priceStepsFromLast: fc.integer({ min: -300, max: 300 }),
          quantitySteps: fc.integer({ min: 1_000, max: 300_000 }),
        }),
        { maxLength: 6 },
      ),
    }),
  },
);
const batches = fc.array(fc.record({ lastIndex: fc.nat(LASTS.length - 1), commands: fc.array(command, { minLength: 1, maxLength: 5 }) }), {
  minLength: 1,
  maxLength: 30,
});

/** Balances by bucket, moved by every posting the pair emits (and the freezes the server writes before it). */
class LedgerModel {
  readonly buckets = new Map<string, bigint>();

  apply(postings: readonly Posting[]): void {
    for (const posting of postings) {
      const key = bucketKey(posting.account, posting.bucket);
      this.buckets.set(key, (this.buckets.get(key) ?? 0n) + posting.amountAtoms);
    }
  }

  sum(filter: (key: string) => boolean): bigint {
    let total = 0n;
    for (const [key, atoms] of this.buckets) if (filter(key)) total += atoms;
    return total;
  }
}

type Run = { pair: SpotPair<Row>; ledger: LedgerModel; rows: Map<number, Row>; emitted: unknown[] };

/** Runs the stream as the server does: rows checked and frozen, placed or cancelled, each batch committed. */
function run(stream: readonly BatchCommand[], onBatch?: (state: Run, batch: SpotBatch<Row>) => void): Run {
  const pair = new SpotPair<Row>({ marketId: 7, coins: COINS, fees: { makerFeePpm: 1_000, takerFeePpm: 2_000 }, slippagePpm: 50_000 });
  const state: Run = { pair, ledger: new LedgerModel(), rows: new Map(), emitted: [] };
  let nextId = 1;
  stream.forEach(({ lastIndex, commands }, batchIndex) => {
    const lastPriceAtoms = LASTS[lastIndex] ?? toUnits(100);
    const batch = new SpotBatch<Row>(1_000 + batchIndex, batchIndex, lastPriceAtoms);
    for (const entry of commands) {
      if (entry.kind === 'cancel') {
        const open = pair.openOrders();
        const target = open[entry.pick % Math.max(open.length, 1)];
        if (target) pair.cancel(target.id, batch);
        continue;
      }
      if (entry.kind === 'requote') {
        const quotes: LiquidityQuote[] = entry.quotes.map((quote) => ({
          side: quote.side,
          priceAtoms: lastPriceAtoms + BigInt(quote.priceStepsFromLast) * 1_000_000n,
          quantityAtoms: BigInt(quote.quantitySteps) * 100n,
        }));
        pair.requote(quotes, batch);
        continue;
      }
      const input =
        entry.kind === 'limit'
          ? {
              side: entry.side,
              kind: 'limit' as const,
              priceAtoms: lastPriceAtoms + BigInt(entry.priceStepsFromLast) * 1_000_000n,
              amountAtoms: BigInt(entry.quantitySteps) * 100n,
            }
          : {
              side: entry.side,
              kind: 'market' as const,
              priceAtoms: null,
              // A market buy names its quote total, on the price grid.
              amountAtoms: entry.side === 'buy' ? BigInt(entry.amountSteps) * 1_000_000n : BigInt(entry.amountSteps) * 100n,
            };
      const checked = checkSpotOrder(GRID, input, lastPriceAtoms);
      if (!checked.ok) continue;
      const { terms } = checked;
      const row: Row = {
        id: nextId,
        user_id: entry.user,
        side: terms.side,
        kind: terms.kind,
        price_atoms: terms.priceAtoms,
        quantity_atoms: terms.quantityAtoms,
        quote_budget_atoms: terms.quoteBudgetAtoms,
        reserved_atoms: terms.reservedAtoms,
        frozen_atoms: terms.reservedAtoms,
        filled_atoms: 0n,
        filled_quote_atoms: 0n,
        fee_atoms: 0n,
        status: 'in_progress',
        updated_at: batch.now,
        finished_at: null,
      };
      nextId += 1;
      state.ledger.apply(orderFrozen(COINS, row.user_id, row.side, row.reserved_atoms));
      pair.place(row, batch);
    }
    for (const transfer of settlementTransfers(batch.steps)) state.ledger.apply(transfer.postings);
    state.emitted.push({ trades: batch.trades, steps: batch.steps, rows: batch.changedRows() });
    for (const row of pair.commit(batch)) state.rows.set(row.id, row);
    onBatch?.(state, batch);
  });
  return state;
}

const userFrozenKey = (userId: number, coinId: number) => `${userOwner(userId)}|${coinId}|`;

describe('SpotPair', () => {
  it('conserves funds, fills within each order, and keeps frozen what resting orders still need', () => {
    fc.assert(
      fc.property(batches, (stream) => {
        const filledByOrder = new Map<number, bigint>();
        run(stream, (state, batch) => {
          const { ledger, pair } = state;
          // Every coin sums to zero (each movement balances); the clearing account is back to zero; fees only grow.
          for (const coinId of [COINS.baseCoinId, COINS.quoteCoinId]) {
            expect(ledger.sum((key) => key.split('|')[1] === String(coinId))).toBe(0n);
            expect(ledger.sum((key) => key.startsWith(`${PLATFORM_ACCOUNT.spotClearing}|${coinId}|`))).toBe(0n);
            expect(ledger.sum((key) => key.startsWith(`${PLATFORM_ACCOUNT.fees}|${coinId}|`)) >= 0n).toBe(true);
          }
          for (const trade of batch.trades) {
            for (const id of [trade.maker_order_id, trade.taker_order_id]) {
              if (id !== null) filledByOrder.set(id, (filledByOrder.get(id) ?? 0n) + trade.quantity_atoms);
            }
            expect(trade.maker_user_id === null || trade.maker_user_id !== trade.taker_user_id).toBe(true);
          }
          // A fill never takes an order past its quantity; the trades of an order add up to what it filled.
          for (const row of state.rows.values()) {
            expect(row.filled_atoms <= row.quantity_atoms).toBe(true);
            expect(filledByOrder.get(row.id) ?? 0n).toBe(row.filled_atoms);
            if (row.quote_budget_atoms !== null) expect(row.filled_quote_atoms <= row.quote_budget_atoms).toBe(true);
            // A finished order holds nothing: it released exactly what it froze and did not spend.
            if (row.status !== 'in_progress') expect(row.frozen_atoms).toBe(0n);
          }
          // What a resting order holds is what it still needs, and each user's frozen balance is the sum of those.
          const open = pair.openOrders();
          for (const row of open) {
            const remainingAtoms = row.quantity_atoms - row.filled_atoms;
            expect(row.kind).toBe('limit');
            expect(remainingAtoms > 0n).toBe(true);
            expect(row.frozen_atoms).toBe(row.side === 'buy' ? quoteAtoms(row.price_atoms ?? 0n, remainingAtoms) : remainingAtoms);
          }
          for (const userId of USERS) {
            for (const coinId of [COINS.baseCoinId, COINS.quoteCoinId]) {
              const payingSide: Side = coinId === COINS.quoteCoinId ? 'buy' : 'sell';
              const needed = open
                .filter((row) => row.user_id === userId && row.side === payingSide)
                .reduce((total, row) => total + row.frozen_atoms, 0n);
              expect(ledger.sum((key) => key.startsWith(userFrozenKey(userId, coinId)) && key.endsWith('|frozen'))).toBe(needed);
            }
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('releases on cancel exactly what the order holds, and nothing of the provider', () => {
    fc.assert(
      fc.property(batches, (stream) => {
        const { pair } = run(stream);
        const batch = new SpotBatch<Row>(99_999, null, toUnits(100));
        const open = pair.openOrders();
        for (const row of open) {
          const cancelled = pair.cancel(row.id, batch);
          expect(cancelled).not.toBe('not_cancellable');
        }
        const released = batch.steps.flatMap((step) => step.postings).filter((posting) => posting.bucket === 'frozen');
        const releasedAtoms = released.reduce((total, posting) => total - posting.amountAtoms, 0n);
        expect(releasedAtoms).toBe(open.reduce((total, row) => total + row.frozen_atoms, 0n));
        expect(released.every((posting) => posting.account.owner !== SPOT_LIQUIDITY_OWNER)).toBe(true);
        expect(pair.commit(batch).every((row) => row.status === 'cancelled' && row.frozen_atoms === 0n)).toBe(true);
        expect(pair.openOrders()).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('is deterministic: the same stream emits the same batches', () => {
    const text = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item));
    fc.assert(
      fc.property(batches, (stream) => {
        expect(text(run(stream).emitted)).toBe(text(run(stream).emitted));
      }),
      { numRuns: 50 },
    );
  });
});
