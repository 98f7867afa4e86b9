// Spot trading (issue 4): one order book per pair with a single writer, orders and trades stored,
// funds frozen while an order rests and settled through the ledger on each fill, the platform's
// liquidity quotes around the feed price; coin/trade, coin/list, coin/cancelTrade.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';

export async function registerSpotModule(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
