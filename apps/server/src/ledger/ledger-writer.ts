// Group commit for money movements on SQLite. SQLite writes one transaction at a time and each
// commit (a WAL write) is a large share of a transfer's time, so the units of work that queue
// while a batch is being written are written together in ONE transaction, each inside its own
// savepoint: a unit that throws (insufficient balance) is rolled back alone and its caller gets
// the error, the others commit. Nobody hears "done" before the COMMIT succeeded; if the commit
// fails, every unit of the batch is refused, as none of them happened.
//
// PostgreSQL runs one transaction per unit: the pool already runs them side by side and the server
// groups their commits itself.
import type { ControlledTransaction } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import { inSavepoint } from '../db/savepoint.ts';
import type { DB } from '../db/schema.ts';

/**
 * One movement's writes (a record and its postings), all or nothing. It runs inside a transaction
 * shared with other units, so it must use only `trx` and must not wait on another unit or on the
 * writer (that would wait on its own batch).
 */
export type LedgerUnit<T> = (trx: Db) => Promise<T>;

export type LedgerWriterDeps = { db: Db; dialect: Dialect };

/** Units written in one transaction at most: bounds how long a batch holds the database, and what one failed commit refuses. */
export const BATCH_UNITS_MAX = 64;

type Queued = { unit: LedgerUnit<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Writer = { queue: Queued[]; writing: boolean };

const writers = new WeakMap<Db, Writer>();

/** Writes `unit` atomically and answers its result once it has committed (or its error, having changed nothing). */
export function writeLedgerUnit<T>(deps: LedgerWriterDeps, unit: LedgerUnit<T>): Promise<T> {
  if (deps.dialect === 'postgres') return deps.db.transaction().execute(unit);
  let writer = writers.get(deps.db);
  if (!writer) {
    writer = { queue: [], writing: false };
    writers.set(deps.db, writer);
  }
  const written = new Promise<T>((resolve, reject) => {
    writer.queue.push({ unit, resolve: resolve as (value: unknown) => void, reject });
  });
  if (!writer.writing) void drain(deps.db, writer);
  return written;
}

/** Writes batches until nothing is queued; units queued meanwhile go into the next batch. */
async function drain(db: Db, writer: Writer): Promise<void> {
  writer.writing = true;
  try {
    while (writer.queue.length > 0) await writeBatch(db, writer.queue);
  } finally {
    writer.writing = false;
  }
}

/** Takes up to BATCH_UNITS_MAX units off `queue` and writes them in one transaction; settles every one of them. */
async function writeBatch(db: Db, queue: Queued[]): Promise<void> {
  let trx: ControlledTransaction<DB>;
  try {
    trx = await db.startTransaction().execute();
  } catch (error) {
    for (const queued of queue.splice(0, BATCH_UNITS_MAX)) queued.reject(error);
    return;
  }
  // Taken once the transaction has begun, so units queued while it waited for the database join it.
  const batch = queue.splice(0, BATCH_UNITS_MAX);
  const outcomes: Array<() => void> = [];
  try {
    const alone = batch.length === 1 ? batch[0] : undefined;
    if (alone) {
      // Alone in its transaction, a unit needs no savepoint: if it throws, the transaction is rolled back whole.
      let value: unknown;
      try {
        value = await alone.unit(trx);
      } catch (error) {
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
        alone.reject(error);
        return;
      }
      outcomes.push(() => alone.resolve(value));
    } else {
      for (const queued of batch) outcomes.push(await writeUnit(trx, queued));
    }
    await trx.commit().execute();
  } catch (error) {
    // A savepoint command or the commit failed: the transaction is unusable or gone, so nothing of it counts.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    for (const queued of batch) queued.reject(error);
    return;
  }
  for (const settle of outcomes) settle();
}

/**
 * Runs one unit inside its savepoint and answers how to settle its caller after the commit. Throws
 * only when the savepoint itself cannot be set, released or rolled back to (the whole batch fails).
 */
async function writeUnit(trx: ControlledTransaction<DB>, queued: Queued): Promise<() => void> {
  const outcome = await inSavepoint(trx, 'ledger_unit', () => queued.unit(trx));
  return outcome.ok ? () => queued.resolve(outcome.value) : () => queued.reject(outcome.error);
}
