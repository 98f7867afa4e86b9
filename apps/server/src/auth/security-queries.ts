// SQL of the security module.
import type { Db } from '../db/database.ts';
import type { UserSecurityRow } from '../db/schema-security.ts';

export function findUserSecurity(db: Db, userId: number): Promise<UserSecurityRow | undefined> {
  return db.selectFrom('user_security').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

type SecurityChange = Partial<Pick<UserSecurityRow, 'anti_phishing_code' | 'totp_secret' | 'totp_enabled_at' | 'totp_last_step'>>;

/** Writes the user's settings row, creating it on first use. */
export async function saveUserSecurity(db: Db, userId: number, change: SecurityChange, now: number): Promise<void> {
  await db
    .insertInto('user_security')
    .values({
      user_id: userId,
      anti_phishing_code: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      ...change,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...change, updated_at: now }))
    .execute();
}

/**
 * Records `step` as the last accepted code, only if it is later than the one before: false when
 * this code (or a later one) was already used, also by a concurrent request.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_security')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Confirms the waiting key `secret`: false when it is no longer the one waiting (a new set-up replaced it) or already enabled. */
export async function enableTotp(db: Db, userId: number, secret: string, step: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('user_security')
    .set({ totp_enabled_at: now, totp_last_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_secret', '=', secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableTotp(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable('user_security')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[], now: number): Promise<void> {
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('totp_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute();
}

/** Spends one unused recovery code: false when it is unknown or already spent (also concurrently). */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function updateContact(
  db: Db,
  userId: number,
  contact: { email: string } | { phone: string; area_code: string },
): Promise<void> {
  await db.updateTable('users').set(contact).where('id', '=', userId).execute();
}

/** Removes the email or the phone, only while the other remains (also against a concurrent removal): false otherwise. */
export async function clearContact(db: Db, userId: number, kind: 'email' | 'phone'): Promise<boolean> {
  const query = db.updateTable('users').where('id', '=', userId);
  const result =
    kind === 'email'
      ? await query.set({ email: null }).where('phone', 'is not', null).executeTakeFirst()
      : await query.set({ phone: null }).where('email', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type SessionListRow = {
  id: number;
  ip: string;
  user_agent: string;
  created_at: number;
  last_seen_at: number | null;
};

/** The user's sessions that still work, newest first. */
export function listLiveSessions(db: Db, userId: number, now: number, limit: number): Promise<SessionListRow[]> {
  return db
    .selectFrom('sessions')
    .leftJoin('session_activity', 'session_activity.session_id', 'sessions.id')
    .select(['sessions.id', 'sessions.ip', 'sessions.user_agent', 'sessions.created_at', 'session_activity.last_seen_at'])
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .orderBy('sessions.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countLiveSessions(db: Db, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The session if it is the user's and still works. */
export function findLiveSessionOf(db: Db, userId: number, sessionId: number, now: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function upsertSessionSeen(db: Db, sessionId: number, now: number): Promise<void> {
  await db
    .insertInto('session_activity')
    .values({ session_id: sessionId, last_seen_at: now })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet({ last_seen_at: now }))
    .execute();
}
