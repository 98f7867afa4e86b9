// The signed-in session (SPEC.md section 4): the token lives in state and local storage, the user
// in state only (refreshed from user/info at launch and after login).
import { create } from 'zustand';
import type { TUser } from '@platform/shared/schemas/account';
import { SESSION_REDIRECT_DELAY_MS } from '@platform/shared/constants';
import { storage } from './storage.ts';
import { translate } from './i18n.ts';
import { PATHS } from './paths.ts';
import { showToast } from './toast.ts';

type SessionState = {
  token: string | null;
  user: TUser | null;
  signIn: (token: string, user?: TUser | null) => void;
  setUser: (user: TUser | null) => void;
  signOut: () => void;
};

export const useSession = create<SessionState>((set) => ({
  token: null,
  user: null,
  signIn: (token, user = null) => {
    storage.setToken(token);
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  signOut: () => {
    storage.setToken(null);
    set({ token: null, user: null });
  },
}));

/** Reads the stored token into the session; main.tsx calls it after the storage migration. */
export function restoreSession(): void {
  useSession.setState({ token: storage.getToken(), user: null });
}

export const isLoggedIn = () => useSession.getState().token !== null;

/** Goes to a hash route from outside React (the API client, timers). */
export function goTo(path: string): void {
  const target = `#${path}`;
  if (window.location.hash !== target) window.location.hash = target;
}

export function isOnLoginPage(): boolean {
  return window.location.hash.replace(/^#/, '').split('?')[0] === PATHS.login;
}

/**
 * SPEC.md section 6: an action that needs login checks for a stored token; without one it shows
 * 'Please log in first' and goes to login after 1.2 s. Returns whether the caller may go on.
 */
export function requireLogin(): boolean {
  if (isLoggedIn()) return true;
  showToast(translate('common:pleaseLogin'));
  window.setTimeout(() => {
    if (!isLoggedIn() && !isOnLoginPage()) goTo(PATHS.login);
  }, SESSION_REDIRECT_DELAY_MS);
  return false;
}
