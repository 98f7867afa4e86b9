// The notice of a settled dual investment: what was invested, the recorded settlement price and what was paid.
import { fromAtoms } from '@platform/shared/money';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { listCoins } from '../../ledger/coins.ts';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';
import type { DualOrderRow } from './queries.ts';

export async function noticeSettledDual(deps: NotifyDeps & { db: NotifyDeps['db'] }, order: DualOrderRow): Promise<void> {
  if (order.payout_atoms === null || order.settle_price_atoms === null || order.payout_currency_id === null) return;
  const names = new Map((await listCoins(deps.db)).map((coin) => [coin.id, coin.name]));
  await notifyUser(deps, {
    userId: order.user_id,
    kind: 'dual_settled',
    params: {
      currency: names.get(order.currency_id) ?? '',
      type: order.type,
      amount: fromAtoms(order.amount_atoms),
      invest_currency: names.get(order.invest_currency_id) ?? '',
      price: fromAtoms(order.settle_price_atoms),
      payout: fromAtoms(order.payout_atoms),
      payout_currency: names.get(order.payout_currency_id) ?? '',
    },
    link: NOTIFICATION_LINKS.dualOrders,
  });
}
