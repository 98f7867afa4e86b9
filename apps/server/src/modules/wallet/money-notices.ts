// The notices of the back office's decisions on a user's money: a deposit credited or rejected, a
// withdrawal paid or rejected. Called after the decision committed; like notifyUser they never
// reject, so a lookup failing here cannot turn a committed decision into an error for the admin.
import { fromAtoms } from '@platform/shared/money';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { coinOf } from '../../ledger/coins.ts';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';

type Reviewed = { status: 'success' } | { status: 'rejected'; reason: string };

type ReviewedDeposit = { user_id: number; kind: 'chain' | 'otc'; currency_id: number; amount_atoms: bigint; otc_fiat: string };

/** Credited: the amount credited in the coin. Rejected: the amount asked, for OTC in the fiat paid. */
export async function noticeDepositReviewed(
  deps: NotifyDeps,
  deposit: ReviewedDeposit,
  outcome: { status: 'success'; creditedAtoms: bigint } | { status: 'rejected'; reason: string },
): Promise<void> {
  try {
    const link = NOTIFICATION_LINKS.depositRecords;
    if (outcome.status === 'success') {
      const coin = (await coinOf(deps.db, deposit.currency_id)).name;
      await notifyUser(deps, {
        userId: deposit.user_id,
        kind: 'deposit_credited',
        params: { amount: fromAtoms(outcome.creditedAtoms), coin },
        link,
      });
      return;
    }
    const unit = deposit.kind === 'otc' ? deposit.otc_fiat : (await coinOf(deps.db, deposit.currency_id)).name;
    await notifyUser(deps, {
      userId: deposit.user_id,
      kind: 'deposit_rejected',
      params: { amount: fromAtoms(deposit.amount_atoms), coin: unit, reason: outcome.reason },
      link,
    });
  } catch (error) {
    console.error(`deposit notice to user ${deposit.user_id} not recorded`, error);
  }
}

/** Paid or rejected: the amount the user asked to withdraw (a rejection returned it to their balance). */
export async function noticeWithdrawalReviewed(
  deps: NotifyDeps,
  withdrawal: { user_id: number; currency_id: number; amount_atoms: bigint },
  outcome: Reviewed,
): Promise<void> {
  try {
    const params = { amount: fromAtoms(withdrawal.amount_atoms), coin: (await coinOf(deps.db, withdrawal.currency_id)).name };
    const link = NOTIFICATION_LINKS.withdrawalRecords;
    await notifyUser(
      deps,
      outcome.status === 'success'
        ? { userId: withdrawal.user_id, kind: 'withdrawal_paid', params, link }
        : { userId: withdrawal.user_id, kind: 'withdrawal_rejected', params: { ...params, reason: outcome.reason }, link },
    );
  } catch (error) {
    console.error(`withdrawal notice to user ${withdrawal.user_id} not recorded`, error);
  }
}
