// All SQL of crypto-backed loans: the parameters, the loan rows (every change guarded by the row's
// version, so two writers never both apply), the hourly interest rows, the events, the summary.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoanEventsTable, LoanParamsRow, LoanParamsTable, LoanRow, LoansTable } from '../../db/schema-loans.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';

export type { LoanParamsRow, LoanRow };

export async function listLoanParams(db: Db): Promise<LoanParamsRow[]> {
  return db.selectFrom('loan_params').selectAll().orderBy('collateral_currency_id').execute();
}

export async function findLoanParams(db: Db, coinId: number): Promise<LoanParamsRow | undefined> {
  return db.selectFrom('loan_params').selectAll().where('collateral_currency_id', '=', coinId).executeTakeFirst();
}

export async function saveLoanParams(
  db: Db,
  coinId: number,
  values: Omit<Updateable<LoanParamsTable>, 'collateral_currency_id'>,
): Promise<LoanParamsRow> {
  return db.updateTable('loan_params').set(values).where('collateral_currency_id', '=', coinId).returningAll().executeTakeFirstOrThrow();
}

export async function insertLoan(db: Db, row: Insertable<LoansTable>): Promise<LoanRow> {
  return db.insertInto('loans').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findLoan(db: Db, id: number): Promise<LoanRow | undefined> {
  return db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLoanOfUser(db: Db, userId: number, id: number): Promise<LoanRow | undefined> {
  return db.selectFrom('loans').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Writes a change to a loan the caller read at `row.version`; a loan another writer changed
 * meanwhile is refused (loan_busy) and the caller's unit rolls back whole.
 */
export async function updateLoan(db: Db, row: LoanRow, values: Updateable<LoansTable>): Promise<LoanRow> {
  const updated = await db
    .updateTable('loans')
    .set({ ...values, version: row.version + 1 })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError('loan_busy');
  return updated;
}

export async function insertLoanEvent(db: Db, row: Insertable<LoanEventsTable>): Promise<void> {
  await db.insertInto('loan_events').values(row).execute();
}

/** One loan-hour's interest; false when that hour was already charged (the unique row exists). */
export async function insertInterestHour(
  db: Db,
  row: { loan_id: number; hour: number; debt_atoms: bigint; interest_atoms: bigint; hour_ended_at: number; created_at: number },
): Promise<void> {
  try {
    await db.insertInto('loan_interest').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('loan_busy');
    throw error;
  }
}

export async function listOpenLoans(db: Db, coinId?: number): Promise<LoanRow[]> {
  let query = db.selectFrom('loans').selectAll().where('status', '=', 'open');
  if (coinId !== undefined) query = query.where('collateral_currency_id', '=', coinId);
  return query.orderBy('id').execute();
}

export type LoanFilter = { userId?: number | undefined; status?: string | undefined };

function filtered(db: Db, filter: LoanFilter) {
  let query = db.selectFrom('loans');
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query;
}

/** Newest first. */
export async function listLoans(db: Db, filter: LoanFilter, page: { offset: number; limit: number }): Promise<LoanRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countLoans(db: Db, filter: LoanFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function loanEmails(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'phone'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.email ?? row.phone ?? '']));
}

/** The interest charged to a user's loans since `sinceMs` (and ever, with 0). */
export async function interestOfUserSince(db: Db, userId: number, sinceMs: number): Promise<bigint> {
  const row = await db
    .selectFrom('loan_interest')
    .innerJoin('loans', 'loans.id', 'loan_interest.loan_id')
    .select((eb) => eb.fn.sum<bigint | null>('loan_interest.interest_atoms').as('total_atoms'))
    .where('loans.user_id', '=', userId)
    .where('loan_interest.created_at', '>=', sinceMs)
    .executeTakeFirst();
  return row?.total_atoms ?? 0n;
}
