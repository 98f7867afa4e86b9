// The notice of a completed spot order (one per order, not per fill), built from the committed row;
// amounts stay decimal strings. The spot area owns its notice; the notify sink writes and delivers it.
import { divAtoms, fromAtoms, roundAtoms } from '@platform/shared/money';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { notifyUsers, type Notice, type NotifyDeps } from '../../notify/notify.ts';
import type { SpotOrderRow } from './queries.ts';
import type { SpotMarket } from './spot-markets.ts';

/** A spot order that became completed in this batch; `announced` holds only rows that changed in it. */
function spotFilledNotice(market: SpotMarket, row: SpotOrderRow): Notice {
  const averageAtoms = roundAtoms(divAtoms(row.filled_quote_atoms, row.filled_atoms), market.priceDecimals);
  return {
    userId: row.user_id,
    kind: 'spot_order_filled',
    params: {
      symbol: market.symbol,
      side: row.side,
      amount: fromAtoms(row.filled_atoms),
      coin: market.base,
      price: fromAtoms(averageAtoms),
      quote: market.quote,
    },
    link: NOTIFICATION_LINKS.spotOrdersCompleted,
  };
}

/** Spot notices wait at most this long to be written together: a busy book completes orders in every batch. */
export const SPOT_NOTICE_FLUSH_MS = 50;
/** ... and at most this many (6 bound parameters each, far below SQLite's limit per statement). */
export const SPOT_NOTICES_PER_INSERT_MAX = 500;

type SpotNoticeBuffer = { pending: Notice[]; timer: NodeJS.Timeout | null };
const spotBuffers = new WeakMap<NotifyDeps['db'], SpotNoticeBuffer>();

function flushBuffer(deps: NotifyDeps, buffer: SpotNoticeBuffer): Promise<void> {
  if (buffer.timer) clearTimeout(buffer.timer);
  buffer.timer = null;
  return notifyUsers(deps, buffer.pending.splice(0));
}

/** Writes the spot notices still waiting: the spot module's close calls it once its writer is idle. */
export function flushSpotNotices(deps: NotifyDeps): Promise<void> {
  const buffer = spotBuffers.get(deps.db);
  return buffer ? flushBuffer(deps, buffer) : Promise.resolve();
}

/**
 * Called by the pair writer's onCommitted with the rows a committed batch changed. Never awaited,
 * never inside the pair's serial section: the notices of every pair are gathered and written as
 * one insert every SPOT_NOTICE_FLUSH_MS, so a busy book adds a few commits a second, not one per
 * batch; the module's close writes what is still waiting (flushSpotNotices).
 */
export function noticeCompletedSpotOrders(deps: NotifyDeps, market: SpotMarket, orders: readonly SpotOrderRow[]): void {
  let buffer: SpotNoticeBuffer | undefined;
  for (const row of orders) {
    if (row.status !== 'completed' || row.filled_atoms === 0n) continue;
    buffer ??= spotBuffers.get(deps.db);
    if (!buffer) {
      buffer = { pending: [], timer: null };
      spotBuffers.set(deps.db, buffer);
    }
    buffer.pending.push(spotFilledNotice(market, row));
  }
  if (!buffer) return;
  if (buffer.pending.length >= SPOT_NOTICES_PER_INSERT_MAX) void flushBuffer(deps, buffer);
  else if (!buffer.timer) {
    const waiting = buffer;
    waiting.timer = setTimeout(() => void flushBuffer(deps, waiting), SPOT_NOTICE_FLUSH_MS);
    waiting.timer.unref();
  }
}
