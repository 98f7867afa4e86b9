// All SQL of IEO: projects and their prices, the token coins, the guarded counters of a subscription
// (the project's asked total and the user's, within the per-user maximum), the subscriptions, and the
// two guarded steps of the allocation (start it once, allocate each subscription once).
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { IeoOrderRow, IeoOrdersTable, IeoPriceRow, IeoProjectRow, IeoProjectsTable } from '../../db/schema-ieo.ts';

export type { IeoOrderRow, IeoPriceRow, IeoProjectRow };

/** Projects listed per call at most (the back office's list too): a handful run at a time. */
export const PROJECTS_MAX = 200;
/** Subscriptions allocated per query; the allocation loops until none is left. */
export const ALLOCATE_BATCH_MAX = 200;
/** Token coins get ids from here on, far from the site's coins (1 to 7). */
export const TOKEN_COIN_ID_MIN = 101;

export type ProjectStateFilter = 'warm_up' | 'in_progress' | 'finished' | undefined;

function listed(db: Db, nowMs: number, state: ProjectStateFilter) {
  let query = db.selectFrom('ieo_projects').where('status', '=', 'open').where('warmup_at', '<=', nowMs);
  if (state === 'warm_up') query = query.where('start_at', '>', nowMs);
  if (state === 'in_progress') query = query.where('start_at', '<=', nowMs).where('end_at', '>', nowMs);
  if (state === 'finished') query = query.where('end_at', '<=', nowMs);
  return query;
}

/** Open projects past their warm-up start, in the state asked for; the soonest to end first, finished ones newest first. */
export async function listProjects(
  db: Db,
  nowMs: number,
  state: ProjectStateFilter,
  page: { offset: number; limit: number },
): Promise<IeoProjectRow[]> {
  const query = listed(db, nowMs, state).selectAll();
  const ordered = state === 'finished' ? query.orderBy('end_at', 'desc') : query.orderBy('end_at');
  return ordered.orderBy('id').offset(page.offset).limit(page.limit).execute();
}

export async function countProjects(db: Db, nowMs: number, state: ProjectStateFilter): Promise<number> {
  const row = await listed(db, nowMs, state)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listAllProjects(db: Db): Promise<IeoProjectRow[]> {
  return db.selectFrom('ieo_projects').selectAll().orderBy('id', 'desc').limit(PROJECTS_MAX).execute();
}

export async function findProject(db: Db, id: number): Promise<IeoProjectRow | undefined> {
  return db.selectFrom('ieo_projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findProjectBySymbol(db: Db, symbol: string): Promise<IeoProjectRow | undefined> {
  return db.selectFrom('ieo_projects').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export async function pricesOf(db: Db, projectIds: readonly number[]): Promise<Map<number, IeoPriceRow[]>> {
  const byProject = new Map<number, IeoPriceRow[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .selectFrom('ieo_project_prices')
    .selectAll()
    .where('project_id', 'in', [...projectIds])
    .orderBy('project_id')
    .orderBy('currency_id', 'desc')
    .execute();
  for (const row of rows) byProject.set(row.project_id, [...(byProject.get(row.project_id) ?? []), row]);
  return byProject;
}

export async function insertProject(db: Db, row: Insertable<IeoProjectsTable>): Promise<IeoProjectRow> {
  return db.insertInto('ieo_projects').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateProject(db: Db, id: number, changes: Updateable<IeoProjectsTable>): Promise<IeoProjectRow | undefined> {
  return db.updateTable('ieo_projects').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Edits a project whose allocation has not started (the guard is in the statement, not a read before it). */
export async function updateProjectBeforeAllocation(
  db: Db,
  id: number,
  changes: Updateable<IeoProjectsTable>,
): Promise<IeoProjectRow | undefined> {
  return db
    .updateTable('ieo_projects')
    .set(changes)
    .where('id', '=', id)
    .where('allocation_started_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function replacePrices(
  db: Db,
  projectId: number,
  prices: readonly { currency_id: number; price_atoms: bigint }[],
): Promise<void> {
  await db.deleteFrom('ieo_project_prices').where('project_id', '=', projectId).execute();
  await db
    .insertInto('ieo_project_prices')
    .values(prices.map((price) => ({ project_id: projectId, ...price })))
    .execute();
}

/** The next free id of a token coin. */
export async function nextTokenCoinId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('currencies')
    .select((eb) => eb.fn.max<number>('id').as('max_id'))
    .executeTakeFirst();
  return Math.max(TOKEN_COIN_ID_MIN, Number(row?.max_id ?? 0) + 1);
}

export async function coinNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('currencies').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export type TokenCoin = { id: number; name: string; image: string; decimals: number; sort: number };

/**
 * The token's coin: a currencies row with coin rules that allow neither deposits nor withdrawals,
 * and no network, so it shows in the assets and records but never leaves or enters the platform.
 */
export async function insertTokenCoin(db: Db, coin: TokenCoin): Promise<void> {
  await db
    .insertInto('currencies')
    .values({
      id: coin.id,
      name: coin.name,
      type_label: 'ieo token',
      image: coin.image,
      decimals: coin.decimals,
      status: 1,
      sort: coin.sort,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('coin_rules')
    .values({
      currency_id: coin.id,
      deposit_min_atoms: 10n ** BigInt(8 - coin.decimals),
      withdraw_min_atoms: 10n ** BigInt(8 - coin.decimals),
      withdraw_fee_atoms: 0n,
      deposit_enabled: 0,
      withdraw_enabled: 0,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function updateTokenCoin(db: Db, coin: Omit<TokenCoin, 'sort'>): Promise<void> {
  await db
    .updateTable('currencies')
    .set({ name: coin.name, image: coin.image, decimals: coin.decimals })
    .where('id', '=', coin.id)
    .execute();
}

/**
 * Adds a subscription's tokens to a project that is open, inside its subscription window and not yet
 * allocating: one guarded update, which also serializes with the allocation's first step on the row.
 */
export async function addAsked(db: Db, id: number, amountAtoms: bigint, nowMs: number): Promise<IeoProjectRow | undefined> {
  return db
    .updateTable('ieo_projects')
    .set({ asked_atoms: sql`asked_atoms + ${amountAtoms}`, orders: sql`orders + 1` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('start_at', '<=', nowMs)
    .where('end_at', '>', nowMs)
    .where('allocation_started_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Adds to the user's asked total within the per-user maximum; false (nothing changed) beyond it. */
export async function takeUserMax(db: Db, projectId: number, userId: number, amountAtoms: bigint, maxAtoms: bigint): Promise<boolean> {
  await db
    .insertInto('ieo_user_totals')
    .values({ project_id: projectId, user_id: userId, asked_atoms: 0n })
    .onConflict((conflict) => conflict.columns(['project_id', 'user_id']).doNothing())
    .execute();
  const row = await db
    .updateTable('ieo_user_totals')
    .set({ asked_atoms: sql`asked_atoms + ${amountAtoms}` })
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .where(sql`asked_atoms + ${amountAtoms}`, '<=', maxAtoms)
    .returning('project_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function userAsked(db: Db, userId: number, projectIds: readonly number[]): Promise<Map<number, bigint>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ieo_user_totals')
    .select(['project_id', 'asked_atoms'])
    .where('user_id', '=', userId)
    .where('project_id', 'in', [...projectIds])
    .execute();
  return new Map(rows.map((row) => [row.project_id, row.asked_atoms]));
}

export async function insertOrder(db: Db, row: Insertable<IeoOrdersTable>): Promise<IeoOrderRow> {
  return db.insertInto('ieo_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export type OrderFilter = { userId: number; status?: 'subscribed' | 'allocated' | undefined; projectId?: number | undefined };

function filteredOrders(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('ieo_orders').where('user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.projectId !== undefined) query = query.where('project_id', '=', filter.projectId);
  return query;
}

/** Newest first. */
export async function listOrders(db: Db, filter: OrderFilter, page: { offset: number; limit: number }): Promise<IeoOrderRow[]> {
  return filteredOrders(db, filter).selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const row = await filteredOrders(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findProjectsByIds(db: Db, ids: readonly number[]): Promise<Map<number, IeoProjectRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ieo_projects')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** A user's subscriptions, summed per pay currency (awaiting allocation) and per token (received). */
export async function summaryRows(db: Db, userId: number) {
  return db
    .selectFrom('ieo_orders')
    .select(['status', 'pay_currency_id', 'token_currency_id', 'paid_atoms', 'allocated_atoms'])
    .where('user_id', '=', userId)
    .execute();
}

/** Projects whose distribution time has come and whose allocation has not finished. */
export async function listDueProjects(db: Db, nowMs: number, limit: number): Promise<IeoProjectRow[]> {
  return db
    .selectFrom('ieo_projects')
    .selectAll()
    .where('allocated_at', 'is', null)
    .where('distribute_at', '<=', nowMs)
    .orderBy('distribute_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The allocation's first step: records that it started and fixes the ratio, once. Undefined when it
 * had started already (another run got there first), so the ratio is never computed twice.
 */
export async function startAllocation(db: Db, id: number, ratioAtoms: bigint, askedAtoms: bigint, nowMs: number) {
  return db
    .updateTable('ieo_projects')
    .set({ ratio_atoms: ratioAtoms, allocation_started_at: nowMs, updated_at: nowMs })
    .where('id', '=', id)
    .where('allocation_started_at', 'is', null)
    .where('asked_atoms', '=', askedAtoms)
    .returningAll()
    .executeTakeFirst();
}

export async function listSubscribedOrders(db: Db, projectId: number, limit: number): Promise<IeoOrderRow[]> {
  return db
    .selectFrom('ieo_orders')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('status', '=', 'subscribed')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type OrderAllocation = { ratioAtoms: bigint; allocatedAtoms: bigint; spentAtoms: bigint; refundAtoms: bigint; nowMs: number };

/** Allocates one subscription, once: undefined when it was allocated already. */
export async function markAllocated(db: Db, id: number, allocation: OrderAllocation): Promise<IeoOrderRow | undefined> {
  return db
    .updateTable('ieo_orders')
    .set({
      status: 'allocated',
      ratio_atoms: allocation.ratioAtoms,
      allocated_atoms: allocation.allocatedAtoms,
      spent_atoms: allocation.spentAtoms,
      refund_atoms: allocation.refundAtoms,
      allocated_at: allocation.nowMs,
    })
    .where('id', '=', id)
    .where('status', '=', 'subscribed')
    .returningAll()
    .executeTakeFirst();
}

export async function addAllocated(db: Db, projectId: number, allocatedAtoms: bigint): Promise<void> {
  if (allocatedAtoms === 0n) return;
  await db
    .updateTable('ieo_projects')
    .set({ allocated_atoms: sql`allocated_atoms + ${allocatedAtoms}` })
    .where('id', '=', projectId)
    .execute();
}

/** Records that every subscription of the project has been allocated, once. */
export async function finishAllocation(db: Db, projectId: number, nowMs: number): Promise<boolean> {
  const left = await db
    .selectFrom('ieo_orders')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', '=', 'subscribed')
    .limit(1)
    .executeTakeFirst();
  if (left) return false;
  const row = await db
    .updateTable('ieo_projects')
    .set({ allocated_at: nowMs, updated_at: nowMs })
    .where('id', '=', projectId)
    .where('allocated_at', 'is', null)
    .where('allocation_started_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasOrders(db: Db, projectId: number): Promise<boolean> {
  return (await db.selectFrom('ieo_orders').select('id').where('project_id', '=', projectId).limit(1).executeTakeFirst()) !== undefined;
}
