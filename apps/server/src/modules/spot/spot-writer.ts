// The single writer of the spot pairs: the one place an order is applied and persisted. Each turn
// takes every pair's queued operations (each pair's in its own order; pairs never wait on each
// other's books), applies them to the pair's SpotPair (@platform/engine/spot-pair, pure) and writes
// what it emitted, all pairs in ONE ledger unit, each pair inside its own savepoint: on SQLite a
// commit costs more than the statements of a dozen orders, and the pairs' batches share their
// hottest rows (the provider's and the fees accounts), so one commit per turn rather than one per
// pair or per order is what lets a busy book keep up. Only then do the pairs commit their batch
// and their callers hear the answer.
//
// A new order's row and the freeze of its funds are written first, as one (too little available:
// that order alone is refused, nothing of it written; see acceptOrder); only then does the book
// take it. Once the pair has applied the whole batch, its results follow in the same unit, in
// order: trades, ledger movements, order rows.
//
// A pair whose batch fails is rolled back alone, every operation queued on it is refused, and its
// book is rebuilt from the database (the orders still in progress, oldest first), which is what a
// restart does too; the other pairs' batches still commit.
import type { FastifyBaseLogger } from 'fastify';
import type { SpotBatch } from '@platform/engine/spot-pair';
import { orderFrozen, settlementTransfers } from '@platform/engine/spot-postings';
import type { TSpotTrade } from '@platform/shared/schemas/spot';
import { SPOT_RECENT_TRADES } from '@platform/shared/trading-rules';
import type { Db, Dialect } from '../../db/database.ts';
import { inSavepoint } from '../../db/savepoint.ts';
import { AppError } from '../../http/errors.ts';
import { postTransferIn, postTransfersIn, postsAsOneStatement, writePendingEntries, type PendingEntries } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { liquidityQuotes } from './liquidity-quotes.ts';
import { BATCH_OPS_MAX, Refused, newSpotPair, type Op, type Outcome, type PairWriter, type Queued } from './pair-writer.ts';
import { deleteOrder, insertOrder, insertTrades, listOpenOrders, updateOrders, type NewSpotOrder, type SpotOrderRow } from './queries.ts';

export type SpotWriterDeps = { db: Db; dialect: Dialect; clock: () => number; log: FastifyBaseLogger };

/** One pair's part of a turn: the operations taken off its queue, what the pair did with them, and their answers. */
type Turn = {
  pair: PairWriter;
  queued: readonly Queued[];
  batch: SpotBatch<SpotOrderRow>;
  /** The ledger entries of the batch's movements, inserted together by writeEffects. */
  entries: PendingEntries;
  outcomes: Outcome[];
  tradeIds: number[];
  /** Whether the batch must be written: it holds new orders, or the book changed what is stored. */
  writes: boolean;
  /** Set when applying the operations broke an invariant: the batch is refused and the pair rebuilds. */
  failure?: { error: unknown };
};

export class SpotWriter {
  private readonly pairs: PairWriter[] = [];
  private draining: Promise<void> | null = null;

  constructor(private readonly deps: SpotWriterDeps) {}

  /** Adds a pair: its tape gets the recent trades and its book is rebuilt from the orders in progress. */
  async start(pair: PairWriter, recentTrades: readonly TSpotTrade[]): Promise<void> {
    this.pairs.push(pair);
    pair.remember(recentTrades.slice(0, SPOT_RECENT_TRADES));
    await this.rebuild(pair);
  }

  /** Something was queued: write it on the loop's next turn. */
  wake(): void {
    this.draining ??= this.drain();
  }

  /** Resolves once everything queued so far is written. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pairs.some((pair) => pair.hasQueued())) {
        // SQLite answers synchronously, so a turn would be written before the event loop reads the
        // next request: one turn of the loop first lets the requests already received join it.
        await new Promise((resolve) => setImmediate(resolve));
        await this.turn();
      }
    } finally {
      this.draining = null;
    }
  }

  private async turn(): Promise<void> {
    const turns = this.pairs.filter((pair) => pair.hasQueued()).map((pair) => this.take(pair));
    const toWrite = turns.filter((turn) => turn.writes);
    if (toWrite.length > 0) {
      try {
        await writeLedgerUnit(this.deps, async (trx) => {
          // One pair alone needs no savepoint: if its batch throws, the unit is rolled back whole (below).
          const [only] = toWrite;
          if (toWrite.length === 1 && only) {
            await writeTurn(trx, only);
            return;
          }
          for (const turn of toWrite) {
            const written = await inSavepoint(trx, 'spot_pair', () => writeTurn(trx, turn));
            if (!written.ok) turn.failure = { error: written.error };
          }
        });
      } catch (error) {
        // The unit itself failed (a savepoint, the commit, or the batch of a pair written alone): none of it happened.
        for (const turn of toWrite) turn.failure ??= { error };
      }
    }
    for (const turn of turns) {
      if (turn.failure) {
        await this.fail(turn, turn.failure.error);
        continue;
      }
      turn.pair.committed(turn.batch, turn.tradeIds);
      turn.queued.forEach((entry, index) => entry.resolve(turn.outcomes[index] ?? null));
    }
  }

  /**
   * Takes the pair's next operations. Cancels and requotes need no row first, so a batch of only
   * those is applied here at once (a requote that crossed nobody then writes nothing at all); a
   * batch with new orders is applied inside the ledger unit, by writeTurn.
   */
  private take(pair: PairWriter): Turn {
    const queued = pair.takeQueued();
    const turn: Turn = { pair, queued, batch: pair.newBatch(this.deps.clock()), entries: [], outcomes: [], tradeIds: [], writes: true };
    if (queued.every(({ op }) => op.kind !== 'accept')) {
      try {
        turn.outcomes = queued.map(({ op }) => applyOp(pair, op as Exclude<Op, { kind: 'accept' }>, turn.batch));
        turn.writes = turn.batch.hasWrites();
      } catch (error) {
        turn.failure = { error };
        turn.writes = false;
      }
    }
    return turn;
  }

  /** A batch could not be applied or written: refuse it and everything queued, and rebuild from the database. */
  private async fail(turn: Turn, error: unknown): Promise<void> {
    const { pair } = turn;
    this.deps.log.error({ err: error, market: pair.market.symbol }, 'spot batch failed; rebuilding the book from the database');
    for (const entry of [...turn.queued, ...pair.takeQueued(true)]) entry.reject(error);
    try {
      await this.rebuild(pair);
    } catch (rebuildError) {
      // The book cannot be trusted and cannot be rebuilt: the pair stops trading until a restart.
      pair.halted = true;
      this.deps.log.error({ err: rebuildError, market: pair.market.symbol }, 'spot book rebuild failed; the pair is halted');
    }
  }

  /**
   * An empty book, then every order in progress in id order (time priority) with what it has left:
   * limit orders rest again (and fill, should a crash have left two of them crossed), market orders
   * that never reached the book are cancelled and their funds released.
   */
  private async rebuild(pair: PairWriter): Promise<void> {
    pair.engine = newSpotPair(pair.market);
    const rows = await listOpenOrders(this.deps.db, pair.market.id);
    for (let start = 0; start < rows.length; start += BATCH_OPS_MAX) {
      const batch = pair.newBatch(this.deps.clock());
      for (const row of rows.slice(start, start + BATCH_OPS_MAX)) {
        if (row.kind === 'limit') pair.engine.place(row, batch);
        else pair.engine.expire(row, batch);
      }
      const tradeIds = batch.hasWrites() ? await writeLedgerUnit(this.deps, (trx) => writeEffects(trx, batch, [])) : [];
      pair.committed(batch, tradeIds);
    }
  }
}

function applyOp(pair: PairWriter, op: Exclude<Op, { kind: 'accept' }>, batch: SpotBatch<SpotOrderRow>): Outcome {
  switch (op.kind) {
    case 'cancel':
      return pair.engine.cancel(op.orderId, batch);
    case 'requote':
      pair.engine.requote(liquidityQuotes(pair.market, op.tick), batch);
      return null;
  }
}

/** Inside the ledger unit: the new orders and the book (unless take applied it), then what the book did. */
async function writeTurn(trx: Db, turn: Turn): Promise<void> {
  if (turn.outcomes.length !== turn.queued.length) {
    for (const { op } of turn.queued) {
      turn.outcomes.push(op.kind === 'accept' ? await acceptOrder(trx, turn, op.order) : applyOp(turn.pair, op, turn.batch));
    }
  }
  turn.tradeIds = await writeEffects(trx, turn.batch, turn.entries);
}

/**
 * Writes a new order and freezes its funds; the book takes it only if that held. The freeze is
 * one guarded statement on the user's balance row once that row's id is known: refused, it wrote
 * nothing, and deleting the row just inserted undoes the rest. Otherwise (the row may still have
 * to be created) both go in a savepoint, rolled back on refusal.
 */
async function acceptOrder(trx: Db, turn: Turn, order: NewSpotOrder): Promise<Outcome> {
  const { pair, batch } = turn;
  const postings = orderFrozen(pair.market.coins, order.user_id, order.side, order.reserved_atoms);
  // Its entries join the batch's (a refused freeze adds none); the batch is written whole or not at all.
  const freeze = (row: SpotOrderRow) =>
    postTransferIn(
      trx,
      { postings, reason: 'spot_freeze', record: { type: 'spot_order', id: String(row.id) }, now: row.created_at },
      turn.entries,
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
    return pair.engine.place(row, batch);
  }
  const frozen = await inSavepoint(trx, 'spot_order', async () => {
    const row = await insertOrder(trx, order);
    await freeze(row);
    return row;
  });
  if (frozen.ok) return pair.engine.place(frozen.value, batch);
  if (frozen.error instanceof AppError) return new Refused(frozen.error);
  throw frozen.error;
}

/** What the book did, in order: trades, ledger movements (with the batch's freezes' entries), changed order rows. Answers the new trades' ids, in order. */
async function writeEffects(trx: Db, batch: SpotBatch<SpotOrderRow>, entries: PendingEntries): Promise<number[]> {
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
      entries,
    );
  }
  await writePendingEntries(trx, entries);
  await updateOrders(
    trx,
    batch.changedRows().map((row) => ({
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
