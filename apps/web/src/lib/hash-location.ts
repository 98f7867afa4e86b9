// The hash routes of SPEC.md section 2 for wouter: `#/pages/market/detail?symbol=BTC/USDT` is the path
// '/pages/market/detail' and the search 'symbol=BTC/USDT', both inside the hash (wouter's own hash hook
// would leave the query in the path and write it before the hash). Every entry the app pushes carries
// its index in the session history (`idx`) and the state the navigation passed (`usr`), so a page
// knows whether back stays in the app.
import { useSyncExternalStore } from 'react';

type EntryState = { idx?: unknown; usr?: unknown };
export type NavigateOptions = { replace?: boolean; state?: unknown };
/** How the current entry was reached; scroll restoration brings the old position back only on 'pop'. */
export type NavigationKind = 'push' | 'replace' | 'pop';

let lastNavigation: NavigationKind = 'pop';
const listeners = new Set<() => void>();

function entryState(): EntryState | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' ? (state as EntryState | null) : null;
}

/** The index of the current entry among the app's entries of this tab; 0 for the first or unknown. */
export function entryIndex(): number {
  const idx = entryState()?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/** Whether this tab has a page of ours to go back to. */
export function canGoBack(): boolean {
  return entryIndex() > 0;
}

/** The state the navigation to this entry passed (e.g. the guard's `{ from }`). */
export function navigationState(): unknown {
  return entryState()?.usr;
}

export function lastNavigationKind(): NavigationKind {
  return lastNavigation;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Back, forward, or a hash typed or set from outside: an entry the app did not push itself. */
function onBrowserNavigation(): void {
  lastNavigation = typeof entryState()?.idx === 'number' ? 'pop' : 'push';
  notify();
}

/** The entry the app opened on gets index 0 too, so coming back to it restores its scroll position. */
function markFirstEntry(): void {
  if (typeof entryState()?.idx !== 'number') window.history.replaceState({ ...entryState(), idx: 0 }, '');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    markFirstEntry();
    window.addEventListener('popstate', onBrowserNavigation);
    window.addEventListener('hashchange', onBrowserNavigation);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('popstate', onBrowserNavigation);
    window.removeEventListener('hashchange', onBrowserNavigation);
  };
}

/** '#/a/b?x=1' -> '/a/b?x=1'; an empty hash is '/'. */
function hashRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : `/${hash}`;
}

function currentPath(): string {
  return hashRoute().split('?')[0] ?? '/';
}

function currentSearch(): string {
  const route = hashRoute();
  const start = route.indexOf('?');
  return start < 0 ? '' : route.slice(start + 1);
}

/**
 * Calls `listener` synchronously whenever the path of the hash route changes (a push, a replace, back
 * or forward; not a change of the query alone), before the next page renders. Returns the unsubscribe.
 */
export function onPathChange(listener: (path: string) => void): () => void {
  let last = currentPath();
  return subscribe(() => {
    const path = currentPath();
    if (path === last) return;
    last = path;
    listener(path);
  });
}

/** Goes to a hash route ('/pages/market/detail?symbol=BTC/USDT'), from components or from outside React. */
export function navigate(to: string, { replace = false, state }: NavigateOptions = {}): void {
  const next: EntryState = { idx: replace ? entryIndex() : entryIndex() + 1, usr: state };
  if (replace) window.history.replaceState(next, '', `#${to}`);
  else window.history.pushState(next, '', `#${to}`);
  lastNavigation = replace ? 'replace' : 'push';
  notify();
}

/** Back to the previous page of the app, or to `fallback` (replacing this entry) when there is none. */
export function goBack(fallback: string): void {
  if (canGoBack()) window.history.back();
  else navigate(fallback, { replace: true });
}

/** wouter's location hook: the path of the hash route. */
export function useHashLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath), navigate];
}

/** The whole hash route, path and query ('/pages/market/market?tab=index'), e.g. for the guard's `from`. */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, hashRoute);
}

/** wouter's search hook: the query of the hash route, without '?'. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch);
}

/** Link hrefs: a route is written after '#'. */
export const hashHref = (href: string): string => `#${href}`;
