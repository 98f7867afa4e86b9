// The admin's session: the token (kept under its own storage key, so the user app on the same origin
// neither sees nor replaces it), who the admin is once admin/me has answered, and why the last
// session ended (shown on the login screen).
import { useSyncExternalStore } from 'react';
import type { TAdminMe } from '@platform/shared/schemas/admin';

const STORAGE_KEY_ADMIN_TOKEN = 'adminToken';

export type Session = {
  token: string | null;
  /** null until admin/me confirmed the token belongs to an admin. */
  me: TAdminMe | null;
  /** Why the admin is back at the login screen, e.g. the session expired. */
  notice: string;
};

function readToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY_ADMIN_TOKEN);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(STORAGE_KEY_ADMIN_TOKEN, token);
    else window.localStorage.removeItem(STORAGE_KEY_ADMIN_TOKEN);
  } catch {
    // Private mode without storage: the session lasts as long as the tab.
  }
}

let session: Session = { token: readToken(), me: null, notice: '' };
const listeners = new Set<() => void>();

function update(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return session;
}

export function signIn(token: string, me: TAdminMe): void {
  writeToken(token);
  update({ token, me, notice: '' });
}

export function confirmAdmin(me: TAdminMe): void {
  update({ ...session, me });
}

/** Ends the session; `notice` is shown on the login screen. */
export function signOut(notice = ''): void {
  writeToken(null);
  update({ token: null, me: null, notice });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}
