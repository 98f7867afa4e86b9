// The recorded prices, for everything that decides an outcome from them (spot liquidity, the
// contract risk loop, option settlement). A tick reaches these listeners only after it is stored
// in the hash-chained ticks table, so every decision names a tick anyone can look up and verify.
import type { MarketRow } from '../db/schema.ts';
import type { MarketDirectory } from './market-directory.ts';

/** A stored tick: its market, its place in the market's chain, its time and price. */
export type RecordedTick = { marketId: number; seq: number; timeMs: number; priceAtoms: bigint };
/** Gets each stored batch in order; the feed waits for every listener before its next batch. */
export type RecordedTickListener = (ticks: readonly RecordedTick[]) => Promise<void> | void;

export class MarketPrices {
  private readonly latestTicks = new Map<number, RecordedTick>();
  private readonly listeners: { name: string; listener: RecordedTickListener }[] = [];

  constructor(
    readonly directory: MarketDirectory,
    initial: readonly RecordedTick[],
    private readonly onError: (name: string, error: unknown) => void,
  ) {
    for (const tick of initial) this.latestTicks.set(tick.marketId, tick);
  }

  /** The last stored tick of a market, or undefined before its first one. */
  latest(marketId: number): RecordedTick | undefined {
    return this.latestTicks.get(marketId);
  }

  market(marketId: number): MarketRow | undefined {
    return this.directory.byId(marketId);
  }

  /**
   * Listeners run one after the other in the order they were added, each awaited: a listener that
   * throws is reported and the others still run. Returns a function that removes the listener.
   */
  onRecorded(name: string, listener: RecordedTickListener): () => void {
    const entry = { name, listener };
    this.listeners.push(entry);
    return () => {
      const index = this.listeners.indexOf(entry);
      if (index >= 0) this.listeners.splice(index, 1);
    };
  }

  /** Called by the recorder once a batch is committed. */
  async recorded(ticks: readonly RecordedTick[]): Promise<void> {
    for (const tick of ticks) this.latestTicks.set(tick.marketId, tick);
    for (const { name, listener } of [...this.listeners]) {
      try {
        await listener(ticks);
      } catch (error) {
        this.onError(name, error);
      }
    }
  }
}
