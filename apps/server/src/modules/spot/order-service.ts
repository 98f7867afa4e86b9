// Spot orders for a user: accept (freeze, then the pair's writer places and settles), cancel, list.
import type { PageOf } from '@platform/shared/envelope';
import type { TCoinListRequest, TCoinTradeRequest, TSpotOrder } from '@platform/shared/schemas/spot';
import { userOwner } from '@platform/engine/ledger';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MarketPrices } from '../../prices/recorded-prices.ts';
import { orderJson } from './order-json.ts';
import { checkOrder } from './order-rules.ts';
import type { PairWriter } from './pair-writer.ts';
import { countOrders, findOrder, listOrders } from './queries.ts';
import type { SpotMarket, SpotMarkets } from './spot-markets.ts';

export type SpotDeps = {
  db: Db;
  dialect: Dialect;
  clock: () => number;
  prices: MarketPrices;
  markets: SpotMarkets;
  writers: ReadonlyMap<number, PairWriter>;
};

function marketOf(deps: SpotDeps, marketId: number): SpotMarket {
  const market = deps.markets.get(marketId);
  // Market rows are never deleted, and an order is only ever placed on a spot pair.
  if (!market) throw new Error(`spot order of market ${marketId}, which is not a spot pair`);
  return market;
}

function writerOf(deps: SpotDeps, marketId: number): PairWriter {
  const writer = deps.writers.get(marketId);
  if (!writer) throw new AppError('market_not_tradable');
  return writer;
}

/**
 * coin/trade. The pair's writer writes the order row with the freeze of what it may spend (too
 * little available: 'insufficient_balance', nothing written), places it in the book and settles
 * its fills; the answer is the order once all of that has committed.
 */
export async function placeOrder(deps: SpotDeps, userId: number, input: TCoinTradeRequest): Promise<TSpotOrder> {
  const market = deps.markets.resolve(input);
  const writer = writerOf(deps, market.id);
  const order = checkOrder(market, input, deps.prices.latest(market.id));
  // Refused before anything is frozen; the writer checks again when the order's turn comes.
  if (order.kind === 'market' && writer.fillableAtoms(order.side, userOwner(userId)) === 0n) throw new AppError('no_liquidity');
  const now = deps.clock();
  const row = await writer.accept({
    user_id: userId,
    market_id: market.id,
    side: order.side,
    kind: order.kind,
    price_atoms: order.priceAtoms,
    quantity_atoms: order.quantityAtoms,
    quote_budget_atoms: order.quoteBudgetAtoms,
    reserved_atoms: order.reservedAtoms,
    frozen_atoms: order.reservedAtoms,
    status: 'in_progress',
    tick_seq: order.tick.seq,
    created_at: now,
    updated_at: now,
    finished_at: null,
  });
  return orderJson(market, row);
}

/** coin/cancelTrade: the user's own order still in progress; releases what it still holds. */
export async function cancelOrder(deps: SpotDeps, userId: number, orderId: number): Promise<TSpotOrder> {
  const row = await findOrder(deps.db, orderId);
  // Another user's order answers as a missing one.
  if (!row || row.user_id !== userId) throw new AppError('order_not_found');
  if (row.status !== 'in_progress') throw new AppError('order_not_cancellable');
  const market = marketOf(deps, row.market_id);
  const outcome = await writerOf(deps, market.id).cancel(orderId);
  // Filled (or cancelled) while the cancel waited its turn.
  if (outcome === 'not_cancellable') throw new AppError('order_not_cancellable');
  return orderJson(market, outcome);
}

/** coin/list: the user's orders in one state, newest first, optionally of one market. */
export async function listUserOrders(deps: SpotDeps, userId: number, input: TCoinListRequest): Promise<PageOf<TSpotOrder>> {
  const market = deps.markets.resolveOptional(input);
  const filter = { userId, status: input.state, marketId: market?.id };
  const [rows, total] = await Promise.all([
    listOrders(deps.db, filter, { offset: (input.page - 1) * input.limit, limit: input.limit }),
    countOrders(deps.db, filter),
  ]);
  return {
    data: rows.map((row) => orderJson(marketOf(deps, row.market_id), row)),
    total,
    page: input.page,
    limit: input.limit,
  };
}
