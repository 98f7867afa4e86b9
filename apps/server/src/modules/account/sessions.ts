// The user's signed-in devices, and signing one or all others out. A revoked token answers 999 on
// its next call (the session cache forgets it at once, account/auth.ts).
import type { TSession } from '@platform/shared/schemas/security';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { revokeOtherSessions, revokeSession } from '../../auth/sessions.ts';
import { findLiveSessionOf, listLiveSessions } from '../../auth/security-queries.ts';
import { deviceOf } from './user-agent.ts';

/** More devices than anyone uses; the list is bounded all the same. */
const SESSIONS_LISTED_MAX = 50;

export async function listSessions(db: Db, userId: number, currentSessionId: number, now: number): Promise<TSession[]> {
  const rows = await listLiveSessions(db, userId, now, SESSIONS_LISTED_MAX);
  return rows.map((row) => ({
    id: row.id,
    ...deviceOf(row.user_agent),
    ip: row.ip,
    created_at: row.created_at,
    last_seen_at: Math.max(row.last_seen_at ?? row.created_at, row.created_at),
    current: row.id === currentSessionId,
  }));
}

/** Another user's session, or one already ended, is 'session_not_found' and nothing changes. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: number, now: number): Promise<void> {
  if (!(await findLiveSessionOf(db, userId, sessionId, now))) throw new AppError('session_not_found');
  await revokeSession(db, sessionId, now);
}

export function revokeOthers(db: Db, userId: number, currentSessionId: number, now: number): Promise<void> {
  return revokeOtherSessions(db, userId, currentSessionId, now);
}
