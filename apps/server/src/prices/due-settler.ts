// Settling what falls due at a time from the recorded ticks (seconds options at expiry, dual
// investments at their settlement time): the scheduler both areas share. It settles after each
// recorded batch of ticks (for the markets in it), on a timer (for a market no batch named), and
// once at start for what came due while the server was down. Runs go one at a time, so a timer run
// never duplicates a batch's work; each area's settlement itself is a conditional update, so even
// racing settlers settle a record once.
import type { MarketPrices } from './recorded-prices.ts';

/** An area's settlement: settles what is due in these markets by their last recorded tick time; answers how many. */
export type SettleDue = (lastTickTimeByMarket: ReadonlyMap<number, number>) => Promise<number>;

/** Records settled per query, and batches per run at most; what is left is the next run's (the timer comes back soon). */
export const SETTLE_BATCH_MAX = 200;
export const SETTLE_BATCHES_PER_RUN_MAX = 25;

export class DueSettler {
  private running: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly prices: MarketPrices,
    private readonly settleDue: SettleDue,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Settles what is due in these markets by their last recorded tick; answers how many settled. */
  settleMarkets(marketIds: Iterable<number>): Promise<number> {
    this.queued += 1;
    const run = this.running.then(() => {
      const lastTickTimeByMarket = new Map<number, number>();
      for (const marketId of new Set(marketIds)) {
        const latest = this.prices.latest(marketId);
        if (latest) lastTickTimeByMarket.set(marketId, latest.timeMs);
      }
      return this.settleDue(lastTickTimeByMarket);
    });
    this.running = run.catch(() => undefined).finally(() => (this.queued -= 1));
    return run;
  }

  settleAll(): Promise<number> {
    return this.settleMarkets(this.prices.directory.list().map((market) => market.id));
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      if (this.queued > 0) return;
      this.settleAll().catch(this.onError);
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

/**
 * Listens to recorded batches, then catches up on what came due while down, then starts the timer
 * (listening first: a batch recorded meanwhile is settled by one or the other). Answers how many
 * the catch-up settled and the stop to call on close.
 */
export async function startDueSettler(
  prices: MarketPrices,
  name: string,
  settleDue: SettleDue,
  options: { intervalMs: number; onError: (error: unknown) => void },
): Promise<{ caughtUp: number; stop: () => Promise<void> }> {
  const settler = new DueSettler(prices, settleDue, options.onError);
  const stopListening = prices.onRecorded(name, async (ticks) => {
    await settler.settleMarkets(ticks.map((tick) => tick.marketId));
  });
  const caughtUp = await settler.settleAll();
  settler.start(options.intervalMs);
  return {
    caughtUp,
    stop: async () => {
      stopListening();
      await settler.stop();
    },
  };
}

/**
 * Settles due records batch by batch: `listDue` answers up to `limit` of them, `settleBatch` settles
 * those side by side (SQLite's ledger writer commits them as one group, PostgreSQL runs them on its
 * pool) and answers each outcome, a settled record or undefined (settled already, or nothing can
 * decide it yet). A failure is reported and left for the next run, and so is a batch that settled
 * nothing. Answers how many settled.
 */
export async function settleDueInBatches<Row>(
  listDue: (limit: number) => Promise<Row[]>,
  settleBatch: (due: Row[]) => Promise<PromiseSettledResult<unknown>[]>,
  onError: (error: unknown) => void,
): Promise<number> {
  let settledCount = 0;
  for (let batch = 0; batch < SETTLE_BATCHES_PER_RUN_MAX; batch += 1) {
    const due = await listDue(SETTLE_BATCH_MAX);
    if (due.length === 0) break;
    let failed = false;
    let settledNow = 0;
    for (const outcome of await settleBatch(due)) {
      if (outcome.status === 'fulfilled') settledNow += outcome.value ? 1 : 0;
      else {
        failed = true;
        onError(outcome.reason);
      }
    }
    settledCount += settledNow;
    if (failed || settledNow === 0 || due.length < SETTLE_BATCH_MAX) break;
  }
  return settledCount;
}
