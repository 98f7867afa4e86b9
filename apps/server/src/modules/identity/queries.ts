// SQL of identity verification: the submissions (the user's latest per level, the one waiting, the
// review queue), the one-way move of a submission out of review, and the users columns a decision
// writes (real_status, real_level).
import { sql, type Insertable, type Selectable } from 'kysely';
import { REAL_LEVEL } from '@platform/shared/schemas/identity';
import type { TSubmissionState } from '@platform/shared/schemas/identity';
import type { Db } from '../../db/database.ts';
import type { IdentitySubmissionsTable } from '../../db/schema-identity.ts';

export type SubmissionRow = Selectable<IdentitySubmissionsTable>;
export type Paging = { page: number; limit: number };

/** What verification needs to know of a user: their level, status and bound contacts. */
export function findIdentityUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'real_level', 'real_status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function latestSubmissionOf(db: Db, userId: number, level: number): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('identity_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('level', '=', level)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function latestVerifiedSubmissionOf(db: Db, userId: number, level: number): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('identity_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('level', '=', level)
    .where('status', '=', 'verified')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasPendingSubmission(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('identity_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of `names` are files the user uploaded themself. */
export async function countOwnUploads(db: Db, userId: number, names: readonly string[]): Promise<number> {
  if (names.length === 0) return 0;
  const rows = await db.selectFrom('uploads').select('name').where('user_id', '=', userId).where('name', 'in', names).execute();
  return new Set(rows.map((row) => row.name)).size;
}

export async function insertSubmission(db: Db, row: Insertable<IdentitySubmissionsTable>): Promise<number> {
  const inserted = await db.insertInto('identity_submissions').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The status the rest of the app shows (user/info): a basic submission puts an unverified user under audit. */
export async function setStatusOfUnverified(db: Db, userId: number, status: 'pending' | 'failed'): Promise<void> {
  await db.updateTable('users').set({ real_status: status }).where('id', '=', userId).where('real_level', '<', REAL_LEVEL.basic).execute();
}

/** An approval: the level only ever rises, and a user with any level passed shows as verified. */
export async function raiseRealLevel(db: Db, userId: number, level: number): Promise<void> {
  await db.updateTable('users').set({ real_level: level }).where('id', '=', userId).where('real_level', '<', level).execute();
  await db.updateTable('users').set({ real_status: 'verified' }).where('id', '=', userId).execute();
}

export type Decision = { status: 'verified' } | { status: 'failed'; reason: string };

/**
 * Moves a submission out of review, once: the condition on the status makes a second decision (a
 * double click, two admins at once) change nothing. Answers the decided row, or undefined.
 */
export function decideSubmission(db: Db, id: number, decision: Decision, reviewerId: number, now: number) {
  return db
    .updateTable('identity_submissions')
    .set({
      status: decision.status,
      reason: decision.status === 'failed' ? decision.reason : '',
      reviewed_by: reviewerId,
      reviewed_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'user_id', 'level'])
    .executeTakeFirst();
}

export async function submissionExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('identity_submissions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export type ReviewFilter = { status: TSubmissionState | undefined; userId: number | undefined };

/** The back office's queue: pending first (oldest first, as they arrived), then decided ones, newest first. */
export async function listSubmissionsForReview(db: Db, filter: ReviewFilter, paging: Paging) {
  let rows = db.selectFrom('identity_submissions');
  if (filter.status !== undefined) rows = rows.where('identity_submissions.status', '=', filter.status);
  if (filter.userId !== undefined) rows = rows.where('identity_submissions.user_id', '=', filter.userId);
  const [data, count] = await Promise.all([
    rows
      .innerJoin('users as requester', 'requester.id', 'identity_submissions.user_id')
      .leftJoin('users as reviewer', 'reviewer.id', 'identity_submissions.reviewed_by')
      .selectAll('identity_submissions')
      .select([
        'requester.email as user_email',
        'requester.phone as user_phone',
        'requester.area_code as user_area_code',
        'requester.real_level as user_real_level',
        'reviewer.email as reviewed_by_email',
      ])
      .orderBy(sql`case when identity_submissions.status = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when identity_submissions.status = 'pending' then identity_submissions.id else -identity_submissions.id end`)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(count.count) };
}
