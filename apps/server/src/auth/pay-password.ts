// The pay password: six digits that confirm a withdrawal, set or changed with a code sent to the
// user's own email or phone, kept as an argon2id hash like the login password. Wrong tries are
// throttled as logins are (5 free in 15 minutes, then a doubling wait), per user, so a stolen
// session cannot guess the six digits.
import { LOGIN_FAILURES_FREE, LOGIN_FAILURE_WINDOW_MS } from '@platform/shared/constants';
import type { TPayPasswordRequest } from '@platform/shared/schemas/withdraw';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { forgetCachedUser } from './sessions.ts';
import { useCode } from './codes.ts';
import { backoffMs } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearLoginFailures, loginFailuresSince, recordLoginFailure } from './account-queries.ts';
import { ownAccount, targetOf } from './accounts.ts';
import { findPayPasswordHash, updatePayPasswordHash } from './pay-password-queries.ts';

const throttleSubject = (userId: number) => `pay:${userId}`;

/** Sets or replaces the pay password; the code proves the caller still holds the account's contact. */
export async function setPayPassword(
  deps: { db: Db; clock: () => number },
  user: UserRow,
  input: Pick<TPayPasswordRequest, 'password' | 'code'>,
): Promise<void> {
  const { db, clock } = deps;
  const account = ownAccount(user);
  // Hashed before the code is spent, so a failure here leaves the code usable.
  const payPasswordHash = await hashPassword(input.password);
  await useCode(db, account.kind, targetOf(account), 'pay_password', input.code, clock());
  await updatePayPasswordHash(db, user.id, payPasswordHash);
  // A new password also forgives the wrong tries of the old one.
  await clearLoginFailures(db, throttleSubject(user.id));
  forgetCachedUser(db, user.id);
}

export async function isPayPasswordSet(db: Db, userId: number): Promise<boolean> {
  return (await findPayPasswordHash(db, userId)) !== null;
}

/** The tail of each user's queue of pay password checks in this process. */
const checksInFlight = new Map<number, Promise<void>>();

/**
 * Runs one user's pay password checks one after another, so each reads the failures the one before
 * recorded: a burst of guesses sent at the same instant meets the limit like guesses sent in turn
 * (otherwise all would read "no failures yet" and all be checked). Other users are not held up.
 * Several API processes each keep their own queue: the limit then holds per process.
 */
async function oneCheckAtATime<T>(userId: number, check: () => Promise<T>): Promise<T> {
  const previous = checksInFlight.get(userId) ?? Promise.resolve();
  const result = previous.then(check);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  checksInFlight.set(userId, tail);
  void tail.then(() => {
    if (checksInFlight.get(userId) === tail) checksInFlight.delete(userId);
  });
  return result;
}

/**
 * Refuses unless `password` is the user's pay password: 'pay_password_not_set', then
 * 'pay_password_locked' while too many wrong tries are recent, then 'pay_password_wrong'.
 */
export async function assertPayPassword(db: Db, userId: number, password: string, now: number): Promise<void> {
  return oneCheckAtATime(userId, () => checkPayPassword(db, userId, password, now));
}

async function checkPayPassword(db: Db, userId: number, password: string, now: number): Promise<void> {
  const payPasswordHash = await findPayPasswordHash(db, userId);
  if (payPasswordHash === null) throw new AppError('pay_password_not_set');
  const subject = throttleSubject(userId);
  const { count, lastAt } = await loginFailuresSince(db, subject, now - LOGIN_FAILURE_WINDOW_MS);
  const waitUntil = lastAt + backoffMs(count, LOGIN_FAILURES_FREE);
  if (count >= LOGIN_FAILURES_FREE && now < waitUntil) {
    throw new AppError('pay_password_locked', { seconds: Math.ceil((waitUntil - now) / 1000) });
  }
  if (!(await verifyPassword(payPasswordHash, password))) {
    await recordLoginFailure(db, [subject], now);
    throw new AppError('pay_password_wrong');
  }
  if (count > 0) await clearLoginFailures(db, subject);
}
