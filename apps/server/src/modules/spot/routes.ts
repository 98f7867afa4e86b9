// The spot calls: coin/trade, coin/cancelTrade, coin/list (SPEC.md section 7), and the public book
// and tape of a market, spot/depth and spot/trades.
import type { FastifyInstance } from 'fastify';
import { coinCancelTrade, coinList, coinTrade, spotDepth, spotTrades } from '@platform/shared/contract/spot';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { cancelOrder, listUserOrders, placeOrder, type SpotDeps } from './order-service.ts';
import type { PairWriter } from './pair-writer.ts';

export function registerSpotRoutes(app: FastifyInstance, deps: SpotDeps): void {
  defineRoute(app, coinTrade, (input, ctx) => placeOrder(deps, ctx.user.id, input));
  defineRoute(app, coinCancelTrade, (input, ctx) => cancelOrder(deps, ctx.user.id, input.id));
  defineRoute(app, coinList, (input, ctx) => listUserOrders(deps, ctx.user.id, input));

  const writerOf = (symbol: string): PairWriter => {
    const market = deps.markets.resolve({ symbol });
    const writer = deps.writers.get(market.id);
    if (!writer) throw new AppError('market_not_tradable');
    return writer;
  };

  defineRoute(app, spotDepth, (input) => writerOf(input.symbol).depth());
  defineRoute(app, spotTrades, (input) => writerOf(input.symbol).recentTrades());
}
