// The ledger's hot statements, compiled once per database. Building and compiling a Kysely query
// cost more CPU than running it (~45% against ~26% of a transfer on SQLite), and a transfer runs
// the same few statements every time, so each is built once with named slots in place of its
// values and then only given fresh values. Kysely runs a CompiledQuery through the same executor
// and plugins as a built query, so AtomsPlugin still converts the result columns.
import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { Bucket } from '@platform/engine/ledger';
import type { Db } from './database.ts';

/** Stands where a value goes while a statement is compiled; replaced by the named value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** A slot typed as the column it stands for, so the query builder accepts it. */
export function slot<T>(name: string): T {
  return new Slot(name) as unknown as T;
}

export type StatementValues = Readonly<Record<string, unknown>>;

/** A compiled statement: its SQL text never changes, its values come from each call. */
export class Statement<Row> {
  readonly #sql: string;
  readonly #parameters: readonly unknown[];

  constructor(query: Compilable<Row>) {
    const compiled = query.compile();
    this.#sql = compiled.sql;
    this.#parameters = compiled.parameters;
  }

  async run(db: Db, values: StatementValues): Promise<{ rows: Row[]; numAffectedRows?: bigint }> {
    const parameters = this.#parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) return parameter;
      if (!(parameter.name in values)) throw new Error(`statement value ${parameter.name} missing`);
      return values[parameter.name];
    });
    return db.executeQuery(CompiledQuery.raw(this.#sql, parameters) as CompiledQuery<Row>);
  }
}

/** Entries written by one statement at most (256 values); more are written by several. */
export const ENTRIES_PER_STATEMENT_MAX = 32;

export const ENTRY_COLUMNS = [
  'balance_id',
  'bucket',
  'amount_atoms',
  'transfer_id',
  'reason',
  'record_type',
  'record_id',
  'created_at',
] as const;

export const ACCOUNT_TRANSFER_COLUMNS = [
  'user_id',
  'currency_id',
  'from_account_type',
  'to_account_type',
  'amount_atoms',
  'fee_atoms',
  'created_at',
] as const;

const BUCKET_COLUMN = { available: 'available_atoms', frozen: 'frozen_atoms' } as const;

function compileAll(db: Db) {
  const addToBucket = (bucket: Bucket) => {
    const column = BUCKET_COLUMN[bucket];
    const delta = slot<bigint>('deltaAtoms');
    return new Statement(
      db
        .updateTable('balances')
        .set({ [column]: sql`${sql.ref(column)} + ${delta}` })
        .where('id', '=', slot<number>('balanceId'))
        .where((eb) => eb.or([eb('is_platform', '=', 1), eb(sql`${sql.ref(column)} + ${delta}`, '>=', 0n)])),
    );
  };
  const availableDelta = slot<bigint>('availableDeltaAtoms');
  const frozenDelta = slot<bigint>('frozenDeltaAtoms');
  return {
    findBalanceId: new Statement(
      db
        .selectFrom('balances')
        .select('id')
        .where('owner', '=', slot<string>('owner'))
        .where('coin_id', '=', slot<number>('coinId'))
        .where('account_type', '=', slot<number>('accountType')),
    ),
    insertBalanceIfMissing: new Statement(
      db
        .insertInto('balances')
        .values({
          owner: slot<string>('owner'),
          is_platform: slot<number>('isPlatform'),
          coin_id: slot<number>('coinId'),
          account_type: slot<number>('accountType'),
        })
        .onConflict((oc) => oc.columns(['owner', 'coin_id', 'account_type']).doNothing())
        .returning('id'),
    ),
    addToBucket: { available: addToBucket('available'), frozen: addToBucket('frozen') },
    // Both buckets of one row in one statement (a freeze, a release), each guarded as addToBucket guards it.
    addToBuckets: new Statement(
      db
        .updateTable('balances')
        .set({
          available_atoms: sql`${sql.ref('available_atoms')} + ${availableDelta}`,
          frozen_atoms: sql`${sql.ref('frozen_atoms')} + ${frozenDelta}`,
        })
        .where('id', '=', slot<number>('balanceId'))
        .where((eb) =>
          eb.or([
            eb('is_platform', '=', 1),
            eb.and([
              eb(sql`${sql.ref('available_atoms')} + ${availableDelta}`, '>=', 0n),
              eb(sql`${sql.ref('frozen_atoms')} + ${frozenDelta}`, '>=', 0n),
            ]),
          ]),
        ),
    ),
    insertAccountTransfer: new Statement(
      db
        .insertInto('account_transfers')
        .values(Object.fromEntries(ACCOUNT_TRANSFER_COLUMNS.map((column) => [column, slot(column)])) as never)
        .returningAll(),
    ),
    // One statement per number of entries (up to ENTRIES_PER_STATEMENT_MAX); compiled on first use.
    insertEntries: new Map<number, Statement<never>>(),
  };
}

export type LedgerStatements = ReturnType<typeof compileAll>;

/**
 * What identifies the database behind `db`, shared by the root Kysely instance and every
 * transaction opened from it: its dialect adapter, created once per Kysely instance. Several
 * databases live in one process (the tests), each with its own SQL text and its own balance ids.
 */
export function databaseKeyOf(db: Db): object {
  return db.getExecutor().adapter;
}

const statementsByDatabase = new WeakMap<object, LedgerStatements>();

export function ledgerStatementsOf(db: Db): LedgerStatements {
  const key = databaseKeyOf(db);
  let statements = statementsByDatabase.get(key);
  if (!statements) {
    statements = compileAll(db);
    statementsByDatabase.set(key, statements);
  }
  return statements;
}

/** The statement inserting `count` entries (at most ENTRIES_PER_STATEMENT_MAX). */
export function insertEntriesStatement(db: Db, count: number): Statement<never> {
  if (count < 1 || count > ENTRIES_PER_STATEMENT_MAX) throw new Error(`entries statement of ${count} rows`);
  const cache = ledgerStatementsOf(db).insertEntries;
  let statement = cache.get(count);
  if (!statement) {
    const rows = Array.from({ length: count }, (_, index) =>
      Object.fromEntries(ENTRY_COLUMNS.map((column) => [column, slot(`${index}.${column}`)])),
    );
    statement = new Statement<never>(db.insertInto('ledger_entries').values(rows as never));
    cache.set(count, statement);
  }
  return statement;
}
