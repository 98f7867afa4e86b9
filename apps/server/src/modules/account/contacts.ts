// Binding, changing and removing the email or phone of an account. A new contact proves itself with
// a code sent to it (scenes bind_email / bind_mobile); the login password is asked too, so a stolen
// session alone cannot move the account's recovery to the thief. The last contact cannot be removed:
// it is how the user logs in and recovers the account.
import type { AccountKind } from '@platform/shared/account-rules';
import type { TBindEmailRequest, TBindMobileRequest, TUnbindRequest } from '@platform/shared/schemas/security';
import type { Lang } from '@platform/shared/languages';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, sessionInvalid } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { forgetCachedUser } from '../../auth/sessions.ts';
import { useCode } from '../../auth/codes.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { findUserByAccount, findUserById, type AccountRef } from '../../auth/account-queries.ts';
import { targetOf } from '../../auth/accounts.ts';
import { clearContact, updateContact } from '../../auth/security-queries.ts';
import { concludeSecurityChange } from '../../auth/security-change.ts';
import { passwordSubject, throttledCheck } from '../../auth/secret-throttle.ts';

export type Caller = { userId: number; sessionId: number; lang: Lang };

/** ab***@example.com: enough for the user to recognise it, little for anyone else. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** +86 138****78 */
export function maskPhone(areaCode: string, phone: string): string {
  return `+${areaCode} ${phone.slice(0, 3)}****${phone.slice(-2)}`;
}

export async function currentUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw sessionInvalid();
  return user;
}

/** The login password, throttled per user like logins. */
export function assertLoginPassword(db: Db, user: UserRow, password: string, now: number): Promise<void> {
  return throttledCheck(db, passwordSubject(user.id), now, { locked: 'login_password_locked', wrong: 'login_password_wrong' }, () =>
    verifyPassword(user.password_hash, password),
  );
}

async function saveContact(deps: ModuleDeps, caller: Caller, contact: Parameters<typeof updateContact>[2]): Promise<UserRow> {
  try {
    await updateContact(deps.db, caller.userId, contact);
  } catch (error) {
    // Another account took this contact since the check.
    if (isUniqueViolation(error)) throw new AppError('account_exists');
    throw error;
  }
  forgetCachedUser(deps.db, caller.userId);
  return currentUser(deps.db, caller.userId);
}

export async function bindEmail(deps: ModuleDeps, caller: Caller, input: TBindEmailRequest): Promise<void> {
  const { db, clock } = deps;
  const user = await currentUser(db, caller.userId);
  if (user.email === input.email) throw new AppError('email_same');
  const account: AccountRef = { kind: 'email', email: input.email };
  if (await findUserByAccount(db, account)) throw new AppError('account_exists');
  await assertLoginPassword(db, user, input.password, clock());
  await useCode(db, 'email', targetOf(account), 'bind_email', input.code, clock());
  const updated = await saveContact(deps, caller, { email: input.email });
  await concludeSecurityChange(
    deps,
    { user: updated, sessionId: caller.sessionId, lang: caller.lang },
    {
      kind: 'security_email_bound',
      mailKey: 'security_mail_email_bound',
      params: { email: maskEmail(input.email) },
      formerContact: user.email ? { kind: 'email', email: user.email } : undefined,
    },
  );
}

export async function bindMobile(deps: ModuleDeps, caller: Caller, input: TBindMobileRequest): Promise<void> {
  const { db, clock } = deps;
  const user = await currentUser(db, caller.userId);
  if (user.phone === input.mobile && user.area_code === input.area_code) throw new AppError('phone_same');
  const account: AccountRef = { kind: 'phone', areaCode: input.area_code, phone: input.mobile };
  if (await findUserByAccount(db, account)) throw new AppError('account_exists');
  await assertLoginPassword(db, user, input.password, clock());
  await useCode(db, 'phone', targetOf(account), 'bind_mobile', input.code, clock());
  const updated = await saveContact(deps, caller, { phone: input.mobile, area_code: input.area_code });
  await concludeSecurityChange(
    deps,
    { user: updated, sessionId: caller.sessionId, lang: caller.lang },
    {
      kind: 'security_phone_bound',
      mailKey: 'security_mail_phone_bound',
      params: { phone: maskPhone(input.area_code, input.mobile) },
      formerContact: user.phone ? { kind: 'phone', areaCode: user.area_code, phone: user.phone } : undefined,
    },
  );
}

function boundContact(user: UserRow, kind: AccountKind): AccountRef | null {
  if (kind === 'email') return user.email ? { kind: 'email', email: user.email } : null;
  return user.phone ? { kind: 'phone', areaCode: user.area_code, phone: user.phone } : null;
}

export async function unbindContact(deps: ModuleDeps, caller: Caller, input: TUnbindRequest): Promise<void> {
  const { db, clock } = deps;
  const user = await currentUser(db, caller.userId);
  const removed = boundContact(user, input.kind);
  if (!removed) throw new AppError('unbind_not_bound');
  if (!boundContact(user, input.kind === 'email' ? 'phone' : 'email')) throw new AppError('unbind_only_contact');
  await assertLoginPassword(db, user, input.password, clock());
  if (!(await clearContact(db, user.id, removed.kind))) throw new AppError('unbind_only_contact');
  forgetCachedUser(db, user.id);
  const updated = await currentUser(db, user.id);
  await concludeSecurityChange(
    deps,
    { user: updated, sessionId: caller.sessionId, lang: caller.lang },
    removed.kind === 'email'
      ? { kind: null, mailKey: 'security_mail_email_unbound', params: { email: maskEmail(removed.email) }, formerContact: removed }
      : {
          kind: null,
          mailKey: 'security_mail_phone_unbound',
          params: { phone: maskPhone(removed.areaCode, removed.phone) },
          formerContact: removed,
        },
  );
}
