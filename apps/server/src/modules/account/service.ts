// Account rules: registration, login, passwords. Routes parse input; this holds the decisions.
import crypto from 'node:crypto';
import { FIAT_DEFAULT } from '@platform/shared/constants';
import type { Lang } from '@platform/shared/languages';
import type { CodeScene, TForgetRequest, TLoginRequest, TRegisterRequest } from '@platform/shared/schemas/account';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { createSession, revokeAllSessions, revokeOtherSessions } from '../../auth/sessions.ts';
import { issueCode, useCode } from '../../auth/codes.ts';
import type { Channel, Mailer } from '../../notify/message.ts';
import { assertLoginAllowed, clearFailedLogins, oneAtATime, recordFailedLogin, throttleSubjects } from '../../auth/login-throttle.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import {
  findUserByAccount,
  findUserById,
  findUserByInviteCode,
  insertUser,
  updatePasswordHash,
  type AccountRef,
} from '../../auth/account-queries.ts';
import { accountRef, ownAccount, targetOf } from '../../auth/accounts.ts';
import type { Translate } from '../../http/translate.ts';
import { assertSecondFactor } from '../../auth/second-factor.ts';

export type AccountDeps = { db: Db; clock: () => number; mailer: Mailer; translate: Translate };
export type Client = { ip: string; userAgent: string };

function channelOf(account: AccountRef): Channel {
  return account.kind;
}

function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

export async function sendCode(
  deps: AccountDeps,
  input: { account: AccountRef; scene: CodeScene; lang: Lang; userId: number | null },
): Promise<void> {
  const { db, clock, mailer, translate } = deps;
  const existing = await findUserByAccount(db, input.account);
  if (input.scene === 'register' && existing) throw new AppError('account_exists');
  if (input.scene === 'forget' && !existing) throw new AppError('account_not_found');
  if (input.scene === 'update_password' || input.scene === 'pay_password') {
    // Only to the caller's own contact.
    if (input.userId === null) throw new AppError('please_login_first', {}, 999);
    if (!existing || existing.id !== input.userId) throw new AppError('scene_invalid');
  }
  // Binding a contact is for a signed-in user; the code goes to the new contact, which must be free.
  if ((input.scene === 'bind_email' || input.scene === 'bind_mobile') && input.userId === null)
    throw new AppError('please_login_first', {}, 999);
  if ((input.scene === 'bind_email' || input.scene === 'bind_mobile') && existing) throw new AppError('account_exists');
  const code = await issueCode(db, channelOf(input.account), targetOf(input.account), input.scene, clock());
  await mailer.send({
    channel: channelOf(input.account),
    target: targetOf(input.account),
    subject: translate(input.lang, 'code_email_subject'),
    body: translate(input.lang, 'code_email_body', { code }),
  });
}

export async function register(deps: AccountDeps, input: TRegisterRequest, lang: Lang, client: Client): Promise<string> {
  const { db, clock } = deps;
  const account = accountRef(input.user_string, input.area_code);
  if (!account || account.kind !== input.type) throw new AppError(input.type === 'phone' ? 'phone_invalid' : 'email_invalid');
  if (await findUserByAccount(db, account)) throw new AppError('account_exists');
  const referrer = input.extension_code ? await findUserByInviteCode(db, input.extension_code.toUpperCase()) : undefined;
  if (input.extension_code && !referrer) throw new AppError('invite_code_invalid');
  const passwordHash = await hashPassword(input.password);
  await useCode(db, channelOf(account), targetOf(account), 'register', input.code, clock());
  const now = clock();
  let userId: number;
  try {
    userId = await insertUser(db, {
      email: account.kind === 'email' ? account.email : null,
      phone: account.kind === 'phone' ? account.phone : null,
      area_code: account.kind === 'phone' ? account.areaCode : input.area_code,
      password_hash: passwordHash,
      nickname: account.kind === 'email' ? account.email.split('@')[0]!.slice(0, 10) : `user${account.phone.slice(-4)}`,
      head_portrait: '',
      signature: '',
      invite_code: newInviteCode(),
      referrer_id: referrer?.id ?? null,
      lang,
      fiat: FIAT_DEFAULT,
      credit_score: 100,
      real_status: 'unverified',
      role: 'user',
      created_at: now,
      password_changed_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('account_exists');
    throw error;
  }
  return createSession(db, userId, now, client);
}

/** Answers the new session's token and whose it is. */
export async function login(deps: AccountDeps, input: TLoginRequest, client: Client): Promise<{ token: string; userId: number }> {
  const { db, clock } = deps;
  const account = accountRef(input.user_string, input.area_code);
  const throttleKey = account ? targetOf(account) : input.user_string.toLowerCase();
  // One try of an account from an address at a time: the lock check, the password and the failure
  // it records happen in turn, so a burst of guesses gets no more than the free ones.
  return oneAtATime(throttleSubjects(throttleKey, client.ip).accountAtAddress, async () => {
    await assertLoginAllowed(db, throttleKey, client.ip, clock());
    const user = account ? await findUserByAccount(db, account) : undefined;
    const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
    if (!user || !passwordOk) {
      await recordFailedLogin(db, throttleKey, client.ip, clock());
      throw new AppError('login_failed');
    }
    // Two-factor on: 'totp_required' without a code; a wrong one counts as a failed login.
    await assertSecondFactor(db, user.id, input.totp, clock(), () => recordFailedLogin(db, throttleKey, client.ip, clock()));
    await clearFailedLogins(db, throttleKey, client.ip);
    return { token: await createSession(db, user.id, clock(), client), userId: user.id };
  });
}

export async function resetForgottenPassword(deps: AccountDeps, input: TForgetRequest): Promise<void> {
  const { db, clock } = deps;
  const account = accountRef(input.account, input.area_code);
  if (!account) throw new AppError('account_required');
  const user = await findUserByAccount(db, account);
  if (!user) throw new AppError('account_not_found');
  const passwordHash = await hashPassword(input.password);
  await useCode(db, channelOf(account), targetOf(account), 'forget', input.code, clock());
  await updatePasswordHash(db, user.id, passwordHash, clock());
  await revokeAllSessions(db, user.id, clock());
}

/** Changes the login password; the caller's session (`keepSessionId`) stays, the others end. */
export async function changePassword(
  deps: AccountDeps,
  userId: number,
  keepSessionId: number,
  password: string,
  code: string,
): Promise<void> {
  const { db, clock } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('session_invalid', {}, 999);
  const account = ownAccount(user);
  const passwordHash = await hashPassword(password);
  await useCode(db, channelOf(account), targetOf(account), 'update_password', code, clock());
  await updatePasswordHash(db, user.id, passwordHash, clock());
  await revokeOtherSessions(db, user.id, keepSessionId, clock());
}
