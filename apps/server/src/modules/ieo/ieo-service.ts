// IEO for a user: the projects by state, one project, subscribing (the project's asked total, the
// user's total within the per-user maximum, the subscription and its payment into the platform's IEO
// subscriptions account, all in one ledger unit), the user's subscriptions and the summary the
// Financial tab shows. The allocation lives in allocation.ts.
import type { Server as IoServer } from 'socket.io';
import { fromAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import type {
  TIeoOrder,
  TIeoOrderRequest,
  TIeoOrdersRequest,
  TIeoOrdersResponse,
  TIeoProject,
  TIeoProjectsRequest,
  TIeoProjectsResponse,
  TIeoSummary,
} from '@platform/shared/schemas/ieo';
import { ieoCostAtoms, ieoSubscribed } from '@platform/engine/ieo';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { listCoins } from '../../ledger/coins.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { SOCKET_EVENTS, roomOfUser } from '@platform/shared/realtime';
import { orderJson, projectJson, projectState, type CoinNames } from './ieo-json.ts';
import {
  addAsked,
  countOrders,
  countProjects,
  findProject,
  findProjectsByIds,
  insertOrder,
  listOrders,
  listProjects,
  pricesOf,
  summaryRows,
  takeUserMax,
  userAsked,
  type IeoOrderRow,
  type IeoPriceRow,
  type IeoProjectRow,
} from './queries.ts';

export type IeoDeps = { db: Db; dialect: Dialect; io: IoServer; clock: () => number };

export const IEO_RECORD = 'ieo_order';

export async function coinNames(db: Db): Promise<Map<number, string>> {
  return new Map((await listCoins(db)).map((coin) => [coin.id, coin.name]));
}

async function projectsJson(deps: IeoDeps, rows: IeoProjectRow[], userId: number | null): Promise<TIeoProject[]> {
  const ids = rows.map((row) => row.id);
  const [prices, names, asked] = await Promise.all([
    pricesOf(deps.db, ids),
    coinNames(deps.db),
    userId === null ? Promise.resolve(new Map<number, bigint>()) : userAsked(deps.db, userId, ids),
  ]);
  const nowMs = deps.clock();
  return rows.map((row) =>
    projectJson(row, prices.get(row.id) ?? [], names, userId === null ? null : { askedAtoms: asked.get(row.id) ?? 0n }, nowMs),
  );
}

export async function projects(deps: IeoDeps, userId: number | null, request: TIeoProjectsRequest): Promise<TIeoProjectsResponse> {
  const nowMs = deps.clock();
  const [rows, total] = await Promise.all([
    listProjects(deps.db, nowMs, request.state, { offset: (request.page - 1) * request.limit, limit: request.limit }),
    countProjects(deps.db, nowMs, request.state),
  ]);
  return { data: await projectsJson(deps, rows, userId), total, page: request.page, limit: request.limit };
}

/** One project, open or closed once listed (a subscription's screen may link to it); not before its warm-up. */
export async function projectDetail(deps: IeoDeps, userId: number | null, id: number): Promise<TIeoProject> {
  const row = await findProject(deps.db, id);
  if (!row || (row.warmup_at > deps.clock() && row.orders === 0)) throw new AppError('ieo_project_not_found');
  return (await projectsJson(deps, [row], userId))[0] as TIeoProject;
}

/** The pay currency asked for, by coin id or ticker, among the project's prices; else 'unknown pay currency'. */
function priceOf(prices: readonly IeoPriceRow[], names: CoinNames, payCurrency: number | string): IeoPriceRow {
  const found = prices.find((price) =>
    typeof payCurrency === 'number' ? price.currency_id === payCurrency : names.get(price.currency_id) === payCurrency,
  );
  if (!found) throw new AppError('ieo_pay_currency_unknown');
  return found;
}

/** The window, as the user sees it: warm-up and finished projects refuse with their own words. */
function windowRefusal(project: IeoProjectRow, nowMs: number): AppError | undefined {
  if (project.status !== 'open') return new AppError('ieo_project_closed');
  const state = projectState(project, nowMs);
  if (state === 'warm_up') return new AppError('ieo_not_started');
  if (state === 'finished' || project.allocation_started_at !== null) return new AppError('ieo_ended');
  return undefined;
}

/** Refuses what the project's rules do not allow, naming the rule; the same rules hold again in the transaction. */
function checkOrder(project: IeoProjectRow, amountAtoms: bigint, nowMs: number): void {
  const refusal = windowRefusal(project, nowMs);
  if (refusal) throw refusal;
  if (roundAtoms(amountAtoms, project.token_decimals) !== amountAtoms) {
    throw new AppError('ieo_amount_too_precise', { symbol: project.symbol, decimals: project.token_decimals });
  }
  if (amountAtoms < project.user_min_atoms) {
    throw new AppError('ieo_below_minimum', { minimum: fromAtoms(project.user_min_atoms), symbol: project.symbol });
  }
  if (amountAtoms > project.user_max_atoms) {
    throw new AppError('ieo_user_max_exceeded', { remaining: fromAtoms(project.user_max_atoms), symbol: project.symbol });
  }
}

async function userMaxRefusal(db: Db, project: IeoProjectRow, userId: number): Promise<AppError> {
  const asked = (await userAsked(db, userId, [project.id])).get(project.id) ?? 0n;
  const left = project.user_max_atoms - asked;
  return new AppError('ieo_user_max_exceeded', { remaining: fromAtoms(left > 0n ? left : 0n), symbol: project.symbol });
}

/** project/order: asks for `amount` tokens at the project's price, freezing amount x price (rounded up) of the pay currency. */
export async function subscribe(deps: IeoDeps, userId: number, request: TIeoOrderRequest): Promise<TIeoOrder> {
  const project = await findProject(deps.db, request.project_id);
  const nowMs = deps.clock();
  if (!project || project.warmup_at > nowMs) throw new AppError('ieo_project_not_found');
  const names = await coinNames(deps.db);
  const price = priceOf((await pricesOf(deps.db, [project.id])).get(project.id) ?? [], names, request.pay_currency);
  if (toAtoms(request.price) !== price.price_atoms) throw new AppError('ieo_price_mismatch');
  const amountAtoms = toAtoms(request.amount);
  checkOrder(project, amountAtoms, nowMs);
  const paidAtoms = ieoCostAtoms(amountAtoms, price.price_atoms);

  const row = await writeLedgerUnit(deps, async (trx) => {
    const taken = await addAsked(trx, project.id, amountAtoms, nowMs);
    if (!taken) {
      const current = await findProject(trx, project.id);
      throw (current && windowRefusal(current, nowMs)) ?? new AppError('ieo_ended');
    }
    if (!(await takeUserMax(trx, project.id, userId, amountAtoms, project.user_max_atoms))) {
      throw await userMaxRefusal(trx, project, userId);
    }
    const inserted = await insertOrder(trx, {
      user_id: userId,
      project_id: project.id,
      token_currency_id: project.currency_id,
      pay_currency_id: price.currency_id,
      price_atoms: price.price_atoms,
      amount_atoms: amountAtoms,
      paid_atoms: paidAtoms,
      status: 'subscribed',
      created_at: nowMs,
    });
    await postTransferIn(trx, {
      postings: ieoSubscribed({ userId, payCoinId: price.currency_id, paidAtoms }),
      reason: 'ieo_subscribe',
      record: { type: IEO_RECORD, id: String(inserted.id) },
      now: nowMs,
    });
    return inserted;
  });
  announceOrder(deps.io, row);
  return orderJson(row, project, names, deps.clock());
}

/** Tells the user's screens their balances moved and a subscription changed (the wallet's events). */
export function announceOrder(io: IoServer, row: IeoOrderRow): void {
  const room = io.to(roomOfUser(row.user_id));
  room.emit(SOCKET_EVENTS.balance, { kind: IEO_RECORD, id: row.id });
  room.emit(SOCKET_EVENTS.record, { kind: IEO_RECORD, id: row.id, status: row.status });
}

export async function ordersOfUser(deps: IeoDeps, userId: number, request: TIeoOrdersRequest): Promise<TIeoOrdersResponse> {
  const filter = { userId, status: request.status, projectId: request.project_id };
  const [rows, total, names] = await Promise.all([
    listOrders(deps.db, filter, { offset: (request.page - 1) * request.limit, limit: request.limit }),
    countOrders(deps.db, filter),
    coinNames(deps.db),
  ]);
  const projectsById = await findProjectsByIds(
    deps.db,
    rows.map((row) => row.project_id),
  );
  const nowMs = deps.clock();
  return {
    data: rows.map((row) => orderJson(row, projectsById.get(row.project_id), names, nowMs)),
    total,
    page: request.page,
    limit: request.limit,
  };
}

/** user/project/summary: subscriptions awaiting allocation with their frozen payments, and tokens received. */
export async function summaryOfUser(deps: IeoDeps, userId: number): Promise<TIeoSummary> {
  const [rows, names] = await Promise.all([summaryRows(deps.db, userId), coinNames(deps.db)]);
  const pending = new Map<number, bigint>();
  const received = new Map<number, bigint>();
  let pendingOrders = 0;
  for (const row of rows) {
    if (row.status === 'subscribed') {
      pendingOrders += 1;
      pending.set(row.pay_currency_id, (pending.get(row.pay_currency_id) ?? 0n) + row.paid_atoms);
    } else if (row.allocated_atoms !== null && row.allocated_atoms > 0n) {
      received.set(row.token_currency_id, (received.get(row.token_currency_id) ?? 0n) + row.allocated_atoms);
    }
  }
  const list = (sums: Map<number, bigint>) =>
    [...sums].map(([coinId, atoms]) => ({ currency: names.get(coinId) ?? '', amount: fromAtoms(atoms) }));
  return { pending_orders: pendingOrders, pending: list(pending), received: list(received) };
}
