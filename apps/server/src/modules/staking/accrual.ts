// The daily dividend run. Each held position pays one day at each dividend time of its schedule;
// a run pays every day that has come due by the clock, one day per position per round, in batches
// written as one ledger unit each (SQLite yields the event loop between them, so the price feed
// keeps its beat). A day is paid when the position's guarded update moves it on (still held, day
// still due) and is recorded as a row unique per position and day, so however often and however
// late runs come (a restart after days down pays each missed day once), no day is paid twice.
import type { Insertable } from 'kysely';
import type { Posting } from '@platform/engine/ledger';
import { stakingDividendAt, stakingDividendPaid, stakingMatured } from '@platform/engine/staking';
import type { StakingDividendsTable } from '../../db/schema-staking.ts';
import { postTransfersIn, writePendingEntries, type PendingEntries, type TransferRequest } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { noticeMaturedPositions } from './notices.ts';
import { advanceDay, insertDividends, listDueIds, markMatured, type PositionRow } from './queries.ts';
import { STAKING_RECORD, type StakingDeps } from './staking-service.ts';

/** Positions per ledger unit: small enough that one SQLite transaction holds the event loop for only a few ms. */
export const ACCRUAL_BATCH = 50;
/**
 * Batches written side by side on PostgreSQL (its pool runs them at once; they touch different
 * positions, and rows are locked users first then platform, each by id, so they never deadlock).
 * SQLite writes one transaction at a time: one batch after another.
 */
export const ACCRUAL_PARALLEL_POSTGRES = 2;
/** How often the run looks for due days; dividend times are whole minutes. */
export const ACCRUAL_INTERVAL_MS = 20_000;

export type AccrualReport = { daysPaid: number; matured: number; batches: number };

type BatchResult = { paid: PositionRow[]; matured: PositionRow[] };

/** Pays the next day of each of these positions that is still due, all in one ledger unit. */
async function payBatch(deps: StakingDeps, ids: readonly number[], now: number): Promise<BatchResult> {
  return writeLedgerUnit(deps, async (trx) => {
    const paid = await advanceDay(trx, ids, now);
    if (paid.length === 0) return { paid, matured: [] };
    const matured = paid.filter((row) => row.days_paid >= row.period_days);
    await markMatured(
      trx,
      matured.map((row) => row.id),
      now,
    );
    const dividends: Insertable<StakingDividendsTable>[] = [];
    const requests: TransferRequest[] = [];
    for (const row of paid) {
      const move = { userId: row.user_id, coinId: row.currency_id, amountAtoms: row.daily_income_atoms };
      const record = { type: STAKING_RECORD, id: String(row.id) };
      dividends.push({
        position_id: row.id,
        user_id: row.user_id,
        currency_id: row.currency_id,
        day: row.days_paid,
        amount_atoms: row.daily_income_atoms,
        due_at: stakingDividendAt(row.first_dividend_at, row.days_paid),
        paid_at: now,
      });
      let postings: Posting[] = [];
      if (row.daily_income_atoms > 0n) postings = stakingDividendPaid(move);
      if (row.days_paid >= row.period_days) {
        const principal = stakingMatured({ ...move, amountAtoms: row.principal_atoms });
        // The last day's dividend and the principal arrive as one movement.
        postings = postings.length === 0 ? principal : mergeUserLines(postings, principal);
      }
      if (postings.length > 0)
        requests.push({ postings, reason: row.days_paid >= row.period_days ? 'staking_matured' : 'staking_dividend', record, now });
    }
    await insertDividends(trx, dividends);
    const pending: PendingEntries = [];
    await postTransfersIn(trx, requests, pending);
    await writePendingEntries(trx, pending);
    return { paid, matured };
  });
}

/** The dividend and the principal both credit the user's coin account: one line of their sum, the platform lines beside it. */
function mergeUserLines(dividend: Posting[], principal: Posting[]): Posting[] {
  const [yieldLine, dividendUser] = dividend as [Posting, Posting];
  const [heldLine, principalUser] = principal as [Posting, Posting];
  return [yieldLine, heldLine, { ...dividendUser, amountAtoms: dividendUser.amountAtoms + principalUser.amountAtoms }];
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Pays every day due by the clock: batches of the longest-waiting positions until none is due.
 * Answers what was paid. A failed batch stops the run (its writes rolled back); the next run retries.
 */
export async function accrueDue(deps: StakingDeps, batchSize = ACCRUAL_BATCH): Promise<AccrualReport> {
  const report: AccrualReport = { daysPaid: 0, matured: 0, batches: 0 };
  const parallel = deps.dialect === 'postgres' ? ACCRUAL_PARALLEL_POSTGRES : 1;
  for (;;) {
    const now = deps.clock();
    const ids = await listDueIds(deps.db, now, batchSize * parallel);
    if (ids.length === 0) break;
    const chunks: number[][] = [];
    for (let start = 0; start < ids.length; start += batchSize) chunks.push(ids.slice(start, start + batchSize));
    const results = await Promise.all(chunks.map((chunk) => payBatch(deps, chunk, now)));
    const paid = results.flatMap((result) => result.paid);
    report.batches += chunks.length;
    report.daysPaid += paid.length;
    const matured = results.flatMap((result) => result.matured);
    report.matured += matured.length;
    await noticeMaturedPositions(deps, matured);
    const firstOfUser = new Map<number, number>();
    for (const row of paid) if (!firstOfUser.has(row.user_id)) firstOfUser.set(row.user_id, row.id);
    for (const [userId, id] of firstOfUser) notifyWalletChange(deps.io, userId, { kind: STAKING_RECORD, id });
    // Another run paid these meanwhile: nothing moved, so stop rather than spin.
    if (paid.length === 0) break;
    await yieldToLoop();
  }
  return report;
}

/** The scheduler: one run at a time, at start (the days missed while down) and on a timer. */
export class StakingAccrual {
  private running: Promise<AccrualReport | undefined> = Promise.resolve(undefined);
  private busy = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: StakingDeps,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Runs now unless a run is under way (then answers that one). */
  run(): Promise<AccrualReport | undefined> {
    if (this.busy) return this.running;
    this.busy = true;
    this.running = accrueDue(this.deps)
      .catch((error: unknown) => {
        this.onError(error);
        return undefined;
      })
      .finally(() => (this.busy = false));
    return this.running;
  }

  start(intervalMs = ACCRUAL_INTERVAL_MS): void {
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
