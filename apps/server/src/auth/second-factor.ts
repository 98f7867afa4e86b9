// The second factor where it is asked: at login, for a withdrawal, to turn two-factor off. A
// 6-digit authenticator code is good once (its time step is remembered) within ±1 step; a
// recovery code is spent when used. Wrong codes count against the user's throttle.
import { RECOVERY_CODE_RE, TOTP_CODE_RE } from '@platform/shared/schemas/security';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { claimTotpStep, findUserSecurity, useRecoveryCode } from './security-queries.ts';
import { throttledCheck, totpSubject } from './secret-throttle.ts';
import { matchingStep, recoveryCodeHash } from './totp.ts';

export async function isTotpEnabled(db: Db, userId: number): Promise<boolean> {
  const row = await findUserSecurity(db, userId);
  return Boolean(row?.totp_enabled_at && row.totp_secret);
}

/** True when `code` is a current, unused authenticator code of the enabled key, or an unspent recovery code; it is then used up. */
async function spendSecondFactor(db: Db, userId: number, secret: string, code: string, now: number): Promise<boolean> {
  if (TOTP_CODE_RE.test(code)) {
    const step = matchingStep(secret, code, now);
    return step !== null && (await claimTotpStep(db, userId, step));
  }
  if (RECOVERY_CODE_RE.test(code)) return useRecoveryCode(db, userId, recoveryCodeHash(userId, code), now);
  return false;
}

/**
 * Nothing when two-factor is off. When on: 'totp_required' without a code, 'totp_locked' after too
 * many wrong ones, 'totp_wrong' (after `onWrong`, e.g. counting a failed login) for a wrong,
 * expired or reused code.
 */
export async function assertSecondFactor(
  db: Db,
  userId: number,
  code: string | undefined,
  now: number,
  onWrong: () => Promise<void> = async () => {},
): Promise<void> {
  const row = await findUserSecurity(db, userId);
  if (!row?.totp_enabled_at || !row.totp_secret) return;
  const typed = (code ?? '').replace(/\s/g, '');
  if (!typed) throw new AppError('totp_required');
  const secret = row.totp_secret;
  try {
    await throttledCheck(db, totpSubject(userId), now, { locked: 'totp_locked', wrong: 'totp_wrong' }, () =>
      spendSecondFactor(db, userId, secret, typed, now),
    );
  } catch (error) {
    if (error instanceof AppError && error.textKey === 'totp_wrong') await onWrong();
    throw error;
  }
}
