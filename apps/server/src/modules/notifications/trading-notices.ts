// The notices of trading outcomes the user did not just click themselves: a spot order completed
// (one notice per order, not per fill), a contract position closed by its stop or liquidated, a
// seconds option settled. Each is built from the committed row; amounts stay decimal strings.
import { divAtoms, fromAtoms, roundAtoms } from '@platform/shared/money';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import type { MarketRow } from '../../db/schema.ts';
import type { PositionRow } from '../contract/queries.ts';
import type { SpotOrderRow } from '../spot/queries.ts';
import type { SpotMarket } from '../spot/spot-markets.ts';
import { notifyUser, notifyUsers, type Notice, type NotifyDeps } from './notify.ts';

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
    link: NOTIFICATION_LINKS.spotOrders,
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

/** A position the risk loop closed (stop-profit, stop-loss or liquidation); nothing for any other row. */
export function noticeClosedPosition(deps: NotifyDeps, market: MarketRow, row: PositionRow): void {
  if (row.status !== 'closed' || row.close_price_atoms === null || row.profit_atoms === null) return;
  const common = { symbol: market.symbol, direction: row.direction, price: fromAtoms(row.close_price_atoms) };
  const link = NOTIFICATION_LINKS.contractOrders;
  if (row.close_reason === 'liquidation') {
    void notifyUser(deps, {
      userId: row.user_id,
      kind: 'contract_liquidated',
      params: { ...common, loss: fromAtoms(-row.profit_atoms) },
      link,
    });
  } else if (row.close_reason === 'stop_profit' || row.close_reason === 'stop_loss') {
    void notifyUser(deps, {
      userId: row.user_id,
      kind: 'contract_stopped',
      params: { ...common, stop: row.close_reason, profit: fromAtoms(row.profit_atoms) },
      link,
    });
  }
}

/** A settled option, from the JSON its owner's screens were just sent. */
export function noticeSettledOption(deps: NotifyDeps, userId: number, option: TOptionOrder): Promise<void> {
  if (option.result === null || option.return_amount === null) return Promise.resolve();
  return notifyUser(deps, {
    userId,
    kind: 'option_settled',
    params: {
      symbol: option.symbol,
      direction: option.direction,
      result: option.result,
      stake: option.number,
      payout: option.return_amount,
      coin: option.currency_name,
    },
    link: NOTIFICATION_LINKS.optionOrders,
  });
}
