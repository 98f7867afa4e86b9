// Posting money through the ledger: every balance change is a balanced set of postings, written
// with its entries in one transaction, each debit guarded by the database so concurrent requests
// can never overdraw a user.
import { randomUUID } from 'node:crypto';
import { LedgerInvariantError, assertBalanced, bucketKey, isPlatformOwner, userOwner, type Posting } from '@platform/engine/ledger';
import { dialectOfDb, type Db } from '../db/database.ts';
import { writeLedgerUnit } from './ledger-writer.ts';
import { AppError } from '../http/errors.ts';
import { databaseKeyOf } from '../db/statements.ts';
import {
  addToBucket,
  addToBuckets,
  findBalanceId,
  insertBalanceIfMissing,
  insertEntries,
  listBalancesOfOwner,
  type NewLedgerEntry,
} from './queries.ts';

/** What caused the movement, so each entry links back to it (a deposit, a withdrawal, a transfer...). */
export type LedgerRecord = { type: string; id: string };

export type TransferRequest = {
  postings: readonly Posting[];
  /** The product's word for the movement ('deposit', 'withdrawal_freeze', 'account_transfer'...). */
  reason: string;
  record: LedgerRecord;
  now: number;
};

// The column widths of migration 002; a longer value is a caller bug, refused before any write.
const REASON_LENGTH_MAX = 32;
const RECORD_TYPE_LENGTH_MAX = 32;
const RECORD_ID_LENGTH_MAX = 64;

function assertRequestShape({ reason, record }: TransferRequest): void {
  if (reason.length === 0 || reason.length > REASON_LENGTH_MAX) throw new LedgerInvariantError(`reason length ${reason.length}`);
  if (record.type.length === 0 || record.type.length > RECORD_TYPE_LENGTH_MAX) throw new LedgerInvariantError('record type length');
  if (record.id.length === 0 || record.id.length > RECORD_ID_LENGTH_MAX) throw new LedgerInvariantError('record id length');
}

/** Posts one movement as its own ledger unit. Throws AppError('insufficient_balance') and changes nothing if a user bucket would go negative. */
export async function postTransfer(db: Db, request: TransferRequest): Promise<{ transferId: string }> {
  return writeLedgerUnit({ db, dialect: dialectOfDb(db) }, (trx) => postTransferIn(trx, request));
}

/**
 * Posts one movement inside the caller's transaction, for flows that write their own record in
 * the same one (a withdrawal and its freeze). The caller's transaction must roll back on throw.
 */
export async function postTransferIn(trx: Db, request: TransferRequest, pending?: PendingEntries): Promise<{ transferId: string }> {
  const [transferId] = await postMovements(trx, [request], pending);
  return { transferId: transferId as string };
}

/**
 * The entries of movements already applied to the balances, kept to be inserted together later in
 * the same transaction by writePendingEntries (one statement for a whole batch's movements). Whoever
 * passes one must write it before that transaction commits, and roll the transaction back if
 * anything fails in between: balances changed without their entries would break the ledger.
 */
export type PendingEntries = NewLedgerEntry[];

/** Inserts the pending entries and empties the list. */
export async function writePendingEntries(trx: Db, pending: PendingEntries): Promise<void> {
  await insertEntries(trx, pending.splice(0));
}

/**
 * Posts several movements inside the caller's transaction, all or nothing, for flows that settle
 * many at once (a spot batch's fills and releases). Each user row is updated, guarded, movement by
 * movement as postTransferIn does; a platform row (never guarded) is updated once, with the sum of
 * every movement's lines on it; all the entries are inserted together. A refused movement throws
 * after earlier ones were applied: the caller's transaction (or savepoint) must roll back on throw.
 */
export async function postTransfersIn(
  trx: Db,
  requests: readonly TransferRequest[],
  pending?: PendingEntries,
): Promise<{ transferIds: string[] }> {
  return { transferIds: await postMovements(trx, requests, pending) };
}

/**
 * Whether postTransferIn posts `postings` as one guarded statement with nothing written before it:
 * every line is on one balance row whose id is known. Refused, such a movement leaves nothing
 * behind, so a caller need not set a savepoint to undo it.
 */
export function postsAsOneStatement(db: Db, postings: readonly Posting[]): boolean {
  const first = postings[0];
  if (!first) return false;
  const key = accountKey(first);
  if (postings.some((posting) => accountKey(posting) !== key)) return false;
  return balanceIdsOf(db).committed.has(key);
}

/** What one row's buckets change by. */
type RowDelta = { balanceId: number; availableAtoms: bigint; frozenAtoms: bigint };

function addToRow(row: RowDelta, posting: Posting): void {
  if (posting.bucket === 'available') row.availableAtoms += posting.amountAtoms;
  else row.frozenAtoms += posting.amountAtoms;
}

/**
 * One statement per row, both buckets at once. Users' rows are guarded per movement, in id order;
 * platform rows (the guard never holds them back) after every movement, once each, in id order:
 * rows are always locked users first then platform, each group by id, so two transfers over the
 * same balances never wait on each other in a cycle (PostgreSQL deadlocks).
 */
async function applyRow(trx: Db, row: RowDelta): Promise<boolean> {
  const { balanceId, availableAtoms, frozenAtoms } = row;
  if (frozenAtoms === 0n) return availableAtoms === 0n || addToBucket(trx, balanceId, 'available', availableAtoms);
  if (availableAtoms === 0n) return addToBucket(trx, balanceId, 'frozen', frozenAtoms);
  return addToBuckets(trx, balanceId, availableAtoms, frozenAtoms);
}

/** Applies the movements; their entries go to `pending` if given, else are inserted at once. */
async function postMovements(trx: Db, requests: readonly TransferRequest[], pending?: PendingEntries): Promise<string[]> {
  for (const request of requests) {
    assertBalanced(request.postings);
    assertRequestShape(request);
  }
  const balanceIds = await ensureBalances(
    trx,
    requests.flatMap((request) => request.postings),
  );
  const platformRows = new Map<number, RowDelta>();
  const entries: NewLedgerEntry[] = [];
  const transferIds: string[] = [];
  for (const request of requests) {
    const lines = request.postings
      .map((posting) => ({ posting, balanceId: balanceIds.get(accountKey(posting)) as number }))
      .sort((a, b) => a.balanceId - b.balanceId || a.posting.bucket.localeCompare(b.posting.bucket));
    let userRow: RowDelta | undefined;
    for (const { posting, balanceId } of lines) {
      if (isPlatformOwner(posting.account.owner)) {
        let row = platformRows.get(balanceId);
        if (!row) {
          row = { balanceId, availableAtoms: 0n, frozenAtoms: 0n };
          platformRows.set(balanceId, row);
        }
        addToRow(row, posting);
        continue;
      }
      if (userRow?.balanceId !== balanceId) {
        if (userRow && !(await applyRow(trx, userRow))) throw new AppError('insufficient_balance');
        userRow = { balanceId, availableAtoms: 0n, frozenAtoms: 0n };
      }
      addToRow(userRow, posting);
    }
    if (userRow && !(await applyRow(trx, userRow))) throw new AppError('insufficient_balance');
    const transferId = timeOrderedUuid();
    transferIds.push(transferId);
    for (const { posting, balanceId } of lines) {
      entries.push({
        balance_id: balanceId,
        bucket: posting.bucket,
        amount_atoms: posting.amountAtoms,
        transfer_id: transferId,
        reason: request.reason,
        record_type: request.record.type,
        record_id: request.record.id,
        created_at: request.now,
      });
    }
  }
  for (const row of [...platformRows.values()].sort((a, b) => a.balanceId - b.balanceId)) {
    if (!(await applyRow(trx, row))) throw new LedgerInvariantError(`platform balance ${row.balanceId} not updated`);
  }
  if (pending) pending.push(...entries);
  else await insertEntries(trx, entries);
  return transferIds;
}

// Transfer ids in the layout of a UUIDv7 (RFC 9562): the time in milliseconds, then a counter
// within the millisecond, then 62 random bits. Ids that grow with time land at the end of the
// ledger_entries_transfer index instead of on a random page of it, so a batch's entries dirty (and
// its commit writes) a few index pages rather than one per transfer.
let uuidLastMs = 0;
let uuidSequence = 0;
const UUID_SEQUENCE_MAX = 0xfff;

function timeOrderedUuid(): string {
  let ms = Date.now();
  if (ms > uuidLastMs) {
    uuidLastMs = ms;
    uuidSequence = 0;
  } else {
    // The same millisecond (or the clock went back): count on; past the counter, borrow the next millisecond.
    uuidSequence += 1;
    if (uuidSequence > UUID_SEQUENCE_MAX) {
      uuidLastMs += 1;
      uuidSequence = 0;
    }
    ms = uuidLastMs;
  }
  const time = ms.toString(16).padStart(12, '0');
  // randomUUID() from its fourth group on: the variant bits and 62 random bits.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${uuidSequence.toString(16).padStart(3, '0')}${randomUUID().slice(18)}`;
}

function accountKey(posting: Posting): string {
  return bucketKey(posting.account, 'available');
}

// Balance ids, remembered per database for the life of the process: a balance row is never
// deleted and its id never changes, so once a row is known to be committed its id is final.
// A row inserted by a transaction that has not committed yet is NOT known: the transaction (or the
// group-commit batch it belongs to) may still roll back, and the id may then go to another account.

/** Accounts remembered per database at most: bounds the memory should owners keep appearing. */
export const BALANCE_IDS_CACHED_MAX = 100_000;

type BalanceIds = {
  committed: Map<string, number>;
  /** Accounts each open transaction inserted itself; until it ends, only it can see those rows. */
  insertedBy: WeakMap<Db, Set<string>>;
};

const balanceIdsByDatabase = new WeakMap<object, BalanceIds>();

function balanceIdsOf(db: Db): BalanceIds {
  const key = databaseKeyOf(db);
  let ids = balanceIdsByDatabase.get(key);
  if (!ids) {
    ids = { committed: new Map(), insertedBy: new WeakMap() };
    balanceIdsByDatabase.set(key, ids);
  }
  return ids;
}

function rememberCommitted(ids: BalanceIds, key: string, id: number): void {
  if (ids.committed.size >= BALANCE_IDS_CACHED_MAX) ids.committed.delete(ids.committed.keys().next().value as string);
  ids.committed.set(key, id);
}

/**
 * The balance id of every account the postings touch, creating the zero rows that are missing.
 *
 * A row `trx` finds but did not insert itself is committed: PostgreSQL shows a transaction no
 * other transaction's uncommitted rows, and SQLite runs one transaction at a time on the
 * connection (other connections see only committed rows). A transaction's queries all go through
 * its one `trx` object (the ledger writer's units share it; its savepoints are raw statements, not
 * Kysely's savepoint(), which would hand out another object).
 */
async function ensureBalances(trx: Db, postings: readonly Posting[]): Promise<Map<string, number>> {
  const accounts = new Map(postings.map((posting) => [accountKey(posting), posting.account]));
  const ids = new Map<string, number>();
  const known = balanceIdsOf(trx);
  // Sorted for the same reason as the updates: concurrent inserts of the same rows meet in one order.
  for (const [key, account] of [...accounts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let id = known.committed.get(key);
    if (id === undefined) id = await findOrInsertBalance(trx, known, key, account);
    ids.set(key, id);
  }
  return ids;
}

async function findOrInsertBalance(trx: Db, known: BalanceIds, key: string, account: Posting['account']): Promise<number> {
  const found = await findBalanceId(trx, account);
  const insertedHere = known.insertedBy.get(trx);
  if (found !== undefined) {
    if (!insertedHere?.has(key)) rememberCommitted(known, key, found);
    return found;
  }
  const inserted = await insertBalanceIfMissing(trx, account, isPlatformOwner(account.owner));
  if (inserted !== undefined) {
    // Outside a transaction the insert has committed already; inside one it is known only once it ends.
    if (trx.isTransaction) {
      if (insertedHere) insertedHere.add(key);
      else known.insertedBy.set(trx, new Set([key]));
    } else rememberCommitted(known, key, inserted);
    return inserted;
  }
  // A concurrent transaction inserted it first and has committed (PostgreSQL waited for it on the conflict).
  const winner = await findBalanceId(trx, account);
  if (winner === undefined) throw new LedgerInvariantError(`balance ${key} missing after insert`);
  if (!insertedHere?.has(key)) rememberCommitted(known, key, winner);
  return winner;
}

export type UserBalance = { coinId: number; accountType: number; availableAtoms: bigint; frozenAtoms: bigint };

/** A user's balances, by account type then coin; coins they never held are absent (zero). */
export async function balancesOf(db: Db, userId: number): Promise<UserBalance[]> {
  const rows = await listBalancesOfOwner(db, userOwner(userId));
  return rows.map((row) => ({
    coinId: row.coin_id,
    accountType: row.account_type,
    availableAtoms: row.available_atoms,
    frozenAtoms: row.frozen_atoms,
  }));
}
