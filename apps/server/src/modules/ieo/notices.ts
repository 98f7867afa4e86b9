// The notice of an allocated IEO subscription: what was asked for, the project's ratio, the tokens
// received and the payment refunded.
import { fromAtoms } from '@platform/shared/money';
import { ieoRatioPercent } from '@platform/shared/ieo-rules';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { listCoins } from '../../ledger/coins.ts';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';
import type { IeoOrderRow } from './queries.ts';

export async function noticeAllocated(deps: NotifyDeps, order: IeoOrderRow): Promise<void> {
  if (order.allocated_atoms === null || order.refund_atoms === null || order.ratio_atoms === null) return;
  const names = new Map((await listCoins(deps.db)).map((coin) => [coin.id, coin.name]));
  await notifyUser(deps, {
    userId: order.user_id,
    kind: 'ieo_allocated',
    params: {
      symbol: names.get(order.token_currency_id) ?? '',
      amount: fromAtoms(order.amount_atoms),
      ratio: ieoRatioPercent(order.ratio_atoms),
      allocated: fromAtoms(order.allocated_atoms),
      refund: fromAtoms(order.refund_atoms),
      pay_currency: names.get(order.pay_currency_id) ?? '',
    },
    link: NOTIFICATION_LINKS.ieoOrders,
  });
}
