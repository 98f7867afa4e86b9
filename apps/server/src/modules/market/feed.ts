// Where prices come from. The platform records and publishes whatever a MarketFeed produces; the
// embedded SimulatedFeed walks each market's price so the platform runs with no network, and a
// real exchange adapter can implement the same interface later (DESIGN.md market data).
import { performance } from 'node:perf_hooks';
import type { RandomSource } from '@platform/engine/random-walk';
import { stepPriceAtoms, tickPriceAtoms, volumeAtoms, type MarketSimulation } from './simulation.ts';

export type FeedTick = { marketId: number; timeMs: number; priceAtoms: bigint; volumeAtoms: bigint };
/** Gets each batch of ticks; the feed waits for it before the next batch, so batches never overlap. */
export type TickListener = (ticks: readonly FeedTick[]) => Promise<void> | void;

export interface MarketFeed {
  /** Shown to users ("simulated" prices are labelled as such). */
  readonly source: string;
  start(): Promise<void>;
  /** Stops producing and waits for the batch in flight; no timer is left behind. */
  stop(): Promise<void>;
  latest(marketId: number): FeedTick | undefined;
  /** Returns a function that removes the listener. */
  onTick(listener: TickListener): () => void;
}

export type SimulatedMarket = { sim: MarketSimulation; startPriceAtoms: bigint };

export type SimulatedFeedOptions = {
  markets: readonly SimulatedMarket[];
  tickMs: number;
  clock: () => number;
  random: RandomSource;
  /** A listener that throws is reported here; the feed keeps going. */
  onError: (error: unknown) => void;
};

/** Shortest tick interval accepted, so a misconfiguration cannot spin the event loop. */
export const TICK_MS_MIN = 20;

export class SimulatedFeed implements MarketFeed {
  readonly source = 'simulated';
  private readonly listeners = new Set<TickListener>();
  private readonly latestTicks = new Map<number, FeedTick>();
  /** The unrounded walk of each market; published prices are rounded to the tick size. */
  private readonly walkPrices = new Map<number, bigint>();
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private running = false;
  private nextDueMs = 0;

  constructor(private readonly options: SimulatedFeedOptions) {
    if (!Number.isInteger(options.tickMs) || options.tickMs < TICK_MS_MIN)
      throw new RangeError(`tick interval must be at least ${TICK_MS_MIN} ms`);
    for (const { sim, startPriceAtoms } of options.markets) this.walkPrices.set(sim.marketId, startPriceAtoms);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.nextDueMs = performance.now() + this.options.tickMs;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }

  latest(marketId: number): FeedTick | undefined {
    return this.latestTicks.get(marketId);
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ticks on a fixed grid of the monotonic clock, so slow batches do not make the feed drift. */
  private schedule(): void {
    const delayMs = Math.max(0, this.nextDueMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.nextDueMs = Math.max(this.nextDueMs + this.options.tickMs, performance.now());
      this.inFlight = this.produce().finally(() => {
        this.inFlight = undefined;
        if (this.running) this.schedule();
      });
    }, delayMs);
  }

  private async produce(): Promise<void> {
    const { markets, tickMs, clock, random } = this.options;
    const batch = markets.map(({ sim }) => this.nextTick(sim, clock(), tickMs, random));
    for (const listener of this.listeners) {
      try {
        await listener(batch);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  private nextTick(sim: MarketSimulation, nowMs: number, tickMs: number, random: RandomSource): FeedTick {
    const walkAtoms = stepPriceAtoms(sim, this.walkPrices.get(sim.marketId) as bigint, tickMs, random);
    this.walkPrices.set(sim.marketId, walkAtoms);
    // Tick times never go back, even if the wall clock does.
    const timeMs = Math.max(nowMs, this.latestTicks.get(sim.marketId)?.timeMs ?? 0);
    const tick = {
      marketId: sim.marketId,
      timeMs,
      priceAtoms: tickPriceAtoms(sim, walkAtoms),
      volumeAtoms: volumeAtoms(sim, tickMs, random),
    };
    this.latestTicks.set(sim.marketId, tick);
    return tick;
  }
}
