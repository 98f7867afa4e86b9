// Wrong authenticator codes and wrong passwords typed in the security centre are throttled as
// logins are (5 free in 15 minutes, then a doubling wait), per user: a stolen session must not be
// able to guess a 6-digit code or the password behind it. Checks of one subject run one after
// another in this process, so a burst of guesses meets the limit like guesses sent in turn.
import { LOGIN_FAILURES_FREE, LOGIN_FAILURE_WINDOW_MS } from '@platform/shared/constants';
import type { TextKey } from '@platform/shared/i18n/texts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { backoffMs, oneAtATime } from './login-throttle.ts';
import { clearLoginFailures, loginFailuresSince, recordLoginFailure } from './account-queries.ts';

export const totpSubject = (userId: number) => `totp:${userId}`;
export const passwordSubject = (userId: number) => `password:${userId}`;

/**
 * Runs `check` (true when the secret was right) unless the subject is locked; a wrong answer is
 * recorded and refused with `wrongKey`, a right one forgives the earlier failures.
 */
export function throttledCheck(
  db: Db,
  subject: string,
  now: number,
  keys: { locked: TextKey; wrong: TextKey },
  check: () => Promise<boolean>,
): Promise<void> {
  return oneAtATime(subject, async () => {
    const { count, lastAt } = await loginFailuresSince(db, subject, now - LOGIN_FAILURE_WINDOW_MS);
    const waitUntil = lastAt + backoffMs(count, LOGIN_FAILURES_FREE);
    if (count >= LOGIN_FAILURES_FREE && now < waitUntil) {
      throw new AppError(keys.locked, { seconds: Math.ceil((waitUntil - now) / 1000) });
    }
    if (!(await check())) {
      await recordLoginFailure(db, [subject], now);
      throw new AppError(keys.wrong);
    }
    if (count > 0) await clearLoginFailures(db, subject);
  });
}
