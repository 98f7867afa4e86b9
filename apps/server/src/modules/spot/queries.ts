// All SQL of spot trading: order rows, their trades, and the reads of the order lists. The service
// and the pair's writer hold the rules and call these. The three statements every order runs
// (insert, the updates, the trades) are compiled once per database, as the ledger's are
// (wallet/ledger-statements.ts): building a Kysely query costs more than SQLite running it.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SpotOrdersTable, SpotStatus, SpotTradesTable } from '../../db/schema.ts';
import { Statement, databaseKeyOf, slot } from '../../db/statements.ts';

export type SpotOrderRow = Selectable<SpotOrdersTable>;
export type NewSpotOrder = Insertable<SpotOrdersTable>;
export type NewSpotTrade = Insertable<SpotTradesTable>;
export type PageWindow = { offset: number; limit: number };

/** Open orders of one market a rebuild reads at most; far above what the book holds (ORDER_BOOK_DEFAULTS). */
export const OPEN_ORDERS_LOADED_MAX = 1_000_000;
/** Trades inserted by one precompiled statement at most; more go in several. */
const TRADES_PER_STATEMENT_MAX = 8;
/** Order rows updated by one precompiled statement at most; more go in several. */
const ORDER_UPDATES_PER_STATEMENT_MAX = 16;

const ORDER_COLUMNS = [
  'user_id',
  'market_id',
  'side',
  'kind',
  'price_atoms',
  'quantity_atoms',
  'quote_budget_atoms',
  'reserved_atoms',
  'frozen_atoms',
  'status',
  'tick_seq',
  'created_at',
  'updated_at',
  'finished_at',
] as const;

const TRADE_COLUMNS = [
  'market_id',
  'sequence',
  'taker_side',
  'price_atoms',
  'quantity_atoms',
  'quote_atoms',
  'maker_order_id',
  'taker_order_id',
  'maker_user_id',
  'taker_user_id',
  'maker_fee_atoms',
  'taker_fee_atoms',
  'tick_seq',
  'created_at',
] as const;

const slots = (columns: readonly string[], prefix = '') => Object.fromEntries(columns.map((column) => [column, slot(prefix + column)]));

function compileAll(db: Db) {
  return {
    insertOrder: new Statement<SpotOrderRow>(
      db
        .insertInto('spot_orders')
        .values(slots(ORDER_COLUMNS) as never)
        .returningAll(),
    ),
    /** One statement per number of trades, compiled on first use. */
    insertTrades: new Map<number, Statement<{ id: number }>>(),
    /** One statement per number of rows, compiled on first use. */
    updateOrders: new Map<number, Statement<never>>(),
  };
}

const statementsByDatabase = new WeakMap<object, ReturnType<typeof compileAll>>();

function statementsOf(db: Db) {
  const key = databaseKeyOf(db);
  let statements = statementsByDatabase.get(key);
  if (!statements) {
    statements = compileAll(db);
    statementsByDatabase.set(key, statements);
  }
  return statements;
}

function insertTradesStatement(db: Db, count: number): Statement<{ id: number }> {
  const cache = statementsOf(db).insertTrades;
  let statement = cache.get(count);
  if (!statement) {
    const rows = Array.from({ length: count }, (_, index) => slots(TRADE_COLUMNS, `${index}.`));
    statement = new Statement(
      db
        .insertInto('spot_trades')
        .values(rows as never)
        .returning('id'),
    );
    cache.set(count, statement);
  }
  return statement;
}

// The columns of an order's new state, in the order of the VALUES rows of updateOrdersStatement
// (after the id), each cast so PostgreSQL knows its type (a bare parameter in VALUES is text).
const ORDER_UPDATE_VALUES = [
  ['quantity_atoms', 'bigint'],
  ['filled_atoms', 'bigint'],
  ['filled_quote_atoms', 'bigint'],
  ['fee_atoms', 'bigint'],
  ['frozen_atoms', 'bigint'],
  ['status', null],
  ['updated_at', 'bigint'],
  ['finished_at', 'bigint'],
] as const;

/**
 * `update ... from (values ...)` writing `count` orders' new state in one statement (SQLite 3.33+
 * and PostgreSQL both name a VALUES list's columns column1, column2...).
 */
function updateOrdersStatement(db: Db, count: number): Statement<never> {
  const cache = statementsOf(db).updateOrders;
  let statement = cache.get(count);
  if (!statement) {
    const cast = (name: string, type: string | null) => (type ? sql`cast(${slot(name)} as ${sql.raw(type)})` : sql`${slot(name)}`);
    const rows = Array.from(
      { length: count },
      (_, index) =>
        sql`(${sql.join([cast(`${index}.id`, 'bigint'), ...ORDER_UPDATE_VALUES.map(([column, type]) => cast(`${index}.${column}`, type))])})`,
    );
    const assignments = ORDER_UPDATE_VALUES.map(([column], index) => sql`${sql.ref(column)} = ${sql.ref(`v.column${index + 2}`)}`);
    const query = sql<never>`update ${sql.table('spot_orders')} set ${sql.join(assignments)} from (values ${sql.join(rows)}) as v where ${sql.ref('spot_orders.id')} = ${sql.ref('v.column1')}`;
    statement = new Statement<never>({ compile: () => query.compile(db) });
    cache.set(count, statement);
  }
  return statement;
}

export async function coinIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('currencies').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function insertOrder(db: Db, row: NewSpotOrder): Promise<SpotOrderRow> {
  const { rows } = await statementsOf(db).insertOrder.run(db, row);
  const inserted = rows[0];
  if (!inserted) throw new Error('spot order insert answered no row');
  return inserted;
}

/** Removes an order row written in the open transaction whose freeze was refused (nothing else refers to it yet). */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.deleteFrom('spot_orders').where('id', '=', id).execute();
}

export type OrderUpdate = {
  id: number;
  quantityAtoms: bigint;
  filledAtoms: bigint;
  filledQuoteAtoms: bigint;
  feeAtoms: bigint;
  frozenAtoms: bigint;
  status: SpotStatus;
  updatedAt: number;
  finishedAt: number | null;
};

/** Writes orders' new state (the pair's writer is their only writer, so it knows the whole rows), up to ORDER_UPDATES_PER_STATEMENT_MAX per statement. */
export async function updateOrders(db: Db, updates: readonly OrderUpdate[]): Promise<void> {
  for (let start = 0; start < updates.length; start += ORDER_UPDATES_PER_STATEMENT_MAX) {
    const chunk = updates.slice(start, start + ORDER_UPDATES_PER_STATEMENT_MAX);
    const values: Record<string, unknown> = {};
    chunk.forEach((update, index) => {
      values[`${index}.id`] = update.id;
      values[`${index}.quantity_atoms`] = update.quantityAtoms;
      values[`${index}.filled_atoms`] = update.filledAtoms;
      values[`${index}.filled_quote_atoms`] = update.filledQuoteAtoms;
      values[`${index}.fee_atoms`] = update.feeAtoms;
      values[`${index}.frozen_atoms`] = update.frozenAtoms;
      values[`${index}.status`] = update.status;
      values[`${index}.updated_at`] = update.updatedAt;
      values[`${index}.finished_at`] = update.finishedAt;
    });
    await updateOrdersStatement(db, chunk.length).run(db, values);
  }
}

/** Inserts trades in order and answers their ids in the same order. */
export async function insertTrades(db: Db, trades: readonly NewSpotTrade[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < trades.length; start += TRADES_PER_STATEMENT_MAX) {
    const chunk = trades.slice(start, start + TRADES_PER_STATEMENT_MAX);
    const values: Record<string, unknown> = {};
    chunk.forEach((trade, index) => {
      for (const column of TRADE_COLUMNS) values[`${index}.${column}`] = trade[column] ?? null;
    });
    const { rows } = await insertTradesStatement(db, chunk.length).run(db, values);
    // RETURNING does not promise the order of the rows; the ids of one insert are consecutive, so sort them.
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

/** A market's orders still in progress, oldest first: the book's time priority. */
export async function listOpenOrders(db: Db, marketId: number): Promise<SpotOrderRow[]> {
  return db
    .selectFrom('spot_orders')
    .selectAll()
    .where('status', '=', 'in_progress')
    .where('market_id', '=', marketId)
    .orderBy('id')
    .limit(OPEN_ORDERS_LOADED_MAX)
    .execute();
}

export async function findOrder(db: Db, id: number): Promise<SpotOrderRow | undefined> {
  return db.selectFrom('spot_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export type OrderFilter = { userId: number; status: SpotStatus; marketId: number | undefined };

function ordersOf(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('spot_orders').where('user_id', '=', filter.userId).where('status', '=', filter.status);
  if (filter.marketId !== undefined) query = query.where('market_id', '=', filter.marketId);
  return query;
}

export async function listOrders(db: Db, filter: OrderFilter, window: PageWindow): Promise<SpotOrderRow[]> {
  return ordersOf(db, filter).selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute();
}

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const row = await ordersOf(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listRecentTrades(db: Db, marketId: number, limit: number) {
  return db
    .selectFrom('spot_trades')
    .select(['id', 'price_atoms', 'quantity_atoms', 'taker_side', 'created_at'])
    .where('market_id', '=', marketId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
