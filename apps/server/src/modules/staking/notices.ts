// The notice of a staking position that reached its end: the principal returned and the income it earned.
import { fromAtoms } from '@platform/shared/money';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { notifyUsers, type Notice } from '../../notify/notify.ts';
import type { PositionRow } from './queries.ts';
import { coinNames, type StakingDeps } from './staking-service.ts';

/** One statement for a batch's matured positions (a large book matures many on one dividend time). */
export async function noticeMaturedPositions(deps: StakingDeps, matured: readonly PositionRow[]): Promise<void> {
  if (matured.length === 0) return;
  const names = await coinNames(deps.db);
  const notices: Notice[] = matured.map((row) => ({
    userId: row.user_id,
    kind: 'staking_matured',
    params: {
      currency: names.get(row.currency_id) ?? '',
      amount: fromAtoms(row.principal_atoms),
      // Simple daily interest: every paid day paid the same amount.
      payout: fromAtoms(row.daily_income_atoms * BigInt(row.days_paid)),
    },
    link: NOTIFICATION_LINKS.stakingOrders,
  }));
  await notifyUsers(deps, notices);
}
