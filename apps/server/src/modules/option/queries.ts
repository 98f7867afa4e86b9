// All SQL of seconds options: the products, the option rows, the due ones and their closing tick.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OptionOrdersTable, OptionProductsTable, OptionResult } from '../../db/schema.ts';

export type OptionRow = Selectable<OptionOrdersTable>;
export type OptionProductRow = Selectable<OptionProductsTable>;

const PRODUCT_ACTIVE = 1;
/** There are a handful of products; this only bounds the query. */
const PRODUCTS_MAX = 50;

export async function listActiveProducts(db: Db): Promise<OptionProductRow[]> {
  return db
    .selectFrom('option_products')
    .selectAll()
    .where('status', '=', PRODUCT_ACTIVE)
    .orderBy('sort')
    .orderBy('seconds')
    .limit(PRODUCTS_MAX)
    .execute();
}

export async function insertOption(db: Db, row: Insertable<OptionOrdersTable>): Promise<OptionRow> {
  return db.insertInto('option_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findOptionOfUser(db: Db, userId: number, id: number): Promise<OptionRow | undefined> {
  return db.selectFrom('option_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export type OptionFilter = { userId: number; marketId?: number | undefined; status?: OptionRow['status'] | undefined };

function filtered(db: Db, filter: OptionFilter) {
  let query = db.selectFrom('option_orders').where('user_id', '=', filter.userId);
  if (filter.marketId !== undefined) query = query.where('market_id', '=', filter.marketId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query;
}

/** Newest first. */
export async function listOptions(db: Db, filter: OptionFilter, page: { offset: number; limit: number }): Promise<OptionRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countOptions(db: Db, filter: OptionFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Open options whose market has recorded a tick at or after their expiry, earliest expiry first. */
export async function listDueOptions(db: Db, lastTickTimeByMarket: ReadonlyMap<number, number>, limit: number): Promise<OptionRow[]> {
  if (lastTickTimeByMarket.size === 0) return [];
  return db
    .selectFrom('option_orders')
    .selectAll()
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or(
        [...lastTickTimeByMarket].map(([marketId, timeMs]) => eb.and([eb('market_id', '=', marketId), eb('expires_at', '<=', timeMs)])),
      ),
    )
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type ClosingTick = { seq: number; time: number; price_atoms: bigint };

/** The last recorded tick of a market at or before `timeMs`, never a later one. */
export async function lastTickAtOrBefore(db: Db, marketId: number, timeMs: number): Promise<ClosingTick | undefined> {
  return db
    .selectFrom('ticks')
    .select(['seq', 'time', 'price_atoms'])
    .where('market_id', '=', marketId)
    .where('time', '<=', timeMs)
    .orderBy('time', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type OptionOutcome = {
  result: OptionResult;
  closeTickSeq: number;
  closePriceAtoms: bigint;
  returnAtoms: bigint;
  settledAt: number;
};

/** Settles an open option; answers undefined when it was no longer open (another settler won). */
export async function markSettled(db: Db, id: number, outcome: OptionOutcome): Promise<OptionRow | undefined> {
  return db
    .updateTable('option_orders')
    .set({
      status: 'settled',
      result: outcome.result,
      close_tick_seq: outcome.closeTickSeq,
      close_price_atoms: outcome.closePriceAtoms,
      return_atoms: outcome.returnAtoms,
      settled_at: outcome.settledAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}
