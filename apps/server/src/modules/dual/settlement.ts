// Settling dual orders from the recorded ticks. An order is settled once its market has a recorded
// tick at or after its settlement time, at the price of the last tick at or before that time, so a
// settler that runs late (a slow timer, a restart after downtime) reaches the same result as one on
// time. Each settlement is a conditional update (still purchased?) with its ledger movement in one
// transaction: however many settlers race, an order settles once.
import { mulAtoms } from '@platform/shared/money';
import { dualPayout, dualSettled } from '@platform/engine/dual';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { settleDueInBatches } from '../../prices/due-settler.ts';
import { USDT_ID } from './dual-json.ts';
import { announceOrder, type DualDeps } from './dual-service.ts';
import { noticeSettledDual } from './notices.ts';
import { lastTickAtOrBefore, listDueOrders, markCompleted, type DualOrderRow, type SettlingTick } from './queries.ts';

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
  const ticks = new Map<string, Promise<SettlingTick | undefined>>();
  // Orders of one product share their settlement time: one query for them all.
  const tickOf = (order: DualOrderRow) => {
    const key = `${order.market_id}|${order.settle_at}`;
    let tick = ticks.get(key);
    if (!tick) ticks.set(key, (tick = lastTickAtOrBefore(deps.db, order.market_id, order.settle_at)));
    return tick;
  };
  return settleDueInBatches(
    (limit) => listDueOrders(deps.db, lastTickTimeByMarket, limit),
    (due) =>
      Promise.allSettled(
        due.map(async (order) => {
          const tick = await tickOf(order);
          // No tick at or before the settlement time (a market listed after it): nothing can decide it yet.
          if (!tick) return undefined;
          return settleDualOrder(deps, order, tick);
        }),
      ),
    onError,
  );
}
