// The back office's withdrawal review. Approving records the transaction reference and pays the
// frozen amount out (the part the user receives to withdrawals in transit, the fee to fees);
// rejecting records the reason the user sees and returns the frozen amount to their available
// balance. Either decision is taken once, with its ledger movement and its audit line in one
// transaction.
import type { FastifyInstance } from 'fastify';
import { fromAtoms } from '@platform/shared/money';
import type { TAdminWithdrawal, TAdminWithdrawalsRequest, TAdminWithdrawalsResponse } from '@platform/shared/schemas/admin';
import { adminWithdrawals, adminWithdrawalsApprove, adminWithdrawalsReject } from '@platform/shared/contract/wallet';
import { unfreeze, withdrawalPaid, type Posting } from '@platform/engine/ledger';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import { accountTypeOf } from '../../ledger/coins.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { noticeWithdrawalReviewed } from './money-notices.ts';
import { writeAudit } from '../../audit/audit.ts';
import { decideWithdrawal, listWithdrawalsForReview, withdrawalExists, type ReviewDecision } from './withdrawal-review-queries.ts';

type Decided = NonNullable<Awaited<ReturnType<typeof decideWithdrawal>>>;

function postingsOf(decision: ReviewDecision, withdrawal: Decided): Posting[] {
  const held = {
    userId: withdrawal.user_id,
    coinId: withdrawal.currency_id,
    accountType: accountTypeOf(withdrawal.account_type),
    amountAtoms: withdrawal.amount_atoms,
  };
  return decision.status === 'success' ? withdrawalPaid({ ...held, feeAtoms: withdrawal.fee_atoms }) : unfreeze(held);
}

/** Takes the decision, moves the money and writes the audit line together; 'record_already_reviewed' the second time. */
async function review(deps: ModuleDeps, id: number, decision: ReviewDecision, ip: string): Promise<void> {
  const decided = await writeLedgerUnit(deps, async (trx: Db) => {
    const withdrawal = await decideWithdrawal(trx, id, decision);
    if (!withdrawal) throw new AppError((await withdrawalExists(trx, id)) ? 'record_already_reviewed' : 'record_not_found');
    const approved = decision.status === 'success';
    await postTransferIn(trx, {
      postings: postingsOf(decision, withdrawal),
      reason: approved ? 'withdrawal_paid' : 'withdrawal_unfreeze',
      record: { type: 'withdrawal', id: String(id) },
      now: decision.now,
    });
    await writeAudit(trx, {
      actorId: decision.reviewerId,
      action: approved ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      reason: approved ? '' : decision.reason,
      detail: {
        amount: fromAtoms(withdrawal.amount_atoms),
        fee: fromAtoms(withdrawal.fee_atoms),
        coin_id: withdrawal.currency_id,
        user_id: withdrawal.user_id,
        ...(approved ? { tx_ref: decision.txRef } : {}),
      },
      ip,
      now: decision.now,
    });
    return withdrawal;
  });
  notifyWalletChange(deps.io, decided.user_id, { kind: 'withdrawal', id, status: decision.status });
  await noticeWithdrawalReviewed(deps, decided, decision);
}

type WithdrawalRow = Awaited<ReturnType<typeof listWithdrawalsForReview>>['data'][number];

function toAdminWithdrawal(row: WithdrawalRow): TAdminWithdrawal {
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email ?? row.user_phone ?? '',
    kind: row.kind,
    coin_id: row.coin_id,
    coin: row.coin,
    network: row.network,
    address: row.address,
    amount: fromAtoms(row.amount_atoms),
    fee: fromAtoms(row.fee_atoms),
    received: fromAtoms(row.received_atoms),
    value_btc: fromAtoms(row.value_btc_atoms),
    status: row.status,
    reason: row.reason,
    tx_ref: row.tx_ref,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    reviewed_by_email: row.reviewed_by_email,
    // The account number is the withdrawal's own copy, taken when it was requested.
    bank:
      row.kind === 'bank' ? { holder_name: row.bank_holder_name ?? '', account_number: row.address, bank_name: row.bank_name ?? '' } : null,
  };
}

async function withdrawalQueue(db: Db, input: TAdminWithdrawalsRequest): Promise<TAdminWithdrawalsResponse> {
  const { data, total } = await listWithdrawalsForReview(db, input.status, input);
  return { data: data.map(toAdminWithdrawal), total, page: input.page, limit: input.limit };
}

export function registerWithdrawalReviewRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  defineRoute(app, adminWithdrawals, (input) => withdrawalQueue(deps.db, input));

  defineRoute(app, adminWithdrawalsApprove, async (input, ctx) => {
    await review(deps, input.id, { status: 'success', txRef: input.tx_ref, reviewerId: ctx.user.id, now: deps.clock() }, ctx.ip);
    return deps.translate(ctx.lang, 'success');
  });

  defineRoute(app, adminWithdrawalsReject, async (input, ctx) => {
    await review(deps, input.id, { status: 'rejected', reason: input.reason, reviewerId: ctx.user.id, now: deps.clock() }, ctx.ip);
    return deps.translate(ctx.lang, 'success');
  });
}
