// All SQL of dual investment: products, orders, the guarded quota, due orders and their deciding tick.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DualOrderRow, DualOrdersTable, DualProductRow, DualProductsTable, DualTypeColumn } from '../../db/schema-dual.ts';

export type { DualOrderRow, DualProductRow };

/** Products listed at most per call: a handful per coin and type; this only bounds the query. */
const PRODUCTS_MAX = 200;

export type ProductFilter = { currencyId?: number | undefined; type?: DualTypeColumn | undefined };

/** The open products not yet at their settlement time, soonest settlement first. */
export async function listOpenProducts(db: Db, filter: ProductFilter, nowMs: number): Promise<DualProductRow[]> {
  let query = db.selectFrom('dual_products').selectAll().where('status', '=', 'open').where('settle_at', '>', nowMs);
  if (filter.currencyId !== undefined) query = query.where('currency_id', '=', filter.currencyId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  return query.orderBy('settle_at').orderBy('target_atoms').orderBy('id').limit(PRODUCTS_MAX).execute();
}

/** Every product, newest first, for the back office. */
export async function listAllProducts(db: Db): Promise<DualProductRow[]> {
  return db.selectFrom('dual_products').selectAll().orderBy('id', 'desc').limit(PRODUCTS_MAX).execute();
}

export async function findProduct(db: Db, id: number): Promise<DualProductRow | undefined> {
  return db.selectFrom('dual_products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProduct(db: Db, row: Insertable<DualProductsTable>): Promise<DualProductRow> {
  return db.insertInto('dual_products').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateProduct(db: Db, id: number, changes: Updateable<DualProductsTable>): Promise<DualProductRow | undefined> {
  return db.updateTable('dual_products').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function countOrdersByProduct(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('dual_orders')
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('orders')])
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.orders)]));
}

/**
 * Takes `units` off a product that is still open, before its settlement time and within its quota:
 * one guarded update, so concurrent purchases never sell beyond the quota. Undefined: refused.
 */
export async function takeUnits(db: Db, id: number, units: number, nowMs: number): Promise<DualProductRow | undefined> {
  return db
    .updateTable('dual_products')
    .set((eb) => ({ sold_units: eb('sold_units', '+', units) }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('settle_at', '>', nowMs)
    .where((eb) => eb.or([eb('quota_units', 'is', null), eb(eb('sold_units', '+', units), '<=', eb.ref('quota_units'))]))
    .returningAll()
    .executeTakeFirst();
}

export async function insertOrder(db: Db, row: Insertable<DualOrdersTable>): Promise<DualOrderRow> {
  return db.insertInto('dual_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export type OrderFilter = { userId: number; status?: 'purchased' | 'completed' | undefined; settleBefore?: number; settleFrom?: number };

function filtered(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('dual_orders').where('user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.settleBefore !== undefined) query = query.where('settle_at', '<=', filter.settleBefore);
  if (filter.settleFrom !== undefined) query = query.where('settle_at', '>', filter.settleFrom);
  return query;
}

/** Newest first. */
export async function listOrders(db: Db, filter: OrderFilter, page: { offset: number; limit: number }): Promise<DualOrderRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A user's holdings: orders not yet settled, per invested coin. */
export async function openHoldings(db: Db, userId: number) {
  const rows = await db
    .selectFrom('dual_orders')
    .select(['invest_currency_id', 'amount_atoms'])
    .where('user_id', '=', userId)
    .where('status', '=', 'purchased')
    .execute();
  const byCoin = new Map<number, { amountAtoms: bigint; orders: number }>();
  for (const row of rows) {
    const held = byCoin.get(row.invest_currency_id) ?? { amountAtoms: 0n, orders: 0 };
    byCoin.set(row.invest_currency_id, { amountAtoms: held.amountAtoms + row.amount_atoms, orders: held.orders + 1 });
  }
  return byCoin;
}

/** A user's settled yields: coin, yield, its USDT value and when it was settled. */
export async function settledYields(db: Db, userId: number) {
  return db
    .selectFrom('dual_orders')
    .select(['payout_currency_id', 'yield_atoms', 'yield_usdt_atoms', 'settled_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .execute();
}

export async function findOrderOfUser(db: Db, userId: number, id: number): Promise<DualOrderRow | undefined> {
  return db.selectFrom('dual_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Orders still purchased whose market has recorded a tick at or after their settlement time. */
export async function listDueOrders(db: Db, lastTickTimeByMarket: ReadonlyMap<number, number>, limit: number): Promise<DualOrderRow[]> {
  if (lastTickTimeByMarket.size === 0) return [];
  return db
    .selectFrom('dual_orders')
    .selectAll()
    .where('status', '=', 'purchased')
    .where((eb) =>
      eb.or([...lastTickTimeByMarket].map(([marketId, timeMs]) => eb.and([eb('market_id', '=', marketId), eb('settle_at', '<=', timeMs)]))),
    )
    .orderBy('settle_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type SettlingTick = { seq: number; time: number; price_atoms: bigint };

/** The last recorded tick of a market at or before `timeMs`, never a later one. */
export async function lastTickAtOrBefore(db: Db, marketId: number, timeMs: number): Promise<SettlingTick | undefined> {
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

export type DualOutcome = {
  tick: SettlingTick;
  payoutCurrencyId: number;
  payoutAtoms: bigint;
  yieldAtoms: bigint;
  yieldUsdtAtoms: bigint;
  settledAt: number;
};

/** Settles a purchased order; undefined when it was no longer purchased (another settler won). */
export async function markCompleted(db: Db, id: number, outcome: DualOutcome): Promise<DualOrderRow | undefined> {
  return db
    .updateTable('dual_orders')
    .set({
      status: 'completed',
      settle_tick_seq: outcome.tick.seq,
      settle_price_atoms: outcome.tick.price_atoms,
      payout_currency_id: outcome.payoutCurrencyId,
      payout_atoms: outcome.payoutAtoms,
      yield_atoms: outcome.yieldAtoms,
      yield_usdt_atoms: outcome.yieldUsdtAtoms,
      settled_at: outcome.settledAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'purchased')
    .returningAll()
    .executeTakeFirst();
}
