// Dual investment for a user: the products, one product, buying (the invested amount leaves the
// coin account for the dual desk in the same transaction as the order and the quota), the user's
// orders and the summary the Financial tab shows. Settlement lives in settlement.ts.
import type { Server as IoServer } from 'socket.io';
import { fromAtoms } from '@platform/shared/money';
import { SOCKET_EVENTS, roomOfUser } from '@platform/shared/realtime';
import type {
  TDualBuyRequest,
  TDualIndexRequest,
  TDualListRequest,
  TDualListResponse,
  TDualOrder,
  TDualProduct,
  TDualSummary,
} from '@platform/shared/schemas/dual';
import { dualBought, dualInvestedAtoms } from '@platform/engine/dual';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MarketPrices } from '../../prices/recorded-prices.ts';
import { listCoins } from '../../ledger/coins.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { investCoinOf, orderJson, productJson, type DualNames } from './dual-json.ts';
import {
  countOrders,
  findProduct,
  insertOrder,
  listOpenProducts,
  listOrders,
  openHoldings,
  settledYields,
  takeUnits,
  type DualOrderRow,
} from './queries.ts';

export type DualDeps = { db: Db; dialect: Dialect; io: IoServer; clock: () => number; prices: MarketPrices };

const DAY_MS = 86_400_000;

export async function dualNames(deps: Pick<DualDeps, 'db' | 'prices'>): Promise<DualNames> {
  const coins = await listCoins(deps.db);
  return { coinNames: new Map(coins.map((coin) => [coin.id, coin.name])), prices: deps.prices };
}

export async function openProducts(deps: DualDeps, request: TDualIndexRequest): Promise<TDualProduct[]> {
  const nowMs = deps.clock();
  const [rows, names] = await Promise.all([
    listOpenProducts(deps.db, { currencyId: request.currency_id, type: request.type }, nowMs),
    dualNames(deps),
  ]);
  return rows.map((row) => productJson(row, names, nowMs));
}

/** One product, open or closed (an order's screen may link to a closed one). */
export async function productDetail(deps: DualDeps, id: number): Promise<TDualProduct> {
  const row = await findProduct(deps.db, id);
  if (!row) throw new AppError('dual_product_not_found');
  return productJson(row, await dualNames(deps), deps.clock());
}

/** Buys `num` whole units: quota, order and ledger movement in one unit, all or nothing. */
export async function buyDual(deps: DualDeps, userId: number, request: TDualBuyRequest): Promise<TDualOrder> {
  const product = await findProduct(deps.db, request.id);
  if (!product) throw new AppError('dual_product_not_found');
  const nowMs = deps.clock();
  if (product.status !== 'open' || nowMs >= product.settle_at) throw new AppError('dual_product_closed');
  const amountAtoms = dualInvestedAtoms(request.num, product.unit_atoms);
  const investCoinId = investCoinOf(product);
  const row = await writeLedgerUnit(deps, async (trx) => {
    const taken = await takeUnits(trx, product.id, request.num, nowMs);
    if (!taken) {
      const current = await findProduct(trx, product.id);
      if (current && current.status === 'open' && current.quota_units !== null && nowMs < current.settle_at) {
        throw new AppError('dual_quota_exceeded', { remaining: Math.max(0, current.quota_units - current.sold_units) });
      }
      throw new AppError('dual_product_closed');
    }
    const inserted = await insertOrder(trx, {
      user_id: userId,
      product_id: taken.id,
      currency_id: taken.currency_id,
      market_id: taken.market_id,
      type: taken.type,
      invest_currency_id: investCoinId,
      target_atoms: taken.target_atoms,
      apr_ppm: taken.apr_ppm,
      term_days: taken.term_days,
      units: request.num,
      unit_atoms: taken.unit_atoms,
      amount_atoms: amountAtoms,
      purchased_at: nowMs,
      settle_at: taken.settle_at,
      status: 'purchased',
    });
    await postTransferIn(trx, {
      postings: dualBought({ userId, coinId: investCoinId, amountAtoms }),
      reason: 'dual_buy',
      record: { type: 'dual_order', id: String(inserted.id) },
      now: nowMs,
    });
    return inserted;
  });
  announceOrder(deps.io, row);
  return orderJson(row, await dualNames(deps), deps.clock());
}

/** Tells the user's screens their coin balance moved (the wallet's balance and record events). */
export function announceOrder(io: IoServer, row: DualOrderRow): void {
  const room = io.to(roomOfUser(row.user_id));
  room.emit(SOCKET_EVENTS.balance, { kind: 'dual_order', id: row.id });
  room.emit(SOCKET_EVENTS.record, { kind: 'dual_order', id: row.id, status: row.status });
}

export async function ordersOfUser(deps: DualDeps, userId: number, request: TDualListRequest): Promise<TDualListResponse> {
  const nowMs = deps.clock();
  // purchased and settling are one stored state split by the clock.
  const filter =
    request.status === 'completed'
      ? { userId, status: 'completed' as const }
      : request.status === 'settling'
        ? { userId, status: 'purchased' as const, settleBefore: nowMs }
        : request.status === 'purchased'
          ? { userId, status: 'purchased' as const, settleFrom: nowMs }
          : { userId };
  const [rows, total, names] = await Promise.all([
    listOrders(deps.db, filter, { offset: (request.page - 1) * request.limit, limit: request.limit }),
    countOrders(deps.db, filter),
    dualNames(deps),
  ]);
  return { data: rows.map((row) => orderJson(row, names, nowMs)), total, page: request.page, limit: request.limit };
}

/** What the Financial tab shows of dual investment: holdings per coin, open orders, yield earned. */
export async function summaryOfUser(deps: DualDeps, userId: number): Promise<TDualSummary> {
  const nowMs = deps.clock();
  const dayStartMs = nowMs - (nowMs % DAY_MS);
  const [holdings, yields, names] = await Promise.all([openHoldings(deps.db, userId), settledYields(deps.db, userId), dualNames(deps)]);
  const earned = new Map<number, { total: bigint; today: bigint }>();
  let totalUsdt = 0n;
  let todayUsdt = 0n;
  for (const row of yields) {
    if (row.payout_currency_id === null || row.yield_atoms === null) continue;
    const today = (row.settled_at ?? 0) >= dayStartMs;
    const sum = earned.get(row.payout_currency_id) ?? { total: 0n, today: 0n };
    earned.set(row.payout_currency_id, { total: sum.total + row.yield_atoms, today: sum.today + (today ? row.yield_atoms : 0n) });
    totalUsdt += row.yield_usdt_atoms ?? 0n;
    if (today) todayUsdt += row.yield_usdt_atoms ?? 0n;
  }
  const coinName = (id: number) => names.coinNames.get(id) ?? '';
  return {
    holdings: [...holdings].map(([coinId, held]) => ({
      currency: coinName(coinId),
      amount: fromAtoms(held.amountAtoms),
      orders: held.orders,
    })),
    open_orders: [...holdings.values()].reduce((sum, held) => sum + held.orders, 0),
    earned: [...earned].map(([coinId, sum]) => ({ currency: coinName(coinId), total: fromAtoms(sum.total), today: fromAtoms(sum.today) })),
    total_earned_usdt: fromAtoms(totalUsdt),
    today_earned_usdt: fromAtoms(todayUsdt),
  };
}
