// "Last seen" of a session, for the sessions list. Writing it on every call would add a write to
// each request (and the session lookup is cached for that reason, account/auth.ts), so it is written
// when the session is looked up and at most once a minute per session in this process.
import type { Db } from '../db/database.ts';
import { upsertSessionSeen } from './security-queries.ts';

const LAST_SEEN_RESOLUTION_MS = 60_000;
const SESSIONS_TRACKED_MAX = 10_000;
const writtenAt = new WeakMap<Db, Map<number, number>>();

/** Records that the session made a call at `now`; returns at once, the write happens in the background. */
export function noteSessionSeen(db: Db, sessionId: number, now: number): void {
  let written = writtenAt.get(db);
  if (!written) writtenAt.set(db, (written = new Map()));
  const last = written.get(sessionId);
  if (last !== undefined && now - last < LAST_SEEN_RESOLUTION_MS) return;
  if (written.size >= SESSIONS_TRACKED_MAX) written.clear();
  written.set(sessionId, now);
  upsertSessionSeen(db, sessionId, now).catch(() => {
    // A lost "last seen" only makes the list older; the call it belongs to must not fail for it.
    written.delete(sessionId);
  });
}
