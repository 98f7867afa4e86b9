// The loop that writes the spot pairs' batches. Each turn takes every pair's queued operations
// (each pair's in its own order; pairs never wait on each other's books) and writes all of them in
// ONE ledger unit, each pair inside its own savepoint: on SQLite a commit costs more than the
// statements of a dozen orders, and the pairs' batches share their hottest rows (the provider's and
// the fees accounts), so one commit per turn rather than one per pair or per order is what lets a
// busy book keep up. A pair whose batch fails is rolled back alone and rebuilds its book; the
// other pairs' batches still commit.
import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from '../../db/database.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import type { PairBatch, PairWriter } from './pair-writer.ts';

const SAVEPOINT = CompiledQuery.raw('savepoint spot_pair');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to savepoint spot_pair');
const RELEASE_SAVEPOINT = CompiledQuery.raw('release savepoint spot_pair');

export type SpotWriterDeps = { db: Db; dialect: Dialect };

/**
 * Writes `unit` atomically: through the ledger's group-commit writer on SQLite, in a transaction
 * of its own on PostgreSQL (the loop runs one unit at a time, so two of ours never lock each other).
 */
export function writeSpotUnit<T>(deps: SpotWriterDeps, unit: (trx: Db) => Promise<T>): Promise<T> {
  if (deps.dialect === 'sqlite') return writeLedgerUnit(deps, unit);
  return deps.db.transaction().execute(unit);
}

export class SpotWriter {
  private readonly pairs: PairWriter[] = [];
  private draining: Promise<void> | null = null;

  constructor(private readonly deps: SpotWriterDeps) {}

  add(pair: PairWriter): void {
    this.pairs.push(pair);
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
    const taken: { pair: PairWriter; batch: PairBatch }[] = [];
    const failed = new Map<PairBatch, { error: unknown }>();
    for (const pair of this.pairs) {
      if (!pair.hasQueued()) continue;
      const batch = pair.takeBatch();
      taken.push({ pair, batch });
      if (batch.failure) failed.set(batch, batch.failure);
    }
    const toWrite = taken.filter(({ batch }) => batch.writes);
    if (toWrite.length > 0) {
      try {
        await writeSpotUnit(this.deps, async (trx) => {
          // One pair alone needs no savepoint: if its batch throws, the unit is rolled back whole (below).
          const [only] = toWrite;
          if (toWrite.length === 1 && only) {
            await only.pair.writeBatch(trx, only.batch);
            return;
          }
          for (const { pair, batch } of toWrite) {
            await trx.executeQuery(SAVEPOINT);
            try {
              await pair.writeBatch(trx, batch);
            } catch (error) {
              await trx.executeQuery(ROLLBACK_TO_SAVEPOINT);
              failed.set(batch, { error });
            }
            await trx.executeQuery(RELEASE_SAVEPOINT);
          }
        });
      } catch (error) {
        // The unit itself failed (a savepoint, the commit, or the batch of a pair written alone): none of it happened.
        for (const { batch } of toWrite) if (!failed.has(batch)) failed.set(batch, { error });
      }
    }
    for (const { pair, batch } of taken) {
      const failure = failed.get(batch);
      if (failure) await pair.failBatch(failure.error, batch);
      else pair.finishBatch(batch);
    }
  }
}
