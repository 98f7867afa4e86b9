// Hash routes for the back office (#/deposits, #/users/12): the server serves one index.html under
// /admin/, so no path needs a server route of its own.
import { useSyncExternalStore } from 'react';

export const ROUTES = {
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  users: '/users',
  ledger: '/ledger',
  audit: '/audit',
  identity: '/identity',
  articles: '/articles',
  support: '/support',
  loans: '/loans',
  dual: '/dual',
  staking: '/staking',
  ieo: '/ieo',
} as const;

export const userPath = (id: number) => `${ROUTES.users}/${id}`;

function currentPath(): string {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useHashPath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

export function navigate(path: string): void {
  window.location.hash = path;
}

export const hrefOf = (path: string) => `#${path}`;
