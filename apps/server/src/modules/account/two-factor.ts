// Turning two-factor authentication on and off. Set-up makes a new key that waits until a code of
// it is typed back (so a user who never finished scanning is not locked out); from then on the key
// is never answered again. Enabling answers 10 recovery codes once; only their hashes are kept.
// (The key itself must be readable to check codes: it is stored as is, in its own table.)
import type { TTotpEnabled, TTotpSetup } from '@platform/shared/schemas/security';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { currentUser, type Caller } from './contacts.ts';
import { disableTotp, enableTotp, findUserSecurity, replaceRecoveryCodes, saveUserSecurity } from '../../auth/security-queries.ts';
import { assertSecondFactor } from '../../auth/second-factor.ts';
import { concludeSecurityChange } from '../../auth/security-change.ts';
import { throttledCheck, totpSubject } from '../../auth/secret-throttle.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from '../../auth/totp.ts';

export async function setUpTotp(deps: ModuleDeps, userId: number): Promise<TTotpSetup> {
  const { db, clock } = deps;
  const user = await currentUser(db, userId);
  const row = await findUserSecurity(db, userId);
  if (row?.totp_enabled_at) throw new AppError('totp_already_enabled');
  // A new key every time: one fetched earlier (by anyone holding the session) is never enabled later.
  const secret = newTotpSecret();
  await saveUserSecurity(db, userId, { totp_secret: secret, totp_enabled_at: null, totp_last_step: null }, clock());
  const label = user.email ?? `+${user.area_code} ${user.phone ?? ''}`;
  return { secret, uri: totpUri(secret, deps.config.siteName, label) };
}

export async function enableTwoFactor(deps: ModuleDeps, caller: Caller, code: string): Promise<TTotpEnabled> {
  const { db, clock } = deps;
  const now = clock();
  const row = await findUserSecurity(db, caller.userId);
  if (row?.totp_enabled_at) throw new AppError('totp_already_enabled');
  const secret = row?.totp_secret;
  if (!secret) throw new AppError('totp_setup_required');
  const matched: { step: number | null } = { step: null };
  await throttledCheck(db, totpSubject(caller.userId), now, { locked: 'totp_locked', wrong: 'totp_wrong' }, async () => {
    matched.step = matchingStep(secret, code, now);
    return matched.step !== null;
  });
  if (matched.step === null || !(await enableTotp(db, caller.userId, secret, matched.step, now))) {
    throw new AppError('totp_setup_required');
  }
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    db,
    caller.userId,
    codes.map((recovery) => recoveryCodeHash(caller.userId, recovery)),
    now,
  );
  const user = await currentUser(db, caller.userId);
  await concludeSecurityChange(
    deps,
    { user, sessionId: caller.sessionId, lang: caller.lang },
    { kind: 'security_totp_enabled', mailKey: 'security_mail_totp_enabled' },
  );
  return { recovery_codes: codes };
}

/** Needs a current authenticator code or a recovery code. */
export async function disableTwoFactor(deps: ModuleDeps, caller: Caller, code: string): Promise<void> {
  const { db, clock } = deps;
  const row = await findUserSecurity(db, caller.userId);
  if (!row?.totp_enabled_at) throw new AppError('totp_not_enabled');
  await assertSecondFactor(db, caller.userId, code, clock());
  await disableTotp(db, caller.userId, clock());
  const user = await currentUser(db, caller.userId);
  await concludeSecurityChange(
    deps,
    { user, sessionId: caller.sessionId, lang: caller.lang },
    { kind: 'security_totp_disabled', mailKey: 'security_mail_totp_disabled' },
  );
}
