// SQL of the back office's deposit review: the queue with who asked and who decided, and the
// decisions themselves, each a conditional update that only a deposit still under review takes.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DepositsTable } from '../../db/schema.ts';
import type { ReviewStatus } from '@platform/shared/schemas/deposit';

export type ReviewedDepositRow = Selectable<DepositsTable> & {
  user_email: string | null;
  user_phone: string | null;
  coin: string;
  reviewed_by_email: string | null;
};

export type AdminDepositQuery = { status: ReviewStatus | undefined; page: number; limit: number };

function depositsWithStatus(db: Db, status: ReviewStatus | undefined) {
  const select = db.selectFrom('deposits');
  return status ? select.where('deposits.status', '=', status) : select;
}

function depositsForReview(db: Db, status: ReviewStatus | undefined) {
  return depositsWithStatus(db, status)
    .innerJoin('users as depositor', 'depositor.id', 'deposits.user_id')
    .innerJoin('currencies', 'currencies.id', 'deposits.currency_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'deposits.reviewed_by')
    .selectAll('deposits')
    .select([
      'depositor.email as user_email',
      'depositor.phone as user_phone',
      'currencies.name as coin',
      'reviewer.email as reviewed_by_email',
    ]);
}

/** Newest first, with the depositor's and the reviewer's email. */
export function listDepositsForReview(db: Db, query: AdminDepositQuery): Promise<ReviewedDepositRow[]> {
  return depositsForReview(db, query.status)
    .orderBy('deposits.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
}

export function findDepositForReview(db: Db, id: number): Promise<ReviewedDepositRow | undefined> {
  return depositsForReview(db, undefined).where('deposits.id', '=', id).executeTakeFirst();
}

export async function countDepositsForReview(db: Db, status: ReviewStatus | undefined): Promise<number> {
  const row = await depositsWithStatus(db, status)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type DepositRow = Selectable<DepositsTable>;

export function findDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

export type Decision = { id: number; reviewerId: number; now: number };

/** review → success; false when another review got there first. */
export async function markDepositApproved(db: Db, decision: Decision & { creditedAtoms: bigint }): Promise<boolean> {
  const result = await db
    .updateTable('deposits')
    .set({ status: 'success', credited_atoms: decision.creditedAtoms, reviewed_by: decision.reviewerId, reviewed_at: decision.now })
    .where('id', '=', decision.id)
    .where('status', '=', 'review')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** review → rejected with the reason the user sees; false when another review got there first. */
export async function markDepositRejected(db: Db, decision: Decision & { reason: string }): Promise<boolean> {
  const result = await db
    .updateTable('deposits')
    .set({ status: 'rejected', reason: decision.reason, reviewed_by: decision.reviewerId, reviewed_at: decision.now })
    .where('id', '=', decision.id)
    .where('status', '=', 'review')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type CreditApprovalRow = { deposit_id: number; credited_atoms: bigint; reason: string; approved_by: number; created_at: number };
export type PendingCreditRow = CreditApprovalRow & { approved_by_email: string | null };

/** The first approvals of the given deposits still waiting for a second admin, with who gave them. */
export async function listPendingCredits(db: Db, depositIds: readonly number[]): Promise<PendingCreditRow[]> {
  if (depositIds.length === 0) return [];
  return db
    .selectFrom('deposit_credit_approvals')
    .leftJoin('users', 'users.id', 'deposit_credit_approvals.approved_by')
    .selectAll('deposit_credit_approvals')
    .select('users.email as approved_by_email')
    .where('deposit_credit_approvals.deposit_id', 'in', [...depositIds])
    .execute();
}

export function findCreditApproval(db: Db, depositId: number): Promise<CreditApprovalRow | undefined> {
  return db.selectFrom('deposit_credit_approvals').selectAll().where('deposit_id', '=', depositId).executeTakeFirst();
}

/** Records a first approval; false when another admin's first approval of the deposit got there first. */
export async function insertCreditApproval(db: Db, approval: CreditApprovalRow): Promise<boolean> {
  const inserted = await db
    .insertInto('deposit_credit_approvals')
    .values(approval)
    .onConflict((conflict) => conflict.column('deposit_id').doNothing())
    .returning('deposit_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteCreditApproval(db: Db, depositId: number): Promise<void> {
  await db.deleteFrom('deposit_credit_approvals').where('deposit_id', '=', depositId).execute();
}
