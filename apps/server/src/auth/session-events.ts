// Sessions that ended (logout, a revoked device, a security change): whoever holds something opened
// with such a session lets go of it. The realtime server disconnects the session's sockets, so a
// signed-out phone stops hearing its owner's orders, notices and support replies at once.
import type { Db } from '../db/database.ts';

export type SessionsEndedListener = (sessionIds: readonly number[]) => void;

const listeners = new WeakMap<Db, Set<SessionsEndedListener>>();

/** Returns a function that removes the listener. */
export function onSessionsEnded(db: Db, listener: SessionsEndedListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function sessionsEnded(db: Db, sessionIds: readonly number[]): void {
  if (sessionIds.length === 0) return;
  for (const listener of listeners.get(db) ?? []) listener(sessionIds);
}
