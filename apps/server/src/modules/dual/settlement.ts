// Settling dual orders from the recorded ticks. An order is settled once its market has a recorded
// tick at or after its settlement time, at the price of the last tick at or before that time, so a
// settler that runs late (a slow timer, a restart after downtime) reaches the same result as one on
// time. Each settlement is a conditional update (still purchased?) with its ledger movement in one
// transaction: however many settlers race, an order settles once.
import { mulAtoms } from '@platform/shared/money';
import { dualPayout, dualSettled } from '@platform/engine/dual';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { USDT_ID } from './dual-json.ts';
import { announceOrder, type DualDeps } from './dual-service.ts';
import { noticeSettledDual } from './notices.ts';
import { lastTickAtOrBefore, listDueOrders, markCompleted, type DualOrderRow, type SettlingTick } from './queries.ts';

/** Orders settled per query, and batches per run at most; what is left is the next run's. */
export const SETTLE_BATCH_MAX = 200;
export const SETTLE_BATCHES_PER_RUN_MAX = 25;
/** The timer that settles on time even when no batch of ticks names the order's market. */
export const SETTLE_INTERVAL_MS = 1000;

/** Settles one order at `tick`; answers the settled row, or undefined if it was settled already. */
export async function settleDualOrder(deps: DualDeps, order: DualOrderRow, tick: SettlingTick): Promise<DualOrderRow | undefined> {
  const payout = dualPayout(
    { type: order.type, targetAtoms: order.target_atoms, aprPpm: order.apr_ppm, termDays: order.term_days },
    order.amount_atoms,
    tick.price_atoms,
  );
  const payoutCurrencyId = payout.side === 'usdt' ? USDT_ID : order.currency_id;
  const yieldUsdtAtoms = payout.side === 'usdt' ? payout.yieldAtoms : mulAtoms(payout.yieldAtoms, tick.price_atoms);
  const settledAt = deps.clock();
  const settled = await writeLedgerUnit(deps, async (trx) => {
    const row = await markCompleted(trx, order.id, {
      tick,
      payoutCurrencyId,
      payoutAtoms: payout.amountAtoms,
      yieldAtoms: payout.yieldAtoms,
      yieldUsdtAtoms,
      settledAt,
    });
    if (!row) return undefined;
    if (payout.amountAtoms > 0n) {
      await postTransferIn(trx, {
        postings: dualSettled({ userId: row.user_id, coinId: payoutCurrencyId, amountAtoms: payout.amountAtoms }),
        reason: 'dual_settle',
        record: { type: 'dual_order', id: String(row.id) },
        now: settledAt,
      });
    }
    return row;
  });
  if (settled) {
    announceOrder(deps.io, settled);
    await noticeSettledDual(deps, settled);
  }
  return settled;
}

/** Settles every purchased order due by its market's last recorded tick time; answers how many. */
export async function settleDueOrders(
  deps: DualDeps,
  lastTickTimeByMarket: ReadonlyMap<number, number>,
  onError: (error: unknown) => void,
): Promise<number> {
  let settledCount = 0;
  const ticks = new Map<string, Promise<SettlingTick | undefined>>();
  for (let batch = 0; batch < SETTLE_BATCHES_PER_RUN_MAX; batch += 1) {
    const due = await listDueOrders(deps.db, lastTickTimeByMarket, SETTLE_BATCH_MAX);
    if (due.length === 0) break;
    // Orders of one product share their settlement time: one query for them all.
    const tickOf = (order: DualOrderRow) => {
      const key = `${order.market_id}|${order.settle_at}`;
      let tick = ticks.get(key);
      if (!tick) ticks.set(key, (tick = lastTickAtOrBefore(deps.db, order.market_id, order.settle_at)));
      return tick;
    };
    let failed = false;
    let settledNow = 0;
    const outcomes = await Promise.allSettled(
      due.map(async (order) => {
        const tick = await tickOf(order);
        // No tick at or before the settlement time (a market listed after it): nothing can decide it yet.
        if (!tick) return undefined;
        return settleDualOrder(deps, order, tick);
      }),
    );
    for (const outcome of outcomes) {
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

/**
 * The scheduler: settles after each recorded batch, on a timer, and once at start for what came due
 * while the server was down. Runs one at a time, so a timer run never duplicates a batch's work.
 */
export class DualSettler {
  private running: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: DualDeps,
    private readonly onError: (error: unknown) => void,
  ) {}

  settleMarkets(marketIds: Iterable<number>): Promise<number> {
    this.queued += 1;
    const run = this.running.then(() => {
      const lastTickTimeByMarket = new Map<number, number>();
      for (const marketId of new Set(marketIds)) {
        const latest = this.deps.prices.latest(marketId);
        if (latest) lastTickTimeByMarket.set(marketId, latest.timeMs);
      }
      return settleDueOrders(this.deps, lastTickTimeByMarket, this.onError);
    });
    this.running = run.catch(() => undefined).finally(() => (this.queued -= 1));
    return run;
  }

  settleAll(): Promise<number> {
    return this.settleMarkets(this.deps.prices.directory.list().map((market) => market.id));
  }

  start(intervalMs = SETTLE_INTERVAL_MS): void {
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
