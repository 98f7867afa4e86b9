// The back office's review of deposits (admin/deposits, approve, reject). Approving credits what
// really arrived (for OTC: the USDT the fiat payment is worth) through the ledger, in the same
// transaction as the decision and its audit line; the decision is a conditional update, so of two
// admins approving the same deposit at once exactly one credits it. A rejection carries the
// reason the user sees in their deposit records.
import type { FastifyInstance } from 'fastify';
import { depositCredited } from '@platform/engine/ledger';
import { divAtoms, toAtoms } from '@platform/shared/money';
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
import type { DepositRow } from './deposit-review-queries.ts';
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
  deleteCreditApproval,
  findCreditApproval,
  insertCreditApproval,
  listPendingCredits,
  type CreditApprovalRow,
  type PendingCreditRow,
  type ReviewedDepositRow,
} from './deposit-review-queries.ts';
import { findFiat } from './deposit-queries.ts';
import { creditScrutiny } from './credit-approval.ts';
import { usdtPriceOf, valueInUsdt } from '../../prices/coin-prices.ts';

function toAdminDeposit(row: ReviewedDepositRow, pending: PendingCreditRow | undefined): TAdminDeposit {
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
    pending_credit: pending
      ? {
          amount: amountText(pending.credited_atoms),
          reason: pending.reason,
          by_email: pending.approved_by_email ?? '',
          at: pending.created_at,
        }
      : null,
  };
}

async function withPendingCredits(db: Db, rows: readonly ReviewedDepositRow[]): Promise<TAdminDeposit[]> {
  const pending = new Map(
    (
      await listPendingCredits(
        db,
        rows.map((row) => row.id),
      )
    ).map((row) => [row.deposit_id, row]),
  );
  return rows.map((row) => toAdminDeposit(row, pending.get(row.id)));
}

async function depositQueue(db: Db, input: TAdminDepositsRequest): Promise<PageOf<TAdminDeposit>> {
  const [rows, total] = await Promise.all([
    listDepositsForReview(db, { status: input.status, page: input.page, limit: input.limit }),
    countDepositsForReview(db, input.status),
  ]);
  return { data: await withPendingCredits(db, rows), total, page: input.page, limit: input.limit };
}

async function reviewedDeposit(db: Db, id: number): Promise<TAdminDeposit> {
  const row = await findDepositForReview(db, id);
  if (!row) throw new AppError('record_not_found');
  const [deposit] = await withPendingCredits(db, [row]);
  return deposit as TAdminDeposit;
}

/** The deposit if it still waits for review; the refusal an admin understands otherwise. */
async function depositUnderReview(db: Db, id: number) {
  const deposit = await findDeposit(db, id);
  if (!deposit) throw new AppError('record_not_found');
  if (deposit.status !== 'review') throw new AppError('record_already_reviewed');
  return deposit;
}

/**
 * A bank converts an OTC payment at its own rate, not the published daily one: crediting up to this
 * much above the fiat amount's value at the published rate needs no reason.
 */
const OTC_RATE_MARGIN_PERCENT = 2n;

/** What the user declared, in the coin credited, and the most creditable without a reason. */
async function declaredInCoin(db: Db, deposit: DepositRow): Promise<{ declaredAtoms: bigint; ceilingAtoms: bigint }> {
  if (deposit.kind !== 'otc') return { declaredAtoms: deposit.amount_atoms, ceilingAtoms: deposit.amount_atoms };
  const fiat = await findFiat(db, deposit.otc_fiat);
  // USDT taken at 1 USD, as the OTC minimum and the fiat trade limit take it.
  const declaredAtoms = fiat ? divAtoms(deposit.amount_atoms, fiat.rate_atoms) : 0n;
  return { declaredAtoms, ceilingAtoms: declaredAtoms + (declaredAtoms * OTC_RATE_MARGIN_PERCENT) / 100n };
}

/** The credit's value in USDT at the recorded price; null when the coin has none yet. */
async function creditedInUsdt(db: Db, coinId: number, creditedAtoms: bigint): Promise<bigint | null> {
  try {
    return valueInUsdt(creditedAtoms, await usdtPriceOf(db, coinId));
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
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
  const { declaredAtoms, ceilingAtoms } = await declaredInCoin(deps.db, deposit);
  const scrutiny = creditScrutiny({
    ceilingAtoms,
    creditedAtoms,
    creditedUsdtAtoms: await creditedInUsdt(deps.db, coin.id, creditedAtoms),
    secondApprovalAboveUsdtAtoms: toAtoms(deps.config.depositSecondApprovalUsdt),
    reason: input.reason,
  });
  if (scrutiny.reasonMissing) throw new AppError('credit_reason_required', { declared: amountText(declaredAtoms), coin: coin.name });
  const now = deps.clock();
  let firstApproval: CreditApprovalRow | undefined;
  if (scrutiny.secondAdminNeeded) {
    firstApproval = await findCreditApproval(deps.db, deposit.id);
    if (!firstApproval) {
      await recordFirstApproval(deps, ctx, { deposit, coinName: coin.name, creditedAtoms, reason: input.reason, now });
      return reviewedDeposit(deps.db, deposit.id);
    }
    if (firstApproval.approved_by === ctx.user.id) throw new AppError('credit_second_admin_required');
    if (firstApproval.credited_atoms !== creditedAtoms) {
      throw new AppError('credit_differs_from_first', { amount: amountText(firstApproval.credited_atoms), coin: coin.name });
    }
  }
  const first = firstApproval;
  await writeLedgerUnit(deps, async (trx) => {
    const decided = await markDepositApproved(trx, { id: deposit.id, creditedAtoms, reviewerId: ctx.user.id, now });
    if (!decided) throw new AppError('record_already_reviewed');
    if (first) await deleteCreditApproval(trx, deposit.id);
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
      reason: first ? first.reason || input.reason : input.reason,
      detail: {
        kind: deposit.kind,
        coin: coin.name,
        amount: amountText(deposit.amount_atoms),
        fiat: deposit.otc_fiat,
        declared: amountText(declaredAtoms),
        credited: amountText(creditedAtoms),
        account_type: deposit.account_type,
        first_approved_by: first ? first.approved_by : null,
      },
      ip: ctx.ip,
      now,
    });
  });
  notifyWalletChange(deps.io, deposit.user_id, { kind: 'deposit', id: deposit.id, status: 'success' });
  await noticeDepositReviewed(deps, deposit, { status: 'success', creditedAtoms });
  return reviewedDeposit(deps.db, deposit.id);
}

/** The first of two approvals: recorded and audited; the money waits for a second admin. */
async function recordFirstApproval(
  deps: ModuleDeps,
  ctx: AuthedContext,
  approval: { deposit: DepositRow; coinName: string; creditedAtoms: bigint; reason: string; now: number },
): Promise<void> {
  const { deposit, creditedAtoms, now } = approval;
  await deps.db.transaction().execute(async (trx) => {
    const recorded = await insertCreditApproval(trx, {
      deposit_id: deposit.id,
      credited_atoms: creditedAtoms,
      reason: approval.reason,
      approved_by: ctx.user.id,
      created_at: now,
    });
    // Another admin's first approval landed in between: theirs stands, this one is not a second.
    if (!recorded) throw new AppError('credit_awaiting_second_admin');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: 'deposit.approve_first',
      targetType: 'deposit',
      targetId: deposit.id,
      reason: approval.reason,
      detail: { coin: approval.coinName, amount: amountText(deposit.amount_atoms), credited: amountText(creditedAtoms) },
      ip: ctx.ip,
      now,
    });
  });
}

async function rejectDeposit(deps: ModuleDeps, ctx: AuthedContext, input: TAdminDepositRejectRequest): Promise<TAdminDeposit> {
  const deposit = await depositUnderReview(deps.db, input.id);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const decided = await markDepositRejected(trx, { id: deposit.id, reason: input.reason, reviewerId: ctx.user.id, now });
    if (!decided) throw new AppError('record_already_reviewed');
    await deleteCreditApproval(trx, deposit.id);
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
