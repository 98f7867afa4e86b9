// Settling seconds options from the recorded ticks. An option is settled once its market has a
// recorded tick at or after its expiry, at the price of the last tick at or before expiry, so a
// settler that runs late (a slow timer, a restart) reaches the same result as one on time. Each
// settlement is a conditional update (still open?) with its ledger movement in one transaction:
// however many settlers race, an option settles once.
import { optionResult, optionReturnAtoms, optionSettled } from '@platform/engine/option';
import { noticeSettledOption } from './notices.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { optionJson, type OptionNames } from './option-json.ts';
import { announceOption, optionNames, type OptionDeps } from './option-service.ts';
import { lastTickAtOrBefore, listDueOptions, markSettled, type ClosingTick, type OptionRow } from './queries.ts';

/** Options settled per query: bounds a run's memory and one batch of ledger writes. */
export const SETTLE_BATCH_MAX = 200;
/** Batches per run at most; what is left is the next run's (the timer comes back within a second). */
export const SETTLE_BATCHES_PER_RUN_MAX = 25;
/** The timer that settles on time even in a batch that did not name the option's market. */
export const SETTLE_INTERVAL_MS = 500;

/**
 * The tick that decides an option: the last one recorded at or before expiry. Should the feed have
 * stamped the opening tick after the expiry (a feed clock ahead of the server's), nothing at or
 * before expiry follows it and the opening tick decides: the price did not move, a tie.
 */
export async function closingTickOf(deps: Pick<OptionDeps, 'db'>, option: OptionRow): Promise<ClosingTick> {
  const tick = await lastTickAtOrBefore(deps.db, option.market_id, option.expires_at);
  if (!tick || tick.seq < option.open_tick_seq) {
    return { seq: option.open_tick_seq, time: option.opened_at, price_atoms: option.open_price_atoms };
  }
  return tick;
}

/** Settles one option at `close`; answers the settled row, or undefined if it was settled already. */
export async function settleOption(
  deps: OptionDeps,
  option: OptionRow,
  close: ClosingTick,
  names?: OptionNames,
): Promise<OptionRow | undefined> {
  const result = optionResult(option.direction, option.open_price_atoms, close.price_atoms);
  const returnAtoms = optionReturnAtoms(result, option.stake_atoms, option.payout_ppm);
  const settledAt = deps.clock();
  const settled = await writeLedgerUnit(deps, async (trx) => {
    const row = await markSettled(trx, option.id, {
      result,
      closeTickSeq: close.seq,
      closePriceAtoms: close.price_atoms,
      returnAtoms,
      settledAt,
    });
    if (!row) return undefined;
    await postTransferIn(trx, {
      postings: optionSettled({
        userId: row.user_id,
        coinId: row.currency_id,
        stakeAtoms: row.stake_atoms,
        result,
        payoutPpm: row.payout_ppm,
      }),
      reason: `option_${result}`,
      record: { type: 'option_order', id: String(row.id) },
      now: settledAt,
    });
    return row;
  });
  if (settled) {
    const json = optionJson(settled, names ?? (await optionNames(deps)), deps.clock());
    announceOption(deps.io, settled, json);
    await noticeSettledOption(deps, settled.user_id, json);
  }
  return settled;
}

/**
 * Settles every open option that is due by its market's last recorded tick time (`lastTickTimeByMarket`).
 * Answers how many this call settled. A failed settlement is reported and left open for the next run.
 */
export async function settleDueOptions(
  deps: OptionDeps,
  lastTickTimeByMarket: ReadonlyMap<number, number>,
  onError: (error: unknown) => void,
): Promise<number> {
  let settledCount = 0;
  const closes = new Map<string, Promise<ClosingTick>>();
  for (let batch = 0; batch < SETTLE_BATCHES_PER_RUN_MAX; batch += 1) {
    const due = await listDueOptions(deps.db, lastTickTimeByMarket, SETTLE_BATCH_MAX);
    if (due.length === 0) break;
    const names = await optionNames(deps);
    // Options opened in the same millisecond share their closing tick: one query for them all.
    const closeOf = (option: OptionRow) => {
      const key = `${option.market_id}|${option.expires_at}|${option.open_tick_seq}`;
      let close = closes.get(key);
      if (!close) closes.set(key, (close = closingTickOf(deps, option)));
      return close;
    };
    // Side by side: SQLite's ledger writer commits them as one group, PostgreSQL runs them on its pool.
    const outcomes = await Promise.allSettled(due.map(async (option) => settleOption(deps, option, await closeOf(option), names)));
    let failed = false;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') settledCount += outcome.value ? 1 : 0;
      else {
        failed = true;
        onError(outcome.reason);
      }
    }
    if (failed || due.length < SETTLE_BATCH_MAX) break;
  }
  return settledCount;
}

/**
 * The scheduler: settles after each recorded batch, on a timer, and once at start for what came
 * due while the server was down. Runs one at a time, so a timer run never duplicates a batch's work.
 */
export class OptionSettler {
  private running: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: OptionDeps,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Settles what is due in these markets by their last recorded tick; answers how many settled. */
  settleMarkets(marketIds: Iterable<number>): Promise<number> {
    this.queued += 1;
    const run = this.running.then(() => {
      const lastTickTimeByMarket = new Map<number, number>();
      for (const marketId of new Set(marketIds)) {
        const latest = this.deps.prices.latest(marketId);
        if (latest) lastTickTimeByMarket.set(marketId, latest.timeMs);
      }
      return settleDueOptions(this.deps, lastTickTimeByMarket, this.onError);
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
