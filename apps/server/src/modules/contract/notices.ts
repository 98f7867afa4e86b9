// The notice of a position the risk loop closed (a stop or a liquidation), built from the committed
// row; the contract area owns its notice texts, the notify sink writes and delivers them.
import { fromAtoms } from '@platform/shared/money';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import type { MarketRow } from '../../db/schema.ts';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';
import type { PositionRow } from './queries.ts';

/** A position the risk loop closed (stop-profit, stop-loss or liquidation); nothing for any other row. */
export function noticeClosedPosition(deps: NotifyDeps, market: MarketRow, row: PositionRow): void {
  if (row.status !== 'closed' || row.close_price_atoms === null || row.profit_atoms === null) return;
  const common = { symbol: market.symbol, direction: row.direction, price: fromAtoms(row.close_price_atoms) };
  const link = market.category === 'index' ? NOTIFICATION_LINKS.contractIndexHistory : NOTIFICATION_LINKS.contractHistory;
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
