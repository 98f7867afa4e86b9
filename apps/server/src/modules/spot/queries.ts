// All SQL of spot trading: order rows, their trades, and the reads of the order lists. The service
// and the pair's writer hold the rules and call these. The three statements every order runs
// (insert, update, its trades) are compiled once per database, as the ledger's are
// (wallet/ledger-statements.ts): building a Kysely query costs more than SQLite running it.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SpotOrdersTable, SpotStatus, SpotTradesTable } from '../../db/schema.ts';
import { Statement, databaseKeyOf, slot } from '../wallet/ledger-statements.ts';

export type SpotOrderRow = Selectable<SpotOrdersTable>;
export type NewSpotOrder = Insertable<SpotOrdersTable>;
export type NewSpotTrade = Insertable<SpotTradesTable>;
export type PageWindow = { offset: number; limit: number };

/** Open orders of one market a rebuild reads at most; far above what the book holds (ORDER_BOOK_DEFAULTS). */
export const OPEN_ORDERS_LOADED_MAX = 1_000_000;
/** Trades inserted by one precompiled statement at most; more go in several. */
const TRADES_PER_STATEMENT_MAX = 8;

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

const ORDER_STATE_COLUMNS = [
  'quantity_atoms',
  'filled_atoms',
  'filled_quote_atoms',
  'fee_atoms',
  'frozen_atoms',
  'status',
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
    updateOrder: new Statement<never>(
      db
        .updateTable('spot_orders')
        .set(slots(ORDER_STATE_COLUMNS) as never)
        .where('id', '=', slot<number>('id')),
    ),
    /** One statement per number of trades, compiled on first use. */
    insertTrades: new Map<number, Statement<{ id: number }>>(),
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

/** Writes an order's new state (the pair's writer is its only writer, so it knows the whole row). */
export async function updateOrder(db: Db, update: OrderUpdate): Promise<void> {
  await statementsOf(db).updateOrder.run(db, {
    id: update.id,
    quantity_atoms: update.quantityAtoms,
    filled_atoms: update.filledAtoms,
    filled_quote_atoms: update.filledQuoteAtoms,
    fee_atoms: update.feeAtoms,
    frozen_atoms: update.frozenAtoms,
    status: update.status,
    updated_at: update.updatedAt,
    finished_at: update.finishedAt,
  });
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
