// SQL of the account module.
import type { Db } from '../db/database.ts';
import type { NewUser, UserRow } from '../db/schema.ts';
import type { Channel } from '../notify/message.ts';

export type AccountRef = { kind: 'email'; email: string } | { kind: 'phone'; areaCode: string; phone: string };

export function findUserByAccount(db: Db, account: AccountRef): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll();
  return account.kind === 'email'
    ? query.where('email', '=', account.email).executeTakeFirst()
    : query.where('area_code', '=', account.areaCode).where('phone', '=', account.phone).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByInviteCode(db: Db, inviteCode: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('users').select('id').where('invite_code', '=', inviteCode).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now }).where('id', '=', userId).execute();
}

export type CodeRow = {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
};

export function latestCode(db: Db, channel: Channel, target: string, scene: string): Promise<CodeRow | undefined> {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at', 'created_at'])
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('scene', '=', scene)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertCode(
  db: Db,
  code: { channel: Channel; target: string; scene: string; code_hash: string; created_at: number; expires_at: number; send_slot: number },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({ ...code, attempts: 0, consumed_at: null })
    .execute();
}

/** Counts a wrong try; answers the attempts after it. */
export async function countWrongCode(db: Db, codeId: number): Promise<number> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
  const row = await db.selectFrom('verification_codes').select('attempts').where('id', '=', codeId).executeTakeFirstOrThrow();
  return row.attempts;
}

/** Consumes a code once: false when a concurrent request consumed it first. */
export async function consumeCode(db: Db, codeId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordLoginFailure(db: Db, subjects: string[], now: number): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(subjects.map((subject) => ({ subject, created_at: now })))
    .execute();
}

export async function loginFailuresSince(db: Db, subject: string, since: number): Promise<{ count: number; lastAt: number }> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('last_at')])
    .where('subject', '=', subject)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), lastAt: Number(row?.last_at ?? 0) };
}

export async function clearLoginFailures(db: Db, subject: string): Promise<void> {
  await db.deleteFrom('login_failures').where('subject', '=', subject).execute();
}
