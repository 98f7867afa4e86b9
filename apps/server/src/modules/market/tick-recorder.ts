// What happens to each batch of ticks, whichever feed made it: chained into the ticks table,
// folded into the open candles, both stored in one transaction, then published over Socket.IO.
import type { Server as IoServer } from 'socket.io';
import { fromAtoms } from '@platform/shared/money';
import { ROOM_QUOTES, SOCKET_EVENTS, roomOfMarket, type TTick } from '@platform/shared/schemas/market';
import type { Db } from '../../db/database.ts';
import { candleJson } from './candle-json.ts';
import type { CandleStore } from './candle-store.ts';
import type { FeedTick } from './feed.ts';
import type { MarketDirectory } from '../../prices/market-directory.ts';
import type { MarketPrices } from '../../prices/recorded-prices.ts';
import { insertTicks, upsertCandles, type PeriodCandle } from './queries.ts';
import type { QuoteBook } from './quotes.ts';
import type { TickChain } from './tick-chain.ts';

export type TickRecorderDeps = {
  db: Db;
  io: IoServer;
  directory: MarketDirectory;
  chain: TickChain;
  store: CandleStore;
  quotes: QuoteBook;
  prices: MarketPrices;
};

export class TickRecorder {
  constructor(private readonly deps: TickRecorderDeps) {}

  async record(ticks: readonly FeedTick[]): Promise<void> {
    const { db, chain, store, quotes } = this.deps;
    const known = ticks.filter((tick) => this.deps.directory.byId(tick.marketId));
    if (known.length === 0) return;
    const rows = chain.link(known);
    // Latest state per (market, period): a batch with several ticks of a market writes each candle once.
    const changed = new Map<string, PeriodCandle>();
    for (const tick of known) {
      for (const update of store.apply(tick.marketId, tick.timeMs, tick.priceAtoms, tick.volumeAtoms)) {
        changed.set(`${update.marketId}|${update.period}`, update);
      }
    }
    await db.transaction().execute(async (trx) => {
      await insertTicks(trx, rows);
      await upsertCandles(trx, [...changed.values()]);
    });
    chain.commit(rows);
    for (const tick of known) {
      const oneMinute = store.currentOf(tick.marketId, '1min');
      if (oneMinute) quotes.update(tick.marketId, oneMinute, tick.priceAtoms, tick.timeMs);
    }
    this.publish(
      rows.map((row) => row.seq),
      known,
      [...changed.values()],
    );
    await this.deps.prices.recorded(
      rows.map((row) => ({ marketId: row.market_id, seq: row.seq, timeMs: row.time, priceAtoms: row.price_atoms })),
    );
  }

  private publish(seqs: readonly number[], ticks: readonly FeedTick[], candles: readonly PeriodCandle[]): void {
    const { io, directory, quotes } = this.deps;
    ticks.forEach((tick, index) => {
      const symbol = directory.byId(tick.marketId)?.symbol as string;
      const message: TTick = { symbol, seq: seqs[index] as number, time: tick.timeMs, price: fromAtoms(tick.priceAtoms) };
      io.to(roomOfMarket(symbol)).emit(SOCKET_EVENTS.tick, message);
    });
    for (const { marketId, period, candle } of candles) {
      const symbol = directory.byId(marketId)?.symbol as string;
      io.to(roomOfMarket(symbol)).emit(SOCKET_EVENTS.candle, { symbol, period, candle: candleJson(candle) });
    }
    io.to(ROOM_QUOTES).emit(SOCKET_EVENTS.quotes, quotes.list());
  }
}
