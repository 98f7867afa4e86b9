// All SQL of staking: products and their quota counters, positions, and the one row per position
// and paid day. Every guard that keeps money right is a conditional update: a quota or cap bumped
// only while it holds, a position closed only while it is held, a day paid only while it is due.
import { sql, type Insertable, type Selectable } from 'kysely';
import { DAY_MS } from '@platform/engine/staking';
import type { Db } from '../../db/database.ts';
import type { StakingDividendsTable, StakingPositionsTable, StakingProductsTable, StakingStatus } from '../../db/schema-staking.ts';

export type ProductRow = Selectable<StakingProductsTable>;
export type PositionRow = Selectable<StakingPositionsTable>;

export const PRODUCT_OPEN = 1;
export const PRODUCT_CLOSED = 0;
/** Products are a short list; this only bounds the query. */
const PRODUCTS_MAX = 200;

export async function listProducts(db: Db, onlyOpen: boolean): Promise<ProductRow[]> {
  let query = db.selectFrom('staking_products').selectAll();
  if (onlyOpen) query = query.where('status', '=', PRODUCT_OPEN);
  return query.orderBy('sort').orderBy('id').limit(PRODUCTS_MAX).execute();
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('staking_products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProduct(db: Db, row: Insertable<StakingProductsTable>): Promise<ProductRow> {
  return db.insertInto('staking_products').values(row).returningAll().executeTakeFirstOrThrow();
}

export type ProductTerms = Omit<Insertable<StakingProductsTable>, 'id' | 'sold_atoms' | 'status' | 'created_at'>;

/** Edits a product's terms for future subscriptions; refused (undefined) if the quota would fall below what is sold. */
export async function updateProduct(db: Db, id: number, terms: ProductTerms): Promise<ProductRow | undefined> {
  let query = db.updateTable('staking_products').set(terms).where('id', '=', id);
  if (terms.quota_atoms !== null && terms.quota_atoms !== undefined) query = query.where('sold_atoms', '<=', terms.quota_atoms);
  return query.returningAll().executeTakeFirst();
}

export async function setProductStatus(db: Db, id: number, status: number, now: number): Promise<ProductRow | undefined> {
  return db.updateTable('staking_products').set({ status, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Adds `amountAtoms` to the product's sold counter while it is open and within its quota; undefined when refused. */
export async function takeQuota(db: Db, productId: number, amountAtoms: bigint): Promise<{ id: number } | undefined> {
  return db
    .updateTable('staking_products')
    .set({ sold_atoms: sql`sold_atoms + ${amountAtoms}` })
    .where('id', '=', productId)
    .where('status', '=', PRODUCT_OPEN)
    .where((eb) => eb.or([eb('quota_atoms', 'is', null), eb(sql`sold_atoms + ${amountAtoms}`, '<=', eb.ref('quota_atoms'))]))
    .returning('id')
    .executeTakeFirst();
}

/** Adds to the user's subscribed total of a product, within `capAtoms` when there is one; false when refused. */
export async function takeUserCap(
  db: Db,
  productId: number,
  userId: number,
  amountAtoms: bigint,
  capAtoms: bigint | null,
): Promise<boolean> {
  await db
    .insertInto('staking_user_totals')
    .values({ product_id: productId, user_id: userId, subscribed_atoms: 0n })
    .onConflict((conflict) => conflict.columns(['product_id', 'user_id']).doNothing())
    .execute();
  let query = db
    .updateTable('staking_user_totals')
    .set({ subscribed_atoms: sql`subscribed_atoms + ${amountAtoms}` })
    .where('product_id', '=', productId)
    .where('user_id', '=', userId);
  if (capAtoms !== null) query = query.where(sql`subscribed_atoms + ${amountAtoms}`, '<=', capAtoms);
  return (await query.returning('product_id').executeTakeFirst()) !== undefined;
}

export async function userTotals(db: Db, userId: number): Promise<Map<number, bigint>> {
  const rows = await db
    .selectFrom('staking_user_totals')
    .select(['product_id', 'subscribed_atoms'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.subscribed_atoms]));
}

export async function holdingCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('staking_positions')
    .select((eb) => ['product_id', eb.fn.countAll<number>().as('total')])
    .where('status', '=', 'holding')
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.total)]));
}

export async function insertPosition(db: Db, row: Insertable<StakingPositionsTable>): Promise<PositionRow> {
  return db.insertInto('staking_positions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findPositionOfUser(db: Db, userId: number, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom('staking_positions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export type PositionFilter = { userId: number; state?: StakingStatus | undefined };

function filtered(db: Db, filter: PositionFilter) {
  let query = db.selectFrom('staking_positions').where('user_id', '=', filter.userId);
  if (filter.state !== undefined) query = query.where('status', '=', filter.state);
  return query;
}

/** Newest first. */
export async function listPositions(db: Db, filter: PositionFilter, page: { offset: number; limit: number }): Promise<PositionRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countPositions(db: Db, filter: PositionFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type EarlyClose = { returnedAtoms: bigint; penaltyAtoms: bigint; now: number };

/** Closes a held position of the user before its end; undefined if it is not theirs, not held, or at its end already. */
export async function closeEarly(db: Db, userId: number, id: number, close: EarlyClose): Promise<PositionRow | undefined> {
  return db
    .updateTable('staking_positions')
    .set({ status: 'early_redeemed', returned_atoms: close.returnedAtoms, penalty_atoms: close.penaltyAtoms, closed_at: close.now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'holding')
    .where('end_at', '>', close.now)
    .returningAll()
    .executeTakeFirst();
}

/** Held positions with a day due by `now`, the longest waiting first. */
export async function listDueIds(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('staking_positions')
    .select('id')
    .where('status', '=', 'holding')
    .where('next_dividend_at', '<=', now)
    .orderBy('next_dividend_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Moves each of these positions on by one paid day if it is still held and the day is still due:
 * the guard that makes the day paid once (a racing run finds it no longer due). Answers the rows
 * as updated; days_paid is the day being paid.
 */
export async function advanceDay(db: Db, ids: readonly number[], now: number): Promise<PositionRow[]> {
  if (ids.length === 0) return [];
  return db
    .updateTable('staking_positions')
    .set({
      days_paid: sql`days_paid + 1`,
      paid_atoms: sql`paid_atoms + daily_income_atoms`,
      next_dividend_at: sql`next_dividend_at + ${DAY_MS}`,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'holding')
    .where('next_dividend_at', '<=', now)
    .returningAll()
    .execute();
}

/** Positions whose last day was just paid: the principal comes back, the position is redeemed. */
export async function markMatured(db: Db, ids: readonly number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('staking_positions')
    .set({ status: 'redeemed', returned_atoms: sql`principal_atoms`, penalty_atoms: 0n, closed_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'holding')
    .execute();
}

/** One row per position and day: a second insert of the same day fails the whole unit (never a double payment). */
export async function insertDividends(db: Db, rows: Insertable<StakingDividendsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('staking_dividends').values(rows).execute();
}

export type CoinSums = { currency_id: number; holding_atoms: bigint; holding_count: number; total_atoms: bigint; today_atoms: bigint };

/** The user's staking per coin: principal held now (and how many positions), dividends in all and due today. */
export async function miningSums(db: Db, userId: number, dayStart: number): Promise<CoinSums[]> {
  const positions = await db
    .selectFrom('staking_positions')
    .select((eb) => [
      'currency_id',
      eb.fn.sum<bigint>(eb.case().when('status', '=', 'holding').then(eb.ref('principal_atoms')).else(0n).end()).as('holding_atoms'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'holding').then(1).else(0).end()).as('holding_count'),
      eb.fn.sum<bigint>('paid_atoms').as('total_atoms'),
    ])
    .where('user_id', '=', userId)
    .groupBy('currency_id')
    .orderBy('currency_id')
    .execute();
  const today = await db
    .selectFrom('staking_dividends')
    .select((eb) => ['currency_id', eb.fn.sum<bigint>('amount_atoms').as('today_atoms')])
    .where('user_id', '=', userId)
    .where('due_at', '>=', dayStart)
    .where('due_at', '<', dayStart + DAY_MS)
    .groupBy('currency_id')
    .execute();
  const todayByCoin = new Map(today.map((row) => [row.currency_id, BigInt(row.today_atoms ?? 0n)]));
  return positions.map((row) => ({
    currency_id: row.currency_id,
    holding_atoms: BigInt(row.holding_atoms ?? 0n),
    holding_count: Number(row.holding_count ?? 0),
    total_atoms: BigInt(row.total_atoms ?? 0n),
    today_atoms: todayByCoin.get(row.currency_id) ?? 0n,
  }));
}
