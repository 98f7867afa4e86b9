// Spot trading (issue 4): one order book per pair with a single writer, orders and trades stored,
// funds frozen while an order rests and settled through the ledger on each fill, the platform's
// liquidity quotes around the feed price; coin/trade, coin/list, coin/cancelTrade.
import type { FastifyInstance } from 'fastify';
import { fromAtoms } from '@platform/shared/money';
import { SPOT_RECENT_TRADES } from '@platform/shared/trading-rules';
import type { ModuleDeps } from '../../deps.ts';
import { flushSpotNotices, noticeCompletedSpotOrders } from './notices.ts';
import { PairWriter } from './pair-writer.ts';
import { coinIdsByName, listRecentTrades } from './queries.ts';
import { registerSpotRoutes } from './routes.ts';
import { SpotMarkets } from './spot-markets.ts';
import { SimulatedTape } from './simulated-tape.ts';
import { SpotRealtime } from './spot-realtime.ts';
import { SpotWriter } from './spot-writer.ts';

export async function registerSpotModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, dialect, clock } = deps;
  const { prices, directory } = app.market;
  const markets = new SpotMarkets(directory, await coinIdsByName(db));
  const realtime = new SpotRealtime(deps.io, deps.config.redisUrl !== null);
  const spotWriter = new SpotWriter({ db, dialect, clock, log: app.log });
  const writers = new Map<number, PairWriter>();
  for (const market of markets.all()) {
    const writer: PairWriter = new PairWriter(market, {
      prices,
      wake: () => spotWriter.wake(),
      onCommitted: (committed) => {
        realtime.committed(market, committed, () => writer.depth());
        noticeCompletedSpotOrders(deps, market, committed.orders);
      },
    });
    const trades = await listRecentTrades(db, market.id, SPOT_RECENT_TRADES);
    await spotWriter.start(
      writer,
      trades.map((trade) => ({
        id: trade.id,
        symbol: market.symbol,
        price: fromAtoms(trade.price_atoms),
        amount: fromAtoms(trade.quantity_atoms),
        side: trade.taker_side,
        time: trade.created_at,
        simulated: false,
      })),
    );
    writers.set(market.id, writer);
    // The provider quotes from the last recorded tick at once rather than waiting for the next one.
    const tick = prices.latest(market.id);
    if (tick && market.tradable) await writer.requote(tick);
  }

  const stopQuoting = prices.onRecorded('spot-liquidity', async (ticks) => {
    await Promise.all(
      ticks.map((tick) => {
        const writer = writers.get(tick.marketId);
        return writer?.market.tradable ? writer.requote(tick) : undefined;
      }),
    );
  });
  // The public tape between simulated participants, drawn from each recorded tick.
  const tape = new SimulatedTape(markets.all().flatMap((market) => prices.latest(market.id) ?? []));
  const stopPrinting = prices.onRecorded('spot-simulated-tape', (ticks) => {
    for (const tick of ticks) {
      const writer = writers.get(tick.marketId);
      if (!writer?.market.tradable) continue;
      const prints = tape.printsOf(writer.market, tick);
      writer.remember(prints.slice().reverse());
      realtime.printed(writer.market, prints);
    }
  });

  registerSpotRoutes(app, { db, dialect, clock, prices, markets, writers });
  app.addHook('onClose', async () => {
    stopQuoting();
    stopPrinting();
    for (const writer of writers.values()) writer.close();
    await spotWriter.idle();
    await flushSpotNotices(deps);
    realtime.close();
  });
}
