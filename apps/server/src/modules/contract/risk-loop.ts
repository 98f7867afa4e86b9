// The risk loop: every recorded tick is evaluated against every live position of its market, in
// the market's queue. A pending entry the tick crosses opens at the tick's price; an open position
// pays the overnight fee when the tick's time reaches it, and closes when the tick fires its
// stop-profit, stop-loss or liquidation, at that tick's price, keeping the tick's seq.
import { entryCrossed, planTick, type TickPlan } from '@platform/engine/contract';
import { AppError } from '../../http/errors.ts';
import { noticeClosedPosition } from './notices.ts';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import type { ContractDesk } from './desk.ts';
import { chargeOvernight, closeAt, fillEntry } from './position-writes.ts';
import { findPosition, type PositionRow } from './queries.ts';
import type { MarketRules } from './rules.ts';

/** Listens to the recorded ticks; answers the function that stops listening. */
export function startRiskLoop(desk: ContractDesk): () => void {
  return desk.deps.prices.onRecorded('contract-risk', (ticks) => evaluateBatch(desk, ticks));
}

/** Each market's ticks in order in its own queue, the markets side by side; resolves when all are done. */
export async function evaluateBatch(desk: ContractDesk, ticks: readonly RecordedTick[]): Promise<void> {
  const byMarket = new Map<number, RecordedTick[]>();
  for (const tick of ticks) byMarket.set(tick.marketId, [...(byMarket.get(tick.marketId) ?? []), tick]);
  await Promise.all(
    [...byMarket].map(([marketId, marketTicks]) =>
      desk.inMarket(marketId, async () => {
        for (const tick of marketTicks) await evaluateTick(desk, tick);
      }),
    ),
  );
}

/**
 * After a start: the latest tick of each market once more, for a process that stopped between
 * storing a tick and evaluating it. Evaluating a tick twice changes nothing the second time.
 */
export async function catchUp(desk: ContractDesk): Promise<void> {
  const latest = desk.deps.directory.list().flatMap((market) => desk.deps.prices.latest(market.id) ?? []);
  await evaluateBatch(desk, latest);
}

async function evaluateTick(desk: ContractDesk, tick: RecordedTick): Promise<void> {
  if (!desk.advanceMark(tick)) return;
  await desk.rules.fresh();
  const rules = desk.rules.of(tick.marketId);
  const positions = desk.live.ofMarket(tick.marketId);
  if (!rules || positions.length === 0) return;
  const work: Promise<void>[] = [];
  for (const row of positions) {
    if (row.status === 'pending') {
      if (row.entry_price_atoms !== null && entryCrossed(row.direction, row.entry_price_atoms, tick.priceAtoms)) {
        work.push(guarded(desk, row, () => desk.commit((trx) => fillEntry(trx, row, tick))));
      }
      continue;
    }
    // A position is watched from the tick after the one it opened at.
    if (row.open_tick_seq !== null && row.open_tick_seq >= tick.seq) continue;
    const plan = planOf(row, rules, tick);
    if (plan.overnight || plan.outcome) work.push(guarded(desk, row, () => apply(desk, row, plan, tick)));
  }
  await Promise.all(work);
}

function planOf(row: PositionRow, rules: MarketRules, tick: RecordedTick): TickPlan {
  if (row.open_price_atoms === null || row.overnight_due_at === null) throw new Error(`open position ${row.id} lacks its open price`);
  return planTick(
    {
      direction: row.direction,
      openPriceAtoms: row.open_price_atoms,
      quantityAtoms: row.quantity_atoms,
      marginAtoms: row.margin_atoms,
      maintenancePpm: rules.maintenancePpm,
      targetProfitPriceAtoms: row.target_profit_price_atoms,
      stopLossPriceAtoms: row.stop_loss_price_atoms,
      overnightFeePpm: rules.overnightFeePpm,
      overnightDueAtMs: row.overnight_due_at,
    },
    tick,
  );
}

/**
 * The fee due and the close it leads to commit together: decided by one tick, they are one event.
 * A close is then notified, not awaited: the market's queue does not wait on the notice.
 */
async function apply(desk: ContractDesk, row: PositionRow, plan: TickPlan, tick: RecordedTick): Promise<PositionRow> {
  const committed = await desk.commit(async (trx) => {
    let current = row;
    if (plan.overnight) current = await chargeOvernight(trx, current, plan.overnight, tick.timeMs);
    if (plan.outcome) current = await closeAt(trx, current, tick, plan.outcome, tick.timeMs);
    return current;
  });
  if (plan.outcome) noticeClosedPosition(desk.deps, desk.market(committed.market_id), committed);
  return committed;
}

/**
 * One position's failure never stops the others. A position that moved on under another writer is
 * read again; anything else is reported and the position stays in the index for the next tick.
 */
async function guarded(desk: ContractDesk, row: PositionRow, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof AppError && error.textKey === 'position_not_open') {
      const fresh = await findPosition(desk.deps.db, row.id);
      if (fresh) desk.live.put(fresh);
      else desk.live.forget(row.market_id, row.id);
      return;
    }
    desk.deps.onError(error, { positionId: row.id, marketId: row.market_id });
  }
}
