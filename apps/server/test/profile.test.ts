// Proves the profile calls keep their rules on both databases: nickname (2-10 Chinese, English or
// digits) and signature (2-30) refuse bad input with a clear message and change nothing; an avatar
// is an image by its bytes, from the caller's own files only, readable by anyone while identity
// photos and vouchers stay private; language and fiat are kept on the account; invite_list shows
// only the caller's own invitees, masked.
import { expect, it } from 'vitest';
import type { PageOf } from '@platform/shared/envelope';
import type { TUser } from '@platform/shared/schemas/account';
import type { TInvitee } from '@platform/shared/schemas/profile';
import { tinyPng } from './fixtures/images.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { PASSWORD, lastCodeSentTo, loginAdmin, registerUser, uniqueEmail, uploadImage } from './helpers.ts';

const PNG = tinyPng();

type Answer<T> = { status: number; body: { type: unknown; message: T; code?: string } };

async function userInfo(t: TestApp, token: string): Promise<TUser> {
  const info = await t.call<TUser>('user/info', { token });
  expect(info.body.type).toBe('ok');
  return info.body.message;
}

/** POST multipart, as the app's file chooser sends it. */
async function postMultipart<T>(t: TestApp, apiPath: string, token: string, fields: Record<string, string | Blob>): Promise<Answer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'avatar.png');
  }
  const response = await fetch(`${t.baseUrl}/api/${apiPath}`, { method: 'POST', headers: { authorization: token }, body: form });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const imageBlob = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

async function fetchFile(t: TestApp, url: string, token?: string) {
  const response = await fetch(`${t.baseUrl}${url}`, { headers: token ? { authorization: token } : {} });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function registerInvited(t: TestApp, inviteCode: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('invitee');
  expect((await t.call('sms_mail', { method: 'POST', body: { user_string: email, scene: 'register' } })).body.type).toBe('ok');
  const code = await lastCodeSentTo(t, email);
  const registered = await t.call<string>('user/register', {
    method: 'POST',
    body: { type: 'email', user_string: email, code, password: PASSWORD, re_password: PASSWORD, extension_code: inviteCode },
  });
  expect(registered.body.type).toBe('ok');
  return { email, token: registered.body.message };
}

/** Many registrations in one minute from one address. */
const GENEROUS_LIMITS = { codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000 };

describeEachDialect(
  'profile',
  (ctx) => {
    it('accepts nicknames of 2-10 Chinese characters, English letters and digits, and answers the updated user', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      for (const nickname of ['小明', 'Alice2026', '张三abc123', '1234567890', '一二三四五六七八九十']) {
        const answer = await t.call<TUser>('user/editNickname', { method: 'POST', token, body: { nickname } });
        expect(answer.body).toMatchObject({ type: 'ok', message: { nickname } });
        // The session's cached row is dropped: the next call already sees the new name.
        expect((await userInfo(t, token)).nickname).toBe(nickname);
      }
      // Surrounding spaces are not part of the name.
      const trimmed = await t.call<TUser>('user/editNickname', { method: 'POST', token, body: { nickname: '  Bob99  ' } });
      expect(trimmed.body.message.nickname).toBe('Bob99');
    });

    it('refuses a wrong nickname with its message and keeps the old one', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      expect((await t.call('user/editNickname', { method: 'POST', token, body: { nickname: 'Keeper1' } })).body.type).toBe('ok');
      const cases: [string | undefined, string][] = [
        [undefined, 'Please set a nickname'],
        ['', 'Please set a nickname'],
        ['   ', 'Please set a nickname'],
        ['a', 'Please set a nickname'],
        ['张', 'Please set a nickname'],
        ['abcdefghijk', 'Character too long'],
        ['一二三四五六七八九十一', 'Character too long'],
        ['ab😀', 'Only Chinese characters, English letters and digits are allowed'],
        ['bob smith', 'Only Chinese characters, English letters and digits are allowed'],
        ['bob!', 'Only Chinese characters, English letters and digits are allowed'],
        ['<b>x</b>', 'Only Chinese characters, English letters and digits are allowed'],
        ['José', 'Only Chinese characters, English letters and digits are allowed'],
      ];
      for (const [nickname, message] of cases) {
        const answer = await t.call('user/editNickname', { method: 'POST', token, body: { nickname } });
        expect(answer.body, String(nickname)).toMatchObject({ type: 'error', message });
      }
      // An emoji counts as one character, so ten of them are "too long" only past ten.
      expect((await t.call('user/editNickname', { method: 'POST', token, body: { nickname: '😀'.repeat(11) } })).body.message).toBe(
        'Character too long',
      );
      // Translated for the caller.
      const zh = await t.call('user/editNickname', { method: 'POST', token, lang: 'zh', body: { nickname: 'abcdefghijk' } });
      expect(zh.body.message).toBe('字符过长');
      expect((await userInfo(t, token)).nickname).toBe('Keeper1');
    });

    it('keeps a signature of 2-30 characters, clears it when empty, and refuses the rest unchanged', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      const thirty = 'x'.repeat(30);
      for (const signature of ['Hi', '今天也要加油', 'Trading since 2017, long BTC!', thirty]) {
        const answer = await t.call<TUser>('user/editSignature', { method: 'POST', token, body: { signature } });
        expect(answer.body).toMatchObject({ type: 'ok', message: { signature } });
      }
      const refused: [string, string][] = [
        ['a', 'The signature must have at least 2 characters'],
        ['x'.repeat(31), 'The signature can have at most 30 characters'],
        ['line one\nline two', 'Special characters are not allowed'],
      ];
      for (const [signature, message] of refused) {
        expect((await t.call('user/editSignature', { method: 'POST', token, body: { signature } })).body).toMatchObject({
          type: 'error',
          message,
        });
      }
      expect((await userInfo(t, token)).signature).toBe(thirty);
      expect((await t.call<TUser>('user/editSignature', { method: 'POST', token, body: { signature: '' } })).body.message.signature).toBe(
        '',
      );
    });

    it('takes an avatar sent as a file, decided by its bytes, and serves it to anyone', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      expect((await userInfo(t, token)).head_portrait).toBe('');

      // A text file named and typed as a PNG is not an image.
      const disguised = await postMultipart(t, 'user/uploadHeadPortrait', token, { file: imageBlob(Buffer.from('just some text\n')) });
      expect(disguised.body).toMatchObject({ type: 'error', message: 'Only png, jpg, gif and jpeg can be uploaded' });
      expect((await userInfo(t, token)).head_portrait).toBe('');
      const nothing = await t.call('user/uploadHeadPortrait', { method: 'POST', token, body: {} });
      expect(nothing.body).toMatchObject({ type: 'error', message: 'Please choose an image' });

      const answer = await postMultipart<TUser>(t, 'user/uploadHeadPortrait', token, { file: imageBlob(PNG) });
      expect(answer.body.type).toBe('ok');
      const url = answer.body.message.head_portrait;
      expect(url).toMatch(/^\/api\/file\/[0-9a-f]{32}\.png$/);
      expect((await userInfo(t, token)).head_portrait).toBe(url);
      // An <img> sends no Authorization header: the avatar is served without one.
      const anonymous = await fetchFile(t, url);
      expect(anonymous.status).toBe(200);
      expect(anonymous.bytes.equals(PNG)).toBe(true);
      expect(anonymous.cacheControl).toContain('public');
    });

    it("makes an avatar of the caller's own earlier upload as a public copy, and the upload itself stays private", async () => {
      const t = ctx();
      const owner = await registerUser(t);
      const stranger = await registerUser(t);
      const adminToken = await loginAdmin(t);
      // An upload as an identity photo or a voucher is made: private to its owner and admins.
      const name = await uploadImage(t, owner.token, PNG);
      expect((await fetchFile(t, `/api/file/${name}`)).status).toBe(404);
      expect((await fetchFile(t, `/api/file/${name}`, stranger.token)).status).toBe(404);
      expect((await fetchFile(t, `/api/file/${name}`, owner.token)).status).toBe(200);
      expect((await fetchFile(t, `/api/file/${name}`, adminToken)).status).toBe(200);

      // Another user's file, or a name that does not exist, is refused alike and changes nothing.
      for (const foreign of [name, `${'0'.repeat(32)}.png`, '../../etc/passwd']) {
        const refused = await t.call('user/uploadHeadPortrait', {
          method: 'POST',
          token: stranger.token,
          body: { head_portrait: foreign },
        });
        expect(refused.body, foreign).toMatchObject({ type: 'error', message: 'This image does not exist or is not yours' });
      }
      expect((await userInfo(t, stranger.token)).head_portrait).toBe('');

      const made = await t.call<TUser>('user/uploadHeadPortrait', { method: 'POST', token: owner.token, body: { head_portrait: name } });
      expect(made.body.type).toBe('ok');
      const url = made.body.message.head_portrait;
      expect(url).not.toContain(name);
      expect((await fetchFile(t, url)).bytes.equals(PNG)).toBe(true);
      // The file picked stays private under its own name.
      expect((await fetchFile(t, `/api/file/${name}`)).status).toBe(404);
      expect((await fetchFile(t, `/api/file/${name}`, stranger.token)).status).toBe(404);

      // The avatar's own name (as user/info gives it) is accepted again without another copy.
      const again = await t.call<TUser>('user/uploadHeadPortrait', { method: 'POST', token: owner.token, body: { head_portrait: url } });
      expect(again.body.message.head_portrait).toBe(url);
    });

    it('keeps the language and display fiat on the account', async () => {
      const t = ctx();
      const { email, token } = await registerUser(t);
      const saved = await t.call<TUser>('user/preferences', { method: 'POST', token, body: { language: 'de', fiat: 'eur' } });
      expect(saved.body.message).toMatchObject({ lang: 'de', fiat: 'EUR' });
      expect(await userInfo(t, token)).toMatchObject({ lang: 'de', fiat: 'EUR' });
      expect((await t.call<TUser>('user/preferences', { method: 'POST', token, body: { fiat: 'JPY' } })).body.message).toMatchObject({
        lang: 'de',
        fiat: 'JPY',
      });

      const refused: [Record<string, string>, string][] = [
        [{ fiat: 'XXX' }, 'This currency is not supported'],
        [{ fiat: 'dollars' }, 'This currency is not supported'],
        [{ language: 'klingon' }, 'This language is not supported'],
        [{}, 'Parameter Error'],
      ];
      for (const [body, message] of refused) {
        expect((await t.call('user/preferences', { method: 'POST', token, body })).body, JSON.stringify(body)).toMatchObject({
          type: 'error',
          message,
        });
      }
      const row = await t.db.selectFrom('users').select(['lang', 'fiat']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(row).toEqual({ lang: 'de', fiat: 'JPY' });
    });

    it('lists only the users one invited, newest first, masked, with their verification', async () => {
      const t = ctx();
      const referrer = await registerUser(t);
      const other = await registerUser(t);
      const { invite_code: inviteCode } = await userInfo(t, referrer.token);
      const first = await registerInvited(t, inviteCode);
      const second = await registerInvited(t, inviteCode);
      await registerInvited(t, (await userInfo(t, other.token)).invite_code);
      await t.db.updateTable('users').set({ real_status: 'verified' }).where('email', '=', second.email).execute();

      const list = await t.call<PageOf<TInvitee>>('user/invite_list', {
        method: 'POST',
        token: referrer.token,
        body: { page: 1, limit: 10 },
      });
      expect(list.body.type).toBe('ok');
      expect(list.body.message.total).toBe(2);
      const [newest, oldest] = list.body.message.data;
      expect(newest).toMatchObject({ verified: true, account: `${second.email.slice(0, 2)}***@example.com` });
      expect(oldest).toMatchObject({ verified: false, account: `${first.email.slice(0, 2)}***@example.com` });
      expect(JSON.stringify(list.body.message)).not.toContain(first.email);

      const secondPage = await t.call<PageOf<TInvitee>>('user/invite_list', {
        method: 'POST',
        token: referrer.token,
        body: { page: 2, limit: 1 },
      });
      expect(secondPage.body.message.data.map((row) => row.account)).toEqual([oldest!.account]);

      const none = await t.call<PageOf<TInvitee>>('user/invite_list', { method: 'POST', token: first.token });
      expect(none.body.message).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    });

    it('answers 999 to every profile call without a session', async () => {
      const t = ctx();
      for (const call of ['user/editNickname', 'user/editSignature', 'user/uploadHeadPortrait', 'user/preferences', 'user/invite_list']) {
        expect((await t.call(call, { method: 'POST', body: { nickname: 'Alice' } })).body.type, call).toBe(999);
      }
    });
  },
  GENEROUS_LIMITS,
);
