// A feed driven by its caller instead of a timer: the scenario tests script a price path with it
// (a stop crossed at a known tick, an option decided by a known price). MARKET_FEED=manual.
import type { FeedTick, MarketFeed, TickListener } from './feed.ts';

export type ManualPrice = { marketId: number; priceAtoms: bigint; timeMs?: number };

export class ManualFeed implements MarketFeed {
  readonly source = 'manual';
  private readonly listeners = new Set<TickListener>();
  private readonly latestTicks = new Map<number, FeedTick>();
  /** Pushes run one after another, like the simulated feed's batches. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly clock: () => number) {}

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    await this.queue;
  }

  latest(marketId: number): FeedTick | undefined {
    return this.latestTicks.get(marketId);
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records one batch (each price becomes a tick) and resolves once every listener has handled it. */
  push(prices: readonly ManualPrice[]): Promise<void> {
    const run = this.queue.then(async () => {
      const batch: FeedTick[] = prices.map(({ marketId, priceAtoms, timeMs }) => {
        const previousMs = this.latestTicks.get(marketId)?.timeMs ?? 0;
        const tick = { marketId, priceAtoms, timeMs: Math.max(timeMs ?? this.clock(), previousMs), volumeAtoms: 0n };
        this.latestTicks.set(marketId, tick);
        return tick;
      });
      for (const listener of this.listeners) await listener(batch);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
