// Accounts through the real HTTP stack: codes, registration, login, sessions, passwords, bad input.
import { describe, expect, it } from 'vitest';
import { describeEachDialect } from './harness.ts';
import { lastCodeSentTo, PASSWORD, registerUser, uniqueEmail } from './helpers.ts';

const generousLimits = { codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000 };

describeEachDialect(
  'accounts',
  (ctx) => {
    it('registers by email with the code from the outbox, then logs in and reads user info', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const info = await t.call<{ email: string; real_status: string; invite_code: string }>('user/info', { token });
      expect(info.body.type).toBe('ok');
      expect(info.body.message.email).toBe(email);
      expect(info.body.message.real_status).toBe('unverified');
      expect(info.body.message.invite_code).toMatch(/^[A-Z2-9]{8}$/);

      const login = await t.call<string>('user/login', { method: 'POST', body: { user_string: email.toUpperCase(), password: PASSWORD } });
      expect(login.body.type).toBe('ok');
      expect(login.body.message).not.toBe(token);
      const bearer = await t.call('user/info', { token: `Bearer ${login.body.message}` });
      expect(bearer.body.type).toBe('ok');
    });

    it('registers by phone with an area code and links the referrer of an invite code', async () => {
      const t = ctx();
      const referrer = await registerUser(t);
      const referrerInfo = await t.call<{ id: number; invite_code: string }>('user/info', { token: referrer.token });
      const phone = `139${String(Date.now()).slice(-8)}`;
      expect(
        (await t.call('sms_send', { method: 'POST', body: { user_string: phone, area_code: '+852', scene: 'register' } })).body.type,
      ).toBe('ok');
      const code = await lastCodeSentTo(t, `+852 ${phone}`);
      const registered = await t.call<string>('user/register', {
        method: 'POST',
        body: {
          type: 'phone',
          user_string: phone,
          area_code: '852',
          code,
          password: PASSWORD,
          re_password: PASSWORD,
          extension_code: referrerInfo.body.message.invite_code,
        },
      });
      expect(registered.body.type).toBe('ok');
      const user = await t.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
      expect(user.area_code).toBe('852');
      expect(user.referrer_id).toBe(referrerInfo.body.message.id);
    });

    it('stores passwords as argon2id at OWASP minimum and tokens only as hashes', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const user = await t.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const sessions = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
      expect(sessions.map((s) => s.token_hash)).not.toContain(token);
      expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a duplicate registration and a code for a registered account, changing nothing', async () => {
      const t = ctx();
      const { email } = await registerUser(t);
      const usersBefore = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const again = await t.call('sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } });
      expect(again.body).toMatchObject({ type: 'error', code: 'account_exists' });
      const check = await t.call('user/check_email', { method: 'POST', body: { user_string: email } });
      expect(check.body).toMatchObject({ type: 'error', code: 'account_exists' });
      const register = await t.call('user/register', {
        method: 'POST',
        body: { type: 'email', user_string: email, code: '123456', password: PASSWORD, re_password: PASSWORD },
      });
      expect(register.body).toMatchObject({ type: 'error', code: 'account_exists' });
      const usersAfter = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(usersAfter.n)).toBe(Number(usersBefore.n));
    });

    it('rejects a wrong code, kills it after 5 wrong tries, and lets it expire after 10 minutes', async () => {
      const t = ctx();
      const email = uniqueEmail();
      await t.call('sms_mail', { method: 'POST', body: { user_string: email } });
      const code = await lastCodeSentTo(t, email);
      const wrong = code === '000000' ? '111111' : '000000';
      const attempt = (c: string) =>
        t.call('user/register', {
          method: 'POST',
          body: { type: 'email', user_string: email, code: c, password: PASSWORD, re_password: PASSWORD },
        });
      for (let i = 0; i < 4; i += 1) expect((await attempt(wrong)).body).toMatchObject({ type: 'error', code: 'code_wrong' });
      expect((await attempt(wrong)).body).toMatchObject({ type: 'error', code: 'code_attempts_exceeded' });
      expect((await attempt(code)).body).toMatchObject({ type: 'error', code: 'code_attempts_exceeded' });

      const other = uniqueEmail();
      await t.call('sms_mail', { method: 'POST', body: { user_string: other } });
      const otherCode = await lastCodeSentTo(t, other);
      t.clock.advance(10 * 60_000 + 1);
      const expired = await t.call('user/register', {
        method: 'POST',
        body: { type: 'email', user_string: other, code: otherCode, password: PASSWORD, re_password: PASSWORD },
      });
      expect(expired.body).toMatchObject({ type: 'error', code: 'code_expired' });
      expect(await t.db.selectFrom('users').select('id').where('email', 'in', [email, other]).execute()).toHaveLength(0);
    });

    it('sends at most one code per target in 60 s, even to concurrent requests', async () => {
      const t = ctx();
      const email = uniqueEmail();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => t.call('sms_mail', { method: 'POST', body: { user_string: email } })),
      );
      expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
      const refused = results.find((r) => r.body.type !== 'ok');
      expect(refused?.body.code).toBe('code_send_too_soon');
      expect(String(refused?.body.message)).toMatch(/\d+ seconds/);
      const sent = await t.db.selectFrom('outbox').select('id').where('target', '=', email).execute();
      expect(sent).toHaveLength(1);
      t.clock.advance(60_000);
      expect((await t.call('sms_mail', { method: 'POST', body: { user_string: email } })).body.type).toBe('ok');
    });

    it('answers bad input with a translated message: weak password, mismatch, bad email, bad code', async () => {
      const t = ctx();
      const email = uniqueEmail();
      const base = { type: 'email', user_string: email, code: '123456', password: PASSWORD, re_password: PASSWORD };
      const weak = await t.call('user/register', { method: 'POST', body: { ...base, password: 'abc123', re_password: 'abc123' } });
      expect(weak.body).toMatchObject({
        type: 'error',
        code: 'password_too_short',
        message: 'The password must be longer than six characters',
      });
      const weakZh = await t.call('user/register', {
        method: 'POST',
        lang: 'zh',
        body: { ...base, password: 'abc123', re_password: 'abc123' },
      });
      expect(weakZh.body.code).toBe('password_too_short');
      expect(weakZh.body.message).not.toBe(weak.body.message);
      expect(String(weakZh.body.message)).toMatch(/[\u4e00-\u9fff]/);
      const mismatch = await t.call('user/register', { method: 'POST', body: { ...base, re_password: 'Other#2026' } });
      expect(mismatch.body).toMatchObject({ type: 'error', message: 'The two passwords do not match' });
      const badEmail = await t.call('sms_mail', { method: 'POST', body: { user_string: 'not-an-email' } });
      expect(badEmail.body).toMatchObject({ type: 'error', code: 'email_invalid' });
      const badCode = await t.call('user/register', { method: 'POST', body: { ...base, code: '12ab' } });
      expect(badCode.body).toMatchObject({ type: 'error', code: 'code_invalid' });
      const badInvite = await t.call('user/register', { method: 'POST', body: { ...base, extension_code: 'NOPE0000' } });
      expect(badInvite.body).toMatchObject({ type: 'error', code: 'invite_code_invalid' });
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(0);
    });

    it('accepts JSON and multipart bodies, and refuses malformed and oversized ones without a 500', async () => {
      const t = ctx();
      const { email } = await registerUser(t);
      const json = await t.call<string>('user/login', { method: 'POST', json: true, body: { user_string: email, password: PASSWORD } });
      expect(json.body.type).toBe('ok');
      const form = new FormData();
      form.set('user_string', email);
      form.set('password', PASSWORD);
      const multipart = await fetch(`${t.baseUrl}/api/user/login`, { method: 'POST', body: form });
      expect(((await multipart.json()) as { type: string }).type).toBe('ok');

      const malformed = await fetch(`${t.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"user_string":',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ type: 'error', code: 'malformed_body' });
      const oversized = await fetch(`${t.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `user_string=${'a'.repeat(2_000_000)}`,
      });
      expect(oversized.status).toBe(413);
      expect(await oversized.json()).toMatchObject({ type: 'error', code: 'body_too_large' });
      const unknown = await t.call('no/such/call');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ type: 'error', code: 'not_found' });
    });

    it('answers 999 for a missing, unknown, revoked or expired token', async () => {
      const t = ctx();
      expect((await t.call('user/info')).body).toMatchObject({ type: 999, message: 'Please log in first' });
      expect((await t.call('user/info', { token: 'x'.repeat(43) })).body.type).toBe(999);
      const { token } = await registerUser(t);
      expect((await t.call('user/logout', { token })).body.type).toBe('ok');
      expect((await t.call('user/info', { token })).body.type).toBe(999);

      const { email } = await registerUser(t);
      const login = await t.call<string>('user/login', { method: 'POST', body: { user_string: email, password: PASSWORD } });
      t.clock.advance(31 * 24 * 3_600_000);
      expect((await t.call('user/info', { token: login.body.message })).body.type).toBe(999);
    });

    it('resets a forgotten password with a code, ending every session', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      expect((await t.call('sms_mail', { method: 'POST', body: { user_string: uniqueEmail(), scene: 'forget' } })).body.code).toBe(
        'account_not_found',
      );
      await t.call('sms_mail', { method: 'POST', body: { user_string: email, scene: 'forget' } });
      const code = await lastCodeSentTo(t, email);
      const reset = await t.call('user/forget', {
        method: 'POST',
        body: { account: email, code, password: 'NewSecret#1', repassword: 'NewSecret#1' },
      });
      expect(reset.body.type).toBe('ok');
      expect((await t.call('user/info', { token })).body.type).toBe(999);
      expect((await t.call('user/login', { method: 'POST', body: { user_string: email, password: PASSWORD } })).body.code).toBe(
        'login_failed',
      );
      expect((await t.call('user/login', { method: 'POST', body: { user_string: email, password: 'NewSecret#1' } })).body.type).toBe('ok');
    });

    it('changes the login password with a code sent to the own account, ending every session', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const stranger = await registerUser(t);
      const toStranger = await t.call('sms_mail', {
        method: 'POST',
        token,
        body: { user_string: stranger.email, scene: 'update_password' },
      });
      expect(toStranger.body).toMatchObject({ type: 'error', code: 'scene_invalid' });
      t.clock.advance(60_000);
      await t.call('sms_mail', { method: 'POST', token, body: { user_string: email, scene: 'update_password' } });
      const code = await lastCodeSentTo(t, email);
      const mismatch = await t.call('safe/update_password', {
        method: 'POST',
        token,
        body: { password: 'Changed#2026', re_password: 'Changed#2027', code },
      });
      expect(mismatch.body.code).toBe('passwords_mismatch');
      const changed = await t.call('safe/update_password', {
        method: 'POST',
        token,
        body: { password: 'Changed#2026', re_password: 'Changed#2026', code },
      });
      expect(changed.body.type).toBe('ok');
      // The session that changed it stays (the other sessions end: security.test.ts).
      expect((await t.call('user/info', { token })).body.type).toBe('ok');
      expect((await t.call('user/login', { method: 'POST', body: { user_string: email, password: 'Changed#2026' } })).body.type).toBe('ok');
    });

    it('slows a guessed password down after 5 failures, doubling, without locking out another user', async () => {
      const t = ctx();
      const victim = await registerUser(t);
      const bystander = await registerUser(t);
      const fail = () => t.call('user/login', { method: 'POST', body: { user_string: victim.email, password: 'wrong-password' } });
      for (let i = 0; i < 5; i += 1) expect((await fail()).body.code).toBe('login_failed');
      const locked = await fail();
      expect(locked.body).toMatchObject({ type: 'error', code: 'login_locked' });
      expect(String(locked.body.message)).toMatch(/30 seconds/);
      // Even the right password waits: the lock is checked before the password.
      expect((await t.call('user/login', { method: 'POST', body: { user_string: victim.email, password: PASSWORD } })).body.code).toBe(
        'login_locked',
      );
      // Another account from the same address is not affected.
      expect((await t.call('user/login', { method: 'POST', body: { user_string: bystander.email, password: PASSWORD } })).body.type).toBe(
        'ok',
      );
      t.clock.advance(30_000);
      expect((await fail()).body.code).toBe('login_failed');
      const longer = await fail();
      expect(longer.body.code).toBe('login_locked');
      expect(String(longer.body.message)).toMatch(/60 seconds/);
      t.clock.advance(60_000);
      expect((await t.call('user/login', { method: 'POST', body: { user_string: victim.email, password: PASSWORD } })).body.type).toBe(
        'ok',
      );
    });

    it('lets a burst of guesses sent at the same instant through no further than guesses sent in turn', async () => {
      const t = ctx();
      const victim = await registerUser(t);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.call('user/login', { method: 'POST', body: { user_string: victim.email, password: 'wrong-password' } }),
        ),
      );
      const codes = guesses.map((guess) => guess.body.code);
      // The 5 free failures reach the password check; every other guess meets the lock.
      expect(codes.filter((code) => code === 'login_failed')).toHaveLength(5);
      expect(codes.filter((code) => code === 'login_locked')).toHaveLength(7);
    });
  },
  generousLimits,
);

describe('rate limits', () => {
  describeEachDialect(
    'code sends per address',
    (ctx) => {
      it('answers 429 with a translated message past the per-address limit', async () => {
        const t = ctx();
        const answers = [];
        for (let i = 0; i < 4; i += 1)
          answers.push(await t.call('sms_mail', { method: 'POST', lang: 'de', body: { user_string: uniqueEmail() } }));
        expect(answers.slice(0, 3).every((a) => a.body.type === 'ok')).toBe(true);
        expect(answers[3]?.status).toBe(429);
        expect(answers[3]?.body).toMatchObject({ type: 'error', code: 'too_many_requests' });
        expect(answers[3]?.body.message).not.toBe('Too many requests, please try again later');
      });
    },
    { codeSendsPerMinute: 3 },
  );
});
