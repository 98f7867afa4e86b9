// The security centre through the real HTTP stack on both databases: login and pay passwords,
// binding and removing contacts, two-factor authentication (TOTP codes computed from the key the
// set-up answered, as an authenticator app does) at login and for withdrawals, recovery codes, the
// anti-phishing code in emails, and the sessions list. Every change ends the other sessions and
// keeps the caller's, and is announced in the notifications centre and by email.
import { expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { balancesOf } from '../src/ledger/ledger.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { PASSWORD, creditDeposit, lastCodeSentTo, registerUser, uniqueEmail, userIdOf, verifyIdentity } from './helpers.ts';

type Reply<T> = { status: number; body: { type: unknown; message: T; code?: string } };
type SecurityState = {
  email: string | null;
  phone: string | null;
  pay_password_set: boolean;
  totp_enabled: boolean;
  anti_phishing_code: string | null;
  sessions_active: number;
};
type Session = { id: number; browser: string; os: string; ip: string; created_at: number; last_seen_at: number; current: boolean };

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const NOTICE_SUBJECT = 'Security notice for your account';
const USDT = 3;
const PAY_PASSWORD = '246810';
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

let phoneCounter = 0;
/** A phone number no other test uses. */
function uniquePhone(): string {
  phoneCounter += 1;
  return `13${String(Date.now()).slice(-7)}${String(phoneCounter).padStart(2, '0')}`;
}

const post = <T = unknown>(t: TestApp, path: string, token: string, body: Record<string, string | number | undefined> = {}) =>
  t.call<T>(path, { method: 'POST', token, body });

function expectRefused(reply: Reply<unknown>, code: string) {
  expect({ type: reply.body.type, code: reply.body.code }).toEqual({ type: 'error', code });
}

function logIn(t: TestApp, userString: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return t.call<string>('user/login', { method: 'POST', body: { user_string: userString, password: PASSWORD, ...extra }, headers });
}

async function secondSession(t: TestApp, email: string, userAgent = ANDROID_CHROME): Promise<string> {
  const reply = await logIn(t, email, {}, { 'user-agent': userAgent });
  expect(reply.body.type).toBe('ok');
  return reply.body.message;
}

async function stateOf(t: TestApp, token: string): Promise<SecurityState> {
  const reply = await t.call<SecurityState>('safe/state', { token });
  expect(reply.body.type).toBe('ok');
  return reply.body.message;
}

/** The caller's session works, the other answers 999. */
async function expectOnlyCallerKept(t: TestApp, caller: string, other: string) {
  expect((await t.call('user/info', { token: caller })).body.type).toBe('ok');
  expect((await t.call('user/info', { token: other })).body.type).toBe(999);
}

async function noticeKinds(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.db.selectFrom('notifications').select('kind').where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => row.kind);
}

async function mailsTo(t: TestApp, target: string) {
  return t.db.selectFrom('outbox').select(['subject', 'body']).where('target', '=', target).orderBy('id').execute();
}

/** The code an authenticator app shows for `secret` at `timestampMs`. */
function totpAt(secret: string, timestampMs: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: timestampMs });
}

/** Sets up and enables two-factor; answers the key, the code used to enable it and the recovery codes. */
async function enableTwoFactor(t: TestApp, token: string) {
  const setup = await post<{ secret: string; uri: string }>(t, 'safe/totp/setup', token);
  expect(setup.body.type).toBe('ok');
  const { secret } = setup.body.message;
  const code = totpAt(secret, t.clock.now());
  const enabled = await post<{ recovery_codes: string[] }>(t, 'safe/totp/enable', token, { code });
  expect(enabled.body.type).toBe('ok');
  return { secret, usedCode: code, recoveryCodes: enabled.body.message.recovery_codes };
}

/** A step later, so the next code is one not used yet. */
function nextCode(t: TestApp, secret: string): string {
  t.clock.advance(30_000);
  return totpAt(secret, t.clock.now());
}

async function sendBindCode(t: TestApp, token: string, kind: 'email' | 'phone', target: string, areaCode = '86') {
  const reply = await post(t, kind === 'email' ? 'sms_mail' : 'sms_send', token, {
    user_string: target,
    area_code: areaCode,
    scene: kind === 'email' ? 'bind_email' : 'bind_mobile',
  });
  expect(reply.body.type).toBe('ok');
  return lastCodeSentTo(t, kind === 'email' ? target : `+${areaCode} ${target}`);
}

describeEachDialect(
  'security centre',
  (ctx) => {
    it('lists a new user’s security state with the contact masked', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const state = await stateOf(t, token);
      expect(state).toMatchObject({
        email: `${email.slice(0, 2)}***@example.com`,
        phone: null,
        pay_password_set: false,
        totp_enabled: false,
        anti_phishing_code: null,
        sessions_active: 1,
      });
      expect((await t.call('safe/state')).body.type).toBe(999);
    });

    it('changes the login password keeping the caller’s session, ending the others, with a notice and an email', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const other = await secondSession(t, email);
      t.clock.advance(60_000);
      await post(t, 'sms_mail', token, { user_string: email, scene: 'update_password' });
      const code = await lastCodeSentTo(t, email);
      const changed = await post<string>(t, 'safe/update_password', token, { password: 'Changed#2026', re_password: 'Changed#2026', code });
      expect(changed.body).toMatchObject({ type: 'ok', message: 'Password changed. Your other devices have been signed out' });
      await expectOnlyCallerKept(t, token, other);
      expect(await noticeKinds(t, await userIdOf(t, email))).toContain('security_password_changed');
      expect((await mailsTo(t, email)).at(-1)).toMatchObject({ subject: NOTICE_SUBJECT });
      expect((await mailsTo(t, email)).at(-1)?.body).toContain('Your login password was changed');
    });

    it('ends every session at a forgotten-password reset', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const other = await secondSession(t, email);
      t.clock.advance(60_000);
      await t.call('sms_mail', { method: 'POST', body: { user_string: email, scene: 'forget' } });
      const code = await lastCodeSentTo(t, email);
      const reset = await t.call('user/forget', {
        method: 'POST',
        body: { account: email, code, password: 'Reset#2026x', repassword: 'Reset#2026x' },
      });
      expect(reset.body.type).toBe('ok');
      expect((await t.call('user/info', { token })).body.type).toBe(999);
      expect((await t.call('user/info', { token: other })).body.type).toBe(999);
    });

    it('sets the pay password ending the other sessions, with a notice', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const other = await secondSession(t, email);
      await post(t, 'sms_mail', token, { user_string: email, scene: 'pay_password' });
      const code = await lastCodeSentTo(t, email);
      const saved = await post(t, 'safe/pay_password', token, { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code });
      expect(saved.body.type).toBe('ok');
      await expectOnlyCallerKept(t, token, other);
      expect((await stateOf(t, token)).pay_password_set).toBe(true);
      expect(await noticeKinds(t, await userIdOf(t, email))).toContain('security_pay_password_changed');
    });

    it('binds a phone with a code sent to it and the password; wrong-scene codes and wrong passwords change nothing', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const userId = await userIdOf(t, email);
      const other = await secondSession(t, email);
      const phone = uniquePhone();

      // A bind code is for a signed-in user only.
      const anonymous = await t.call('sms_send', { method: 'POST', body: { user_string: phone, area_code: '86', scene: 'bind_mobile' } });
      expect(anonymous.body.type).toBe(999);
      // A code of another scene (registering that phone) does not bind it.
      await t.call('sms_send', { method: 'POST', body: { user_string: phone, area_code: '86', scene: 'register' } });
      const registerCode = await lastCodeSentTo(t, `+86 ${phone}`);
      expectRefused(
        await post(t, 'safe/mobile', token, { mobile: phone, area_code: '86', code: registerCode, password: PASSWORD }),
        'code_expired',
      );
      expect((await stateOf(t, token)).phone).toBeNull();

      const code = await sendBindCode(t, token, 'phone', phone);
      expectRefused(
        await post(t, 'safe/mobile', token, { mobile: phone, area_code: '86', code, password: 'Wrong#2026' }),
        'login_password_wrong',
      );
      expect((await stateOf(t, token)).phone).toBeNull();
      expect((await t.call('user/info', { token: other })).body.type).toBe('ok');
      // The wrong password did not spend the code.
      const bound = await post<string>(t, 'safe/mobile', token, { mobile: phone, area_code: '86', code, password: PASSWORD });
      expect(bound.body).toMatchObject({ type: 'ok', message: 'Phone number saved' });
      expect((await stateOf(t, token)).phone).toBe(`+86 ${phone.slice(0, 3)}****${phone.slice(-2)}`);
      await expectOnlyCallerKept(t, token, other);
      expect(await noticeKinds(t, userId)).toContain('security_phone_bound');
      expect((await mailsTo(t, email)).at(-1)?.body).toContain(`+86 ${phone.slice(0, 3)}****`);
      // The phone now logs in.
      expect((await logIn(t, phone, { area_code: '86' })).body.type).toBe('ok');

      // Another account cannot take it.
      const stranger = await registerUser(t);
      const taken = await post(t, 'sms_send', stranger.token, { user_string: phone, area_code: '86', scene: 'bind_mobile' });
      expectRefused(taken, 'account_exists');
    });

    it('changes the email with a code to the new address; the old address hears of it', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const other = await secondSession(t, email);
      const next = uniqueEmail('moved');

      // An update_password code (to the old address) is of the wrong scene for binding.
      await post(t, 'sms_mail', token, { user_string: email, scene: 'update_password' });
      const wrongScene = await lastCodeSentTo(t, email);
      expectRefused(await post(t, 'safe/email', token, { email: next, code: wrongScene, password: PASSWORD }), 'code_expired');
      expectRefused(await post(t, 'safe/email', token, { email, code: wrongScene, password: PASSWORD }), 'email_same');

      const code = await sendBindCode(t, token, 'email', next);
      expectRefused(await post(t, 'safe/email', token, { email: next, code: '000000', password: PASSWORD }), 'code_wrong');
      const bound = await post<string>(t, 'safe/email', token, { email: next.toUpperCase(), code, password: PASSWORD });
      expect(bound.body).toMatchObject({ type: 'ok', message: 'Email address saved' });
      await expectOnlyCallerKept(t, token, other);
      expect((await logIn(t, next)).body.type).toBe('ok');
      expectRefused(await logIn(t, email), 'login_failed');
      const toOld = (await mailsTo(t, email)).at(-1);
      expect(toOld).toMatchObject({ subject: NOTICE_SUBJECT });
      expect(toOld?.body).toContain(`is now bound to your account`);
      expect((await mailsTo(t, next)).at(-1)).toMatchObject({ subject: NOTICE_SUBJECT });
    });

    it('refuses to remove the only contact and removes one of two with the password', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const userId = await userIdOf(t, email);
      const onlyContact = await t.call<string>('safe/unbind', {
        method: 'POST',
        token,
        lang: 'de',
        body: { kind: 'email', password: PASSWORD },
      });
      expectRefused(onlyContact, 'unbind_only_contact');
      expect(onlyContact.body.message).toBe(
        'Dies ist die einzige E-Mail-Adresse oder Telefonnummer Ihres Kontos: Verknüpfen Sie zuerst eine andere, bevor Sie sie entfernen',
      );
      expectRefused(await post(t, 'safe/unbind', token, { kind: 'phone', password: PASSWORD }), 'unbind_not_bound');
      expect((await stateOf(t, token)).email).not.toBeNull();
      expect((await logIn(t, email)).body.type).toBe('ok');

      const phone = uniquePhone();
      const code = await sendBindCode(t, token, 'phone', phone);
      expect((await post(t, 'safe/mobile', token, { mobile: phone, code, password: PASSWORD })).body.type).toBe('ok');
      const other = await secondSession(t, email);
      expectRefused(await post(t, 'safe/unbind', token, { kind: 'email', password: 'Wrong#2026' }), 'login_password_wrong');
      expect((await stateOf(t, token)).email).not.toBeNull();
      expect((await post(t, 'safe/unbind', token, { kind: 'email', password: PASSWORD })).body.type).toBe('ok');
      await expectOnlyCallerKept(t, token, other);
      expect(await stateOf(t, token)).toMatchObject({ email: null, phone: expect.stringContaining('****') });
      expectRefused(await logIn(t, email), 'login_failed');
      expect((await logIn(t, phone, { area_code: '86' })).body.type).toBe('ok');
      // Now the phone is the only one left.
      expectRefused(await post(t, 'safe/unbind', token, { kind: 'phone', password: PASSWORD }), 'unbind_only_contact');
      // The removed address was told.
      expect((await mailsTo(t, email)).at(-1)?.body).toContain('was removed from your account');
      expect(await t.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).toEqual({ phone });
    });

    it('enables two-factor only with a current code of the new key, answers it and the recovery codes once', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const other = await secondSession(t, email);
      expectRefused(await post(t, 'safe/totp/enable', token, { code: '123456' }), 'totp_setup_required');
      const setup = await post<{ secret: string; uri: string }>(t, 'safe/totp/setup', token);
      const { secret, uri } = setup.body.message;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toMatch(/^otpauth:\/\/totp\/Nova%20Exchange:/);
      expect(uri).toContain(`secret=${secret}`);
      expectRefused(await post(t, 'safe/totp/enable', token, { code: '12345' }), 'totp_code_invalid');
      const wrong = String((Number(totpAt(secret, t.clock.now())) + 500_000) % 1_000_000).padStart(6, '0');
      expectRefused(await post(t, 'safe/totp/enable', token, { code: wrong }), 'totp_wrong');
      expect((await stateOf(t, token)).totp_enabled).toBe(false);
      expect((await t.call('user/info', { token: other })).body.type).toBe('ok');

      const enabled = await post<{ recovery_codes: string[] }>(t, 'safe/totp/enable', token, { code: totpAt(secret, t.clock.now()) });
      expect(enabled.body.type).toBe('ok');
      const codes = enabled.body.message.recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      // Only hashes are kept.
      const stored = await t.db
        .selectFrom('totp_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', await userIdOf(t, email))
        .execute();
      expect(stored).toHaveLength(10);
      for (const row of stored) expect(codes).not.toContain(row.code_hash);
      await expectOnlyCallerKept(t, token, other);
      expect((await stateOf(t, token)).totp_enabled).toBe(true);
      expect(await noticeKinds(t, await userIdOf(t, email))).toContain('security_totp_enabled');
      // The key is never answered again.
      const again = await post(t, 'safe/totp/setup', token);
      expectRefused(again, 'totp_already_enabled');
      expect(JSON.stringify(again.body)).not.toContain(secret);
      expect(JSON.stringify((await t.call('safe/state', { token })).body)).not.toContain(secret);
    });

    it('asks for the code at login: required, wrong, reused and expired codes refused, a fresh one accepted', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const { secret, usedCode } = await enableTwoFactor(t, token);

      const required = await t.call<string>('user/login', { method: 'POST', lang: 'zh', body: { user_string: email, password: PASSWORD } });
      expect(required.body).toEqual({ type: 'error', code: 'totp_required', message: '请输入身份验证器应用中的 6 位验证码' });
      // The wrong password is refused as before, without saying whether two-factor is on.
      expectRefused(
        await t.call('user/login', { method: 'POST', body: { user_string: email, password: 'Wrong#2026', totp: usedCode } }),
        'login_failed',
      );
      // The code that enabled it is spent; one three steps old has expired.
      expectRefused(await logIn(t, email, { totp: usedCode }), 'totp_wrong');
      expectRefused(await logIn(t, email, { totp: totpAt(secret, t.clock.now() - 90_000) }), 'totp_wrong');
      const fresh = nextCode(t, secret);
      const loggedIn = await logIn(t, email, { totp: fresh });
      expect(loggedIn.body.type).toBe('ok');
      expect((await t.call('user/info', { token: loggedIn.body.message })).body.type).toBe('ok');
      // Accepted once: the same code again is refused.
      expectRefused(await logIn(t, email, { totp: fresh }), 'totp_wrong');
    });

    it('counts wrong codes against the login throttle', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const { secret } = await enableTwoFactor(t, token);
      const wrong = () => logIn(t, email, { totp: String((Number(totpAt(secret, t.clock.now())) + 1) % 1_000_000).padStart(6, '0') });
      for (let i = 0; i < 5; i += 1) expectRefused(await wrong(), 'totp_wrong');
      // Even a right code waits now, as a right password does after wrong ones.
      expectRefused(await logIn(t, email, { totp: totpAt(secret, t.clock.now() + 30_000) }), 'login_locked');
      t.clock.advance(31_000);
      expect((await logIn(t, email, { totp: totpAt(secret, t.clock.now()) })).body.type).toBe('ok');
    });

    it('accepts a recovery code once at login, and turns two-factor off with one', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const { recoveryCodes } = await enableTwoFactor(t, token);
      const [first, second] = recoveryCodes as [string, string];
      expect((await logIn(t, email, { totp: first.toUpperCase().replace('-', ' ') })).body.type).toBe('ok');
      expectRefused(await logIn(t, email, { totp: first }), 'totp_wrong');

      const viaRecovery = await logIn(t, email, { totp: second });
      const otherToken = viaRecovery.body.message;
      expectRefused(await post(t, 'safe/totp/disable', token, { code: 'not-a-code' }), 'second_factor_invalid');
      expectRefused(await post(t, 'safe/totp/disable', token, { code: second }), 'totp_wrong');
      expect((await stateOf(t, token)).totp_enabled).toBe(true);
      const disabled = await post<string>(t, 'safe/totp/disable', token, { code: recoveryCodes[2] as string });
      expect(disabled.body).toMatchObject({ type: 'ok', message: 'Two-factor authentication is off' });
      await expectOnlyCallerKept(t, token, otherToken);
      expect((await stateOf(t, token)).totp_enabled).toBe(false);
      expect(
        await t.db
          .selectFrom('totp_recovery_codes')
          .select('id')
          .where('user_id', '=', await userIdOf(t, email))
          .execute(),
      ).toEqual([]);
      expect((await logIn(t, email)).body.type).toBe('ok');
      expect(await noticeKinds(t, await userIdOf(t, email))).toContain('security_totp_disabled');
      expectRefused(await post(t, 'safe/totp/disable', token, { code: '123456' }), 'totp_not_enabled');
    });

    it('turns two-factor off with a current code but not with a wrong one', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      const { secret, usedCode } = await enableTwoFactor(t, token);
      expectRefused(await post(t, 'safe/totp/disable', token, { code: usedCode }), 'totp_wrong');
      expect((await stateOf(t, token)).totp_enabled).toBe(true);
      expect((await post(t, 'safe/totp/disable', token, { code: nextCode(t, secret) })).body.type).toBe('ok');
    });

    it('asks for the code on a withdrawal when two-factor is on, and freezes nothing without it', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const userId = await userIdOf(t, email);
      await verifyIdentity(t, userId, 1);
      await post(t, 'sms_mail', token, { user_string: email, scene: 'pay_password' });
      const payCode = await lastCodeSentTo(t, email);
      expect(
        (await post(t, 'safe/pay_password', token, { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code: payCode })).body.type,
      ).toBe('ok');
      await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms('100') });
      const address = await post<{ id: number }>(t, 'user/wallet/save', token, {
        currency_id: USDT,
        network: 'TRC20',
        name: 'main',
        address: TRC20_ADDRESS,
      });
      const request = { currency_id: USDT, address_id: address.body.message.id, amount: '20', pay_password: PAY_PASSWORD };
      const { secret, usedCode } = await enableTwoFactor(t, token);
      const info = await post<{ totp_enabled: boolean }>(t, 'wallet/get_info', token, { currency_id: USDT });
      expect(info.body.message.totp_enabled).toBe(true);

      expectRefused(await post(t, 'wallet/out', token, request), 'totp_required');
      expectRefused(await post(t, 'wallet/out', token, { ...request, totp: usedCode }), 'totp_wrong');
      // The pay password is checked first: a wrong one does not spend the code.
      const code = nextCode(t, secret);
      expectRefused(await post(t, 'wallet/out', token, { ...request, pay_password: '000000', totp: code }), 'pay_password_wrong');
      const frozen = async () =>
        (await balancesOf(t.db, userId)).find((row) => row.coinId === USDT && row.accountType === ACCOUNT_TYPE.change)?.frozenAtoms;
      expect(await frozen()).toBe(0n);
      const sent = await post(t, 'wallet/out', token, { ...request, totp: code });
      expect(sent.body.type).toBe('ok');
      expect(await frozen()).toBe(toAtoms('20'));
    });

    it('writes the anti-phishing code at the top of every email to its owner', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const other = await secondSession(t, email);
      for (const bad of ['abc', 'has space', 'emoji😀x', 'a'.repeat(21)]) {
        expectRefused(await post(t, 'safe/anti_phishing', token, { code: bad }), 'anti_phishing_invalid');
      }
      expect((await stateOf(t, token)).anti_phishing_code).toBeNull();
      const saved = await post<string>(t, 'safe/anti_phishing', token, { code: 'Nova2026' });
      expect(saved.body).toMatchObject({ type: 'ok', message: 'Anti-phishing code saved' });
      await expectOnlyCallerKept(t, token, other);
      expect((await stateOf(t, token)).anti_phishing_code).toBe('No*****6');
      expect(await noticeKinds(t, await userIdOf(t, email))).toContain('security_anti_phishing_set');

      // The security notice of that change, and a verification code sent after it, both carry it.
      expect((await mailsTo(t, email)).at(-1)?.body).toMatch(/^Your anti-phishing code: Nova2026\n\n/);
      t.clock.advance(60_000);
      await post(t, 'sms_mail', token, { user_string: email, scene: 'update_password' });
      const codeMail = (await mailsTo(t, email)).at(-1);
      expect(codeMail?.body).toMatch(/^Your anti-phishing code: Nova2026\n\nYour verification code is \d{6}/);
      expect(await lastCodeSentTo(t, email)).toMatch(/^\d{6}$/);
      // Another user's mail does not carry it.
      const stranger = await registerUser(t);
      expect((await mailsTo(t, stranger.email)).every((mail) => !mail.body.includes('Nova2026'))).toBe(true);
    });

    it('lists the sessions with their devices and signs one or all others out at once', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const phone = await secondSession(t, email, IPHONE_SAFARI);
      const tablet = await secondSession(t, email, ANDROID_CHROME);
      const list = await t.call<Session[]>('safe/sessions', { token: phone });
      expect(list.body.type).toBe('ok');
      expect(list.body.message).toHaveLength(3);
      const current = list.body.message.filter((session) => session.current);
      expect(current).toHaveLength(1);
      expect(current[0]).toMatchObject({ browser: 'Safari', os: 'iOS', ip: '127.0.0.1' });
      expect(list.body.message.find((session) => session.browser === 'Chrome')).toMatchObject({ os: 'Android', current: false });
      expect((await stateOf(t, token)).sessions_active).toBe(3);

      // Another user's session id is not found, and that session goes on working.
      const stranger = await registerUser(t);
      const strangerSessions = await t.call<Session[]>('safe/sessions', { token: stranger.token });
      const strangerId = strangerSessions.body.message[0]!.id;
      expectRefused(await post(t, 'safe/sessions/revoke', token, { id: strangerId }), 'session_not_found');
      expect((await t.call('user/info', { token: stranger.token })).body.type).toBe('ok');

      const tabletId = list.body.message.find((session) => session.browser === 'Chrome')!.id;
      expect((await post(t, 'safe/sessions/revoke', phone, { id: tabletId })).body.type).toBe('ok');
      expect((await t.call('user/info', { token: tablet })).body.type).toBe(999);
      expectRefused(await post(t, 'safe/sessions/revoke', phone, { id: tabletId }), 'session_not_found');

      expect((await post(t, 'safe/sessions/revoke_others', phone)).body.type).toBe('ok');
      await expectOnlyCallerKept(t, phone, token);
      const left = await t.call<Session[]>('safe/sessions', { token: phone });
      expect(left.body.message.map((session) => session.current)).toEqual([true]);
    });

    it('tells the user of a login from a device the account has not used, and only then', async () => {
      const t = ctx();
      const { email } = await registerUser(t);
      const userId = await userIdOf(t, email);
      const newLoginNotices = async () =>
        (await t.db.selectFrom('notifications').select(['kind', 'link']).where('user_id', '=', userId).execute()).filter(
          (notice) => notice.kind === 'security_new_login',
        );
      // The registration's own session is the first device; logging in again from it says nothing.
      const registeredWith = (
        await t.db.selectFrom('sessions').select('user_agent').where('user_id', '=', userId).executeTakeFirstOrThrow()
      ).user_agent;
      await secondSession(t, email, registeredWith);
      expect(await newLoginNotices()).toEqual([]);

      await secondSession(t, email, IPHONE_SAFARI);
      expect(await newLoginNotices()).toEqual([{ kind: 'security_new_login', link: '#/pages/setting/sessions' }]);
      // The same phone again is a known device.
      await secondSession(t, email, IPHONE_SAFARI);
      expect(await newLoginNotices()).toHaveLength(1);
    });
  },
  { codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000, apiCallsPerMinute: 100_000 },
);
