// Failed logins are counted per account-and-address and per address. After 5 failures in
// 15 minutes each further try must wait twice as long as the one before. Keying the account
// count by address too means one user's failures cannot lock another user out of their account.
import { LOGIN_BACKOFF_BASE_MS, LOGIN_BACKOFF_MAX_MS, LOGIN_FAILURES_FREE, LOGIN_FAILURE_WINDOW_MS } from '@platform/shared/constants';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { clearLoginFailures, loginFailuresSince, recordLoginFailure } from './account-queries.ts';

const checksInFlight = new Map<string, Promise<void>>();

/**
 * Runs the checks of one subject one after another in this process, so a burst of guesses sent at
 * the same instant meets the limit exactly as guesses sent in turn: each sees the failures the
 * ones before it recorded. (Several API processes each hold the limit for their own requests.)
 */
export async function oneAtATime<T>(subject: string, check: () => Promise<T>): Promise<T> {
  const previous = checksInFlight.get(subject) ?? Promise.resolve();
  const result = previous.then(check);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  checksInFlight.set(subject, tail);
  void tail.then(() => {
    if (checksInFlight.get(subject) === tail) checksInFlight.delete(subject);
  });
  return result;
}

/** An address may fail this many times across all accounts before it waits too. */
const ADDRESS_FAILURES_FREE = 20;

export function throttleSubjects(account: string, ip: string) {
  return { accountAtAddress: `account:${account}|${ip}`, address: `ip:${ip}` };
}

/** The wait after `failures` failures, or 0 while still free. */
export function backoffMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** (failures - free), LOGIN_BACKOFF_MAX_MS);
}

export async function assertLoginAllowed(db: Db, account: string, ip: string, now: number): Promise<void> {
  const subjects = throttleSubjects(account, ip);
  const since = now - LOGIN_FAILURE_WINDOW_MS;
  for (const [subject, free] of [
    [subjects.accountAtAddress, LOGIN_FAILURES_FREE],
    [subjects.address, ADDRESS_FAILURES_FREE],
  ] as const) {
    const { count, lastAt } = await loginFailuresSince(db, subject, since);
    const waitUntil = lastAt + backoffMs(count, free);
    if (count >= free && now < waitUntil) throw new AppError('login_locked', { seconds: Math.ceil((waitUntil - now) / 1000) });
  }
}

export async function recordFailedLogin(db: Db, account: string, ip: string, now: number): Promise<void> {
  const subjects = throttleSubjects(account, ip);
  await recordLoginFailure(db, [subjects.accountAtAddress, subjects.address], now);
}

export async function clearFailedLogins(db: Db, account: string, ip: string): Promise<void> {
  await clearLoginFailures(db, throttleSubjects(account, ip).accountAtAddress);
}
