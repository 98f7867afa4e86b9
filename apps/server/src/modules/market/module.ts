// The market module: history on start, a feed that ticks every config.marketTickMs, the
// recorder that stores and publishes the ticks, and the market routes. Stopped on app close.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { mulberry32, seedOf } from '@platform/engine/random-walk';
import { PERIODS } from '@platform/shared/schemas/market';
import type { ModuleDeps } from '../../deps.ts';
import { CandleStore } from './candle-store.ts';
import { SimulatedFeed, type MarketFeed, type SimulatedMarket } from './feed.ts';
import { fillHistory } from './history.ts';
import { ManualFeed } from './manual-feed.ts';
import { MarketDirectory } from '../../prices/market-directory.ts';
import { MarketPrices, type RecordedTick } from '../../prices/recorded-prices.ts';
import { lastTick, latestCandle, listMarkets, oneMinuteCandlesSince, type PeriodCandle } from './queries.ts';
import { DAY_S, DayWindow, QuoteBook } from './quotes.ts';
import { registerMarketRoutes } from './routes.ts';
import { registerFairRoutes } from './fair-routes.ts';
import { simulationOf, tickPriceAtoms } from './simulation.ts';
import { TickChain, type ChainHead } from './tick-chain.ts';
import { TickRecorder } from './tick-recorder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recorded prices, and under MARKET_FEED=manual the feed a test drives. */
    market: { prices: MarketPrices; directory: MarketDirectory; manualFeed: ManualFeed | null };
  }
}

export async function registerMarketModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { db, config, clock } = deps;
  const directory = new MarketDirectory(await listMarkets(db));
  const startMs = clock();
  const nowS = Math.floor(startMs / 1000);

  const fillStartedMs = performance.now();
  // Markets fill side by side: on PostgreSQL one market's walk overlaps another's inserts.
  const fills = await Promise.all(
    directory.list().map(async (market) => {
      const sim = simulationOf(market);
      // Seeded by market and start time: reproducible for a given start, different across restarts.
      const random = mulberry32(seedOf(market.id, startMs, 1));
      const filled = await fillHistory(db, sim, { nowS, historyDays: config.historyDays, random });
      return { sim, startPriceAtoms: filled.lastPriceAtoms, candlesWritten: filled.candlesWritten };
    }),
  );
  const simulated: SimulatedMarket[] = fills.map(({ sim, startPriceAtoms }) => ({ sim, startPriceAtoms }));
  const candlesWritten = fills.reduce((sum, fill) => sum + fill.candlesWritten, 0);
  app.log.info({ markets: fills.length, candlesWritten, ms: Math.round(performance.now() - fillStartedMs) }, 'market history ready');

  const { store, quotes, chain, lastTicks } = await loadLiveState(deps, directory, simulated, startMs);
  const prices = new MarketPrices(directory, lastTicks, (name, error) =>
    app.log.error({ err: error, listener: name }, 'tick listener failed'),
  );
  const recorder = new TickRecorder({ db, io: deps.io, directory, chain, store, quotes, prices });

  const manualFeed = config.marketFeed === 'manual' ? new ManualFeed(clock) : null;
  const feed: MarketFeed =
    manualFeed ??
    new SimulatedFeed({
      markets: simulated,
      tickMs: config.marketTickMs,
      clock,
      random: mulberry32(seedOf(startMs, 2)),
      onError: (error) => app.log.error({ err: error }, 'market tick not recorded'),
    });
  feed.onTick((ticks) => recorder.record(ticks));
  app.decorate('market', { prices, directory, manualFeed });

  registerMarketRoutes(app, { db, clock, translate: deps.translate, source: feed.source, directory, quotes, store });
  registerFairRoutes(app, { db, directory });
  app.addHook('onClose', async () => {
    await feed.stop();
  });
  await feed.start();
}

/** Where the live feed continues: the open candles, the last 24 h for the quotes, the head of each tick chain. */
async function loadLiveState(deps: ModuleDeps, directory: MarketDirectory, simulated: readonly SimulatedMarket[], startMs: number) {
  const { db } = deps;
  const nowS = Math.floor(startMs / 1000);
  const latest: PeriodCandle[] = [];
  const heads = new Map<number, ChainHead>();
  const lastTicks: RecordedTick[] = [];
  const quoteStates = [];
  for (const market of directory.list()) {
    for (const period of PERIODS) {
      const candle = await latestCandle(db, market.id, period);
      if (candle) latest.push({ marketId: market.id, period, candle });
    }
    const head = await lastTick(db, market.id);
    if (head) {
      heads.set(market.id, head);
      lastTicks.push({ marketId: market.id, seq: head.seq, timeMs: head.time, priceAtoms: head.price_atoms });
    }
    const window = new DayWindow(await oneMinuteCandlesSince(db, market.id, nowS - DAY_S));
    const entry = simulated.find(({ sim }) => sim.marketId === market.id) as SimulatedMarket;
    quoteStates.push({ market, window, priceAtoms: tickPriceAtoms(entry.sim, entry.startPriceAtoms), timeMs: startMs });
  }
  return { store: new CandleStore(latest), quotes: new QuoteBook(quoteStates), chain: new TickChain(heads), lastTicks };
}
