// The spot calls: coin/trade, coin/cancelTrade, coin/list (SPEC.md section 7), and the public book
// and tape of a market, spot/depth and spot/trades.
import type { FastifyInstance } from 'fastify';
import {
  ZCoinCancelRequest,
  ZCoinListRequest,
  ZCoinTradeRequest,
  ZSpotMarketRequest,
  type TSpotDepth,
  type TSpotTrade,
} from '@platform/shared/schemas/spot';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { cancelOrder, listUserOrders, placeOrder, type SpotDeps } from './order-service.ts';
import type { PairWriter } from './pair-writer.ts';

export function registerSpotRoutes(app: FastifyInstance, deps: SpotDeps): void {
  defineRoute(app, {
    method: 'POST',
    path: 'coin/trade',
    input: ZCoinTradeRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => placeOrder(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'coin/cancelTrade',
    input: ZCoinCancelRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => cancelOrder(deps, ctx.user.id, input.id),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'coin/list',
    input: ZCoinListRequest,
    auth: true,
    handler: (input, ctx) => listUserOrders(deps, ctx.user.id, input),
  });

  const writerOf = (symbol: string): PairWriter => {
    const market = deps.markets.resolve({ symbol });
    const writer = deps.writers.get(market.id);
    if (!writer) throw new AppError('market_not_tradable');
    return writer;
  };

  defineRoute(app, {
    method: 'GET',
    path: 'spot/depth',
    input: ZSpotMarketRequest,
    auth: false,
    handler: (input): TSpotDepth => writerOf(input.symbol).depth(),
  });

  defineRoute(app, {
    method: 'GET',
    path: 'spot/trades',
    input: ZSpotMarketRequest,
    auth: false,
    handler: (input): TSpotTrade[] => writerOf(input.symbol).recentTrades(),
  });
}
