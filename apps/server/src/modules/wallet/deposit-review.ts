// The back office's review of deposits (admin/deposits, approve, reject). Approving credits what
// really arrived (for OTC: the USDT the fiat payment is worth) through the ledger, in the same
// transaction as the decision and its audit line; the decision is a conditional update, so of two
// admins approving the same deposit at once exactly one credits it. A rejection carries the
// reason the user sees in their deposit records.
import type { FastifyInstance } from 'fastify';
import { depositCredited } from '@platform/engine/ledger';
import { toAtoms } from '@platform/shared/money';
import type { PageOf } from '@platform/shared/envelope';
import type {
  TAdminDeposit,
  TAdminDepositApproveRequest,
  TAdminDepositRejectRequest,
  TAdminDepositsRequest,
} from '@platform/shared/schemas/admin';
import { adminDeposits, adminDepositsApprove, adminDepositsReject } from '@platform/shared/contract/wallet';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute, type AuthedContext } from '../../http/route.ts';
import { accountTypeOf, amountText, assertCoinPrecision, coinOf } from '../../ledger/coins.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { noticeDepositReviewed } from './money-notices.ts';
import { writeAudit } from '../../audit/audit.ts';
import {
  countDepositsForReview,
  findDeposit,
  findDepositForReview,
  listDepositsForReview,
  markDepositApproved,
  markDepositRejected,
  type ReviewedDepositRow,
} from './deposit-review-queries.ts';

function toAdminDeposit(row: ReviewedDepositRow): TAdminDeposit {
  return {
    id: row.id,
    user_id: row.user_id,
    // Phone-registered users have no email; the phone identifies them instead.
    user_email: row.user_email ?? row.user_phone ?? '',
    kind: row.kind,
    coin_id: row.currency_id,
    coin: row.coin,
    network: row.network,
    address: row.address,
    amount: amountText(row.amount_atoms),
    credited_amount: row.credited_atoms === null ? null : amountText(row.credited_atoms),
    voucher: row.voucher,
    otc_account: row.otc_account,
    otc_bankno: row.otc_bankno,
    otc_fiat: row.otc_fiat,
    otc_type: row.otc_type,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    reviewed_by_email: row.reviewed_by_email,
  };
}

async function depositQueue(db: Db, input: TAdminDepositsRequest): Promise<PageOf<TAdminDeposit>> {
  const [rows, total] = await Promise.all([
    listDepositsForReview(db, { status: input.status, page: input.page, limit: input.limit }),
    countDepositsForReview(db, input.status),
  ]);
  return { data: rows.map(toAdminDeposit), total, page: input.page, limit: input.limit };
}

async function reviewedDeposit(db: Db, id: number): Promise<TAdminDeposit> {
  const row = await findDepositForReview(db, id);
  if (!row) throw new AppError('record_not_found');
  return toAdminDeposit(row);
}

/** The deposit if it still waits for review; the refusal an admin understands otherwise. */
async function depositUnderReview(db: Db, id: number) {
  const deposit = await findDeposit(db, id);
  if (!deposit) throw new AppError('record_not_found');
  if (deposit.status !== 'review') throw new AppError('record_already_reviewed');
  return deposit;
}

async function approveDeposit(deps: ModuleDeps, ctx: AuthedContext, input: TAdminDepositApproveRequest): Promise<TAdminDeposit> {
  const deposit = await depositUnderReview(deps.db, input.id);
  const coin = await coinOf(deps.db, deposit.currency_id);
  const creditedAtoms = toAtoms(input.credited_amount);
  assertCoinPrecision(coin, creditedAtoms);
  // SPEC.md section 9: what arrives below the minimum is neither credited nor returned; such a deposit is rejected.
  if (creditedAtoms < coin.depositMinAtoms) {
    throw new AppError('deposit_below_minimum', { minimum: amountText(coin.depositMinAtoms), coin: coin.name });
  }
  const now = deps.clock();
  await writeLedgerUnit(deps, async (trx) => {
    const decided = await markDepositApproved(trx, { id: deposit.id, creditedAtoms, reviewerId: ctx.user.id, now });
    if (!decided) throw new AppError('record_already_reviewed');
    await postTransferIn(trx, {
      postings: depositCredited({
        userId: deposit.user_id,
        coinId: deposit.currency_id,
        accountType: accountTypeOf(deposit.account_type),
        amountAtoms: creditedAtoms,
      }),
      reason: 'deposit',
      record: { type: 'deposit', id: String(deposit.id) },
      now,
    });
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: deposit.id,
      detail: {
        kind: deposit.kind,
        coin: coin.name,
        amount: amountText(deposit.amount_atoms),
        fiat: deposit.otc_fiat,
        credited: amountText(creditedAtoms),
        account_type: deposit.account_type,
      },
      ip: ctx.ip,
      now,
    });
  });
  notifyWalletChange(deps.io, deposit.user_id, { kind: 'deposit', id: deposit.id, status: 'success' });
  await noticeDepositReviewed(deps, deposit, { status: 'success', creditedAtoms });
  return reviewedDeposit(deps.db, deposit.id);
}

async function rejectDeposit(deps: ModuleDeps, ctx: AuthedContext, input: TAdminDepositRejectRequest): Promise<TAdminDeposit> {
  const deposit = await depositUnderReview(deps.db, input.id);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const decided = await markDepositRejected(trx, { id: deposit.id, reason: input.reason, reviewerId: ctx.user.id, now });
    if (!decided) throw new AppError('record_already_reviewed');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: deposit.id,
      reason: input.reason,
      detail: { kind: deposit.kind, amount: amountText(deposit.amount_atoms), fiat: deposit.otc_fiat },
      ip: ctx.ip,
      now,
    });
  });
  notifyWalletChange(deps.io, deposit.user_id, { kind: 'deposit', id: deposit.id, status: 'rejected' });
  await noticeDepositReviewed(deps, deposit, { status: 'rejected', reason: input.reason });
  return reviewedDeposit(deps.db, deposit.id);
}

export function registerDepositReviewRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  defineRoute(app, adminDeposits, (input) => depositQueue(deps.db, input));
  defineRoute(app, adminDepositsApprove, (input, ctx) => approveDeposit(deps, ctx, input));
  defineRoute(app, adminDepositsReject, (input, ctx) => rejectDeposit(deps, ctx, input));
}
