// The IEO allocation, run once per project at its distribution time. Step one fixes the ratio with a
// guarded update (allocation_started_at, ratio_atoms: set once, never recomputed); step two allocates
// each subscription with a guarded update of its own (still subscribed?) and its ledger movement in
// one unit: its tokens from the issuer, the spent part of its payment to the proceeds, the rest back
// to the user. A restart, a late timer or a second trigger at the same moment finds the ratio fixed
// and only the subscriptions still waiting, so nobody is allocated or refunded twice. Step three
// records that the project's allocation ran to the end (allocated_at).
import { ieoAllocate, ieoAllocated, ieoRatio, ieoRatioScaled, type IeoRatio } from '@platform/engine/ieo';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { IEO_RECORD, announceOrder, type IeoDeps } from './ieo-service.ts';
import { noticeAllocated } from './notices.ts';
import {
  ALLOCATE_BATCH_MAX,
  addAllocated,
  findProject,
  finishAllocation,
  listDueProjects,
  listSubscribedOrders,
  markAllocated,
  startAllocation,
  type IeoOrderRow,
  type IeoProjectRow,
} from './queries.ts';

/** Projects allocated per run at most; the next run takes the rest. */
export const DUE_PROJECTS_PER_RUN_MAX = 20;
/** Batches of subscriptions per project per run at most. */
export const ALLOCATE_BATCHES_PER_RUN_MAX = 50;
/** The timer that allocates on time (the distribution time is a clock time, not a market event). */
export const ALLOCATE_INTERVAL_MS = 1000;

export type AllocationReport = { projects: number; orders: number };

/** The ratio of a project whose allocation has started: from the asked total it was fixed with. */
function ratioOf(project: IeoProjectRow): IeoRatio {
  return ieoRatio(project.asked_atoms, project.hard_cap_atoms);
}

/** Step one: fixes the ratio once; answers the project as it now stands (started by this run or an earlier one). */
async function started(deps: IeoDeps, project: IeoProjectRow): Promise<IeoProjectRow | undefined> {
  if (project.allocation_started_at !== null) return project;
  const row = await startAllocation(deps.db, project.id, ieoRatioScaled(ratioOf(project)), project.asked_atoms, deps.clock());
  // Another run started it first (or a subscription changed the total in between): read what it fixed.
  return row ?? (await findProject(deps.db, project.id));
}

/** Step two for one subscription: allocated once, with its ledger movement, or undefined if it was already. */
export async function allocateOrder(deps: IeoDeps, project: IeoProjectRow, order: IeoOrderRow): Promise<IeoOrderRow | undefined> {
  const allocation = ieoAllocate(
    { askedAtoms: order.amount_atoms, paidAtoms: order.paid_atoms, priceAtoms: order.price_atoms },
    ratioOf(project),
    project.token_decimals,
  );
  const nowMs = deps.clock();
  const row = await writeLedgerUnit(deps, async (trx) => {
    const marked = await markAllocated(trx, order.id, { ...allocation, ratioAtoms: project.ratio_atoms ?? 0n, nowMs });
    if (!marked) return undefined;
    await addAllocated(trx, project.id, allocation.allocatedAtoms);
    await postTransferIn(trx, {
      postings: ieoAllocated(
        { userId: marked.user_id, payCoinId: marked.pay_currency_id, paidAtoms: marked.paid_atoms },
        marked.token_currency_id,
        allocation,
      ),
      reason: 'ieo_allocate',
      record: { type: IEO_RECORD, id: String(marked.id) },
      now: nowMs,
    });
    return marked;
  });
  if (row) {
    announceOrder(deps.io, row);
    await noticeAllocated(deps, row);
  }
  return row;
}

/** Allocates one project whose distribution time has come; answers how many subscriptions this run allocated. */
export async function allocateProject(deps: IeoDeps, due: IeoProjectRow): Promise<number> {
  if (due.distribute_at > deps.clock() || due.allocated_at !== null) return 0;
  const project = await started(deps, due);
  if (!project || project.allocation_started_at === null) return 0;
  let allocatedCount = 0;
  for (let batch = 0; batch < ALLOCATE_BATCHES_PER_RUN_MAX; batch += 1) {
    const orders = await listSubscribedOrders(deps.db, project.id, ALLOCATE_BATCH_MAX);
    // One unit each; on SQLite the ledger writer commits the batch's units together.
    const allocated = await Promise.all(orders.map((order) => allocateOrder(deps, project, order)));
    allocatedCount += allocated.filter(Boolean).length;
    if (orders.length < ALLOCATE_BATCH_MAX) break;
  }
  await finishAllocation(deps.db, project.id, deps.clock());
  return allocatedCount;
}

/** Every project due by the clock; answers what this run did. */
export async function allocateDueProjects(deps: IeoDeps, onError: (error: unknown) => void): Promise<AllocationReport> {
  const report: AllocationReport = { projects: 0, orders: 0 };
  for (const project of await listDueProjects(deps.db, deps.clock(), DUE_PROJECTS_PER_RUN_MAX)) {
    try {
      report.orders += await allocateProject(deps, project);
      report.projects += 1;
    } catch (error) {
      onError(error);
    }
  }
  return report;
}

/** The scheduler: a run at start for what came due while the server was down, then on a timer, one run at a time. */
export class IeoAllocator {
  private running: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: IeoDeps,
    private readonly onError: (error: unknown) => void,
  ) {}

  run(): Promise<AllocationReport> {
    this.queued += 1;
    const run = this.running.then(() => allocateDueProjects(this.deps, this.onError));
    this.running = run.catch(() => undefined).finally(() => (this.queued -= 1));
    return run;
  }

  start(intervalMs = ALLOCATE_INTERVAL_MS): void {
    this.timer = setInterval(() => {
      if (this.queued > 0) return;
      this.run().catch(this.onError);
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
