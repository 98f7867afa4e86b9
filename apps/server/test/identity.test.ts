// Proves identity verification as users and reviewers depend on it, on both databases: real/state,
// basic and advanced submissions with real photos, every refusal storing nothing (bad ID numbers,
// special characters in names, someone else's photo, a second submission while one waits, advanced
// before basic, missing contact binding), the admin review deciding exactly once under concurrent
// clicks and refused to non-admins, and the tiers where money moves: 998 on withdrawals and fiat
// recharges for an unverified user, the single fiat trade limit and the 24 h withdrawal limit.
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TAdminIdentityResponse, TRealState } from '@platform/shared/schemas/identity';
import { tinyPng } from './fixtures/images.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, lastCodeSentTo, loginAdmin, registerUser, uploadImage, userIdOf, verifyIdentity } from './helpers.ts';

const USDT = 3;
const BTC = 1;
const PAY_PASSWORD = '246810';
const BTC_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
/** A Chinese resident identity number with its MOD 11-2 check digit (the standard's own example). */
const RESIDENT_ID = '11010519491231002X';

type Reply<T = unknown> = { status: number; body: { type: unknown; message: T; code?: string } };

let uploads = 0;
/** A 1x1 photo of the given grey, so each photo is a distinct real image. */
async function uploadPhoto(t: TestApp, token: string, grey = 0x80): Promise<string> {
  // Each upload from its own address (behind the trusted proxy), as users' phones are: the upload
  // route's per-address limit is not what these scenarios are about.
  uploads += 1;
  const headers = { 'x-forwarded-for': `10.5.${Math.floor(uploads / 250)}.${uploads % 250}` };
  return uploadImage(t, token, tinyPng(grey), { headers });
}

const post = <T = unknown>(t: TestApp, path: string, token: string, body: Record<string, string | number | undefined> = {}) =>
  t.call<T>(path, { method: 'POST', token, body });

function expectRefused(reply: Reply, code: string, type: unknown = 'error') {
  expect({ type: reply.body.type, code: reply.body.code }).toEqual({ type, code });
}

async function newUser(t: TestApp) {
  const { email, token } = await registerUser(t);
  return { email, token, userId: await userIdOf(t, email) };
}

async function stateOf(t: TestApp, token: string): Promise<TRealState> {
  const reply = await t.call<TRealState>('real/state', { token });
  expect(reply.body.type).toBe('ok');
  return reply.body.message;
}

async function submissionCount(t: TestApp, userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('identity_submissions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A basic submission's fields with two fresh photos of the caller. */
async function basicBody(t: TestApp, token: string) {
  return {
    real_type: 1,
    id_type: 'passport',
    name: 'Jane Roe',
    card_id: 'E12345678',
    front_pic: await uploadPhoto(t, token, 0x10),
    reverse_pic: await uploadPhoto(t, token, 0x20),
  };
}

async function advancedBody(t: TestApp, token: string) {
  return {
    front_pic: await uploadPhoto(t, token, 0x30),
    reverse_pic: await uploadPhoto(t, token, 0x40),
    hand_pic: await uploadPhoto(t, token, 0x50),
    memo: 'Taken in daylight',
  };
}

async function pendingSubmissionId(t: TestApp, userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('identity_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function noticesOf(t: TestApp, userId: number) {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['kind', 'params', 'link'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, params: JSON.parse(row.params) as Record<string, string> }));
}

async function bindPhone(t: TestApp, userId: number, phone: string | null) {
  await t.db.updateTable('users').set({ phone }).where('id', '=', userId).execute();
}

describeEachDialect(
  'identity verification',
  (ctx) => {
    let admin: string | undefined;
    const adminToken = async (t: TestApp) => (admin ??= await loginAdmin(t));
    const approve = async (t: TestApp, id: number, token?: string) =>
      post(t, 'admin/identity/approve', token ?? (await adminToken(t)), { id });
    const fail = async (t: TestApp, id: number, reason: string, token?: string) =>
      post(t, 'admin/identity/fail', token ?? (await adminToken(t)), { id, reason });

    it('shows a new user as not verified, without a tier, with their bound contacts', async () => {
      const t = ctx();
      const user = await newUser(t);
      expect(await stateOf(t, user.token)).toEqual({
        real_status: 'unverified',
        real_level: 0,
        tier: null,
        basic: { state: 'unverified', reason: '', submitted_at: null, reviewed_at: null, id_type: null, name: '', card_id: '' },
        advanced: { state: 'unverified', reason: '', submitted_at: null, reviewed_at: null },
        email_bound: true,
        phone_bound: false,
      });
      expectRefused(await t.call('real/state'), 'please_login_first', 999);
    });

    it('takes a basic submission under audit, and an approval makes the user basic-verified, notified and audited', async () => {
      const t = ctx();
      const user = await newUser(t);
      const submitted = await post<TRealState>(t, 'user/real', user.token, await basicBody(t, user.token));
      expect(submitted.body.type).toBe('ok');
      expect(submitted.body.message).toMatchObject({ real_status: 'pending', tier: null, basic: { state: 'pending', name: 'J*** R**' } });
      expect(submitted.body.message.basic.card_id).toBe('E1*****78');
      expect((await t.call<{ real_status: string }>('user/info', { token: user.token })).body.message.real_status).toBe('pending');

      const admin = await adminToken(t);
      const queue = await t.call<TAdminIdentityResponse>('admin/identity', { token: admin, body: { status: 'pending', limit: 100 } });
      const mine = queue.body.message.data.find((row) => row.user_id === user.userId);
      expect(mine).toMatchObject({
        user_account: user.email,
        level: 1,
        id_type: 'passport',
        name: 'Jane Roe',
        card_id: 'E12345678',
        status: 'pending',
        email_bound: true,
        phone_bound: false,
      });
      // The reviewer can open the photos.
      const photo = await fetch(`${t.baseUrl}/api/file/${mine?.front_pic}`, { headers: { authorization: admin } });
      expect(photo.headers.get('content-type')).toBe('image/png');

      expect((await approve(t, mine!.id)).body.type).toBe('ok');
      const state = await stateOf(t, user.token);
      expect(state).toMatchObject({ real_status: 'verified', real_level: 1, tier: 'basic', basic: { state: 'verified' } });
      expect(state.advanced.state).toBe('unverified');
      expect(await noticesOf(t, user.userId)).toEqual([
        { kind: 'identity_verified', params: { level: 'basic' }, link: '#/pages/setting/real' },
      ]);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'target_type'])
        .where('target_id', '=', String(mine!.id))
        .where('target_type', '=', 'identity_submission')
        .execute();
      expect(audit).toEqual([{ action: 'identity.approve', target_type: 'identity_submission' }]);
      const decided = await t.db.selectFrom('identity_submissions').selectAll().where('id', '=', mine!.id).executeTakeFirstOrThrow();
      expect(decided.reviewed_by).not.toBeNull();
      expect(decided.reviewed_at).not.toBeNull();

      // Basic once passed is not submitted again.
      expectRefused(await post(t, 'user/real', user.token, await basicBody(t, user.token)), 'identity_already_verified');
    });

    it('refuses wrong ID numbers and names with special characters, with the texts of the spec, storing nothing', async () => {
      const t = ctx();
      const user = await newUser(t);
      const valid = await basicBody(t, user.token);
      const submit = (change: Record<string, string>) => post(t, 'user/real', user.token, { ...valid, ...change });

      for (const [idType, cardId] of [
        ['passport', 'AB12'],
        ['passport', 'E1234567890'],
        ['passport', 'E123-4567'],
        ['id_card', '110105 194912310'],
        ['id_card', '110105194912310021'],
        ['id_card', 'ABCDEFGH'],
        ['driver_license', 'D12#4567'],
        ['driver_license', ''],
      ]) {
        const reply = await submit({ id_type: idType!, card_id: cardId! });
        expectRefused(reply, 'identity_card_id_invalid');
        expect(reply.body.message).toBe('Please enter the correct ID number');
      }
      for (const name of ['Jane123', 'Jane@Roe', '<b>Jane</b>', 'Jane_Roe', '.Jane']) {
        const reply = await submit({ name });
        expectRefused(reply, 'special_characters');
        expect(reply.body.message).toBe('Special characters are not allowed');
      }
      expectRefused(await submit({ name: '  ' }), 'identity_name_required');
      expectRefused(await submit({ name: 'x'.repeat(65) }), 'character_too_long');
      expectRefused(await submit({ id_type: 'library_card' }), 'identity_id_type_invalid');
      expectRefused(await submit({ front_pic: '' }), 'identity_front_required');
      expectRefused(await submit({ reverse_pic: valid.front_pic }), 'identity_photo_repeated');
      expectRefused(await submit({ front_pic: '../../etc/passwd' }), 'identity_photo_invalid');
      // Translated for the caller.
      const german = await t.call('user/real', { method: 'POST', token: user.token, lang: 'de', body: { ...valid, card_id: '!' } });
      expect(german.body.message).toBe('Bitte geben Sie die richtige Ausweisnummer ein');
      expect(await submissionCount(t, user.userId)).toBe(0);
      expect((await stateOf(t, user.token)).real_status).toBe('unverified');

      // Names of any script, with the separators names use; ID numbers of each type, lower case accepted.
      const accepted: [string, string, string][] = [
        ['id_card', RESIDENT_ID.toLowerCase(), '毛·泽东'],
        ['id_card', '123456789', 'José María Pérez-Núñez'],
        ['driver_license', 'D1234', 'สมชาย ใจดี'],
        ['passport', 'E12345678', 'J. R. R. Tolkien'],
      ];
      for (const [idType, cardId, name] of accepted) {
        const other = await newUser(t);
        const reply = await post(t, 'user/real', other.token, {
          ...(await basicBody(t, other.token)),
          id_type: idType,
          card_id: cardId,
          name,
        });
        expect(reply.body.type, `${idType} ${cardId} ${name}`).toBe('ok');
      }
      const stored = await t.db.selectFrom('identity_submissions').select('card_id').where('card_id', '=', RESIDENT_ID).executeTakeFirst();
      expect(stored?.card_id).toBe(RESIDENT_ID);
    });

    it('refuses photos that are not the caller’s own uploads, and stores nothing', async () => {
      const t = ctx();
      const user = await newUser(t);
      const other = await newUser(t);
      const theirs = await uploadPhoto(t, other.token, 0x99);
      const valid = await basicBody(t, user.token);
      const reply = await post(t, 'user/real', user.token, { ...valid, reverse_pic: theirs });
      expectRefused(reply, 'identity_photo_invalid');
      expect(reply.body.message).toBe('This photo was not found among your uploads, please upload it again');
      expectRefused(await post(t, 'user/real', user.token, { ...valid, front_pic: `${'0'.repeat(32)}.png` }), 'identity_photo_invalid');
      expect(await submissionCount(t, user.userId)).toBe(0);
      expect(await submissionCount(t, other.userId)).toBe(0);
    });

    it('refuses a second submission while one is pending, also when sent at the same instant', async () => {
      const t = ctx();
      const user = await newUser(t);
      const body = await basicBody(t, user.token);
      const replies = await Promise.all(Array.from({ length: 8 }, () => post(t, 'user/real', user.token, body)));
      expect(replies.filter((reply) => reply.body.type === 'ok')).toHaveLength(1);
      for (const reply of replies.filter((r) => r.body.type !== 'ok')) expectRefused(reply, 'identity_pending');
      expect(await submissionCount(t, user.userId)).toBe(1);
      const again = await post(t, 'user/real', user.token, await basicBody(t, user.token));
      expectRefused(again, 'identity_pending');
      expect(again.body.message).toBe('Your verification is under review, please wait for the result');
      expect(await submissionCount(t, user.userId)).toBe(1);
    });

    it('shows a failure with its reason, lets the user submit again, and keeps the history', async () => {
      const t = ctx();
      const user = await newUser(t);
      expect((await post(t, 'user/real', user.token, await basicBody(t, user.token))).body.type).toBe('ok');
      const first = await pendingSubmissionId(t, user.userId);
      expectRefused(await fail(t, first, '  '), 'reject_reason_required');
      expect((await fail(t, first, 'The photo is blurred')).body.type).toBe('ok');
      expect(await stateOf(t, user.token)).toMatchObject({
        real_status: 'failed',
        tier: null,
        basic: { state: 'failed', reason: 'The photo is blurred' },
      });
      expect(await noticesOf(t, user.userId)).toEqual([
        { kind: 'identity_failed', params: { level: 'basic', reason: 'The photo is blurred' }, link: '#/pages/setting/real' },
      ]);
      expectRefused(await approve(t, first), 'record_already_reviewed');

      expect((await post(t, 'user/real', user.token, await basicBody(t, user.token))).body.type).toBe('ok');
      expect(await stateOf(t, user.token)).toMatchObject({ real_status: 'pending', basic: { state: 'pending', reason: '' } });
      expect((await approve(t, await pendingSubmissionId(t, user.userId))).body.type).toBe('ok');

      const history = await t.call<TAdminIdentityResponse>('admin/identity', {
        token: await adminToken(t),
        body: { user_id: user.userId },
      });
      expect(history.body.message.total).toBe(2);
      expect(history.body.message.data.map((row) => [row.status, row.reason])).toEqual([
        ['verified', ''],
        ['failed', 'The photo is blurred'],
      ]);
      expect(history.body.message.data.every((row) => row.reviewed_by_email === 'admin@nova.exchange')).toBe(true);
    });

    it('needs basic first and both email and phone for advanced, checked at submission and again at approval', async () => {
      const t = ctx();
      const user = await newUser(t);
      const advanced = await advancedBody(t, user.token);
      expectRefused(await post(t, 'user/autoreal', user.token, advanced), 'identity_basic_required');
      await verifyIdentity(t, user.userId, 1);

      const unbound = await post(t, 'user/autoreal', user.token, advanced);
      expectRefused(unbound, 'identity_binding_required');
      expect(unbound.body.message).toBe('Email and phone binding is needed before verification passes');
      expect(await submissionCount(t, user.userId)).toBe(1);

      await bindPhone(t, user.userId, `5550${user.userId}`);
      expectRefused(await post(t, 'user/autoreal', user.token, { ...advanced, hand_pic: '' }), 'identity_hand_required');
      expectRefused(await post(t, 'user/autoreal', user.token, { ...advanced, memo: 'x'.repeat(141) }), 'character_too_long');
      expectRefused(await post(t, 'user/autoreal', user.token, { ...advanced, hand_pic: advanced.front_pic }), 'identity_photo_repeated');
      const submitted = await post<TRealState>(t, 'user/autoreal', user.token, advanced);
      expect(submitted.body.message).toMatchObject({ real_status: 'verified', tier: 'basic', advanced: { state: 'pending' } });
      const id = await pendingSubmissionId(t, user.userId);
      const row = await t.db.selectFrom('identity_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // The advanced submission is about the document basic verification passed with.
      expect(row).toMatchObject({
        level: 2,
        name: 'Test User',
        card_id: 'T1234567',
        hand_pic: advanced.hand_pic,
        memo: 'Taken in daylight',
      });

      // The phone was unbound meanwhile: approval is refused and the submission still waits.
      await bindPhone(t, user.userId, null);
      expectRefused(await approve(t, id), 'identity_binding_required');
      expect((await stateOf(t, user.token)).advanced.state).toBe('pending');
      await bindPhone(t, user.userId, `5550${user.userId}`);
      expect((await approve(t, id)).body.type).toBe('ok');
      expect(await stateOf(t, user.token)).toMatchObject({ real_level: 2, tier: 'advanced', advanced: { state: 'verified' } });
      expectRefused(await post(t, 'user/autoreal', user.token, await advancedBody(t, user.token)), 'identity_already_verified');
    });

    it('takes advanced verification through user/real with real_type 2 as well', async () => {
      const t = ctx();
      const user = await newUser(t);
      await verifyIdentity(t, user.userId, 1);
      await bindPhone(t, user.userId, `5551${user.userId}`);
      const reply = await post<TRealState>(t, 'user/real', user.token, { real_type: 2, ...(await advancedBody(t, user.token)) });
      expect(reply.body.message.advanced.state).toBe('pending');
      expectRefused(await post(t, 'user/real', user.token, { real_type: 3 }), 'parameter_error');
    });

    it('decides a submission exactly once when ten reviewers approve it at the same instant', async () => {
      const t = ctx();
      const user = await newUser(t);
      expect((await post(t, 'user/real', user.token, await basicBody(t, user.token))).body.type).toBe('ok');
      const id = await pendingSubmissionId(t, user.userId);
      const token = await adminToken(t);
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? approve(t, id, token) : fail(t, id, 'No', token))));
      expect(replies.filter((reply) => reply.body.type === 'ok')).toHaveLength(1);
      for (const reply of replies.filter((r) => r.body.type !== 'ok')) expectRefused(reply, 'record_already_reviewed');
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'identity_submission')
        .where('target_id', '=', String(id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(await noticesOf(t, user.userId)).toHaveLength(1);
    });

    it('refuses the review calls to a user who is not an admin', async () => {
      const t = ctx();
      const user = await newUser(t);
      expect((await post(t, 'user/real', user.token, await basicBody(t, user.token))).body.type).toBe('ok');
      const id = await pendingSubmissionId(t, user.userId);
      for (const reply of [
        await t.call('admin/identity', { token: user.token }),
        await approve(t, id, user.token),
        await fail(t, id, 'No', user.token),
      ]) {
        expect(reply.status).toBe(403);
        expectRefused(reply, 'admin_only');
      }
      expectRefused(await t.call('admin/identity/approve', { method: 'POST', body: { id } }), 'please_login_first', 999);
      expect((await stateOf(t, user.token)).basic.state).toBe('pending');
    });

    it('answers 998 to an unverified user’s withdrawal and fiat recharge, and leaves deposits open', async () => {
      const t = ctx();
      const user = await newUser(t);
      const withdrawal = await post(t, 'wallet/out', user.token, {
        currency_id: USDT,
        address_id: 1,
        amount: '20',
        pay_password: PAY_PASSWORD,
      });
      expectRefused(withdrawal, 'real_name_required', 998);
      expect(withdrawal.body.message).toBe('Please complete identity verification first');
      const otc = { account: 'Jane Roe', amount: '100', currency: 'USD', bankno: '12345678', type: 'bank' };
      expectRefused(await post(t, 'otc/recharge', user.token, otc), 'real_name_required', 998);
      // A basic submission under audit is not a verification yet.
      expect((await post(t, 'user/real', user.token, await basicBody(t, user.token))).body.type).toBe('ok');
      expectRefused(await post(t, 'otc/recharge', user.token, otc), 'real_name_required', 998);
      expect(await t.db.selectFrom('deposits').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);

      const info = await post(t, 'wallet/get_info', user.token, { currency_id: BTC });
      expect(info.body.message).toMatchObject({ tier: null, limit_24h_btc: '0', remaining_24h_btc: '0' });
      const voucher = await uploadPhoto(t, user.token, 0x77);
      const deposit = await post(t, 'wallet/charge_req', user.token, { currency_id: USDT, network: 'TRC20', amount: '20', voucher });
      expect(deposit.body.type).toBe('ok');
    });

    it('holds the single fiat trade limit of each tier on OTC recharges, valued in USDT', async () => {
      const t = ctx();
      const user = await newUser(t);
      await verifyIdentity(t, user.userId, 1);
      const recharge = (amount: string, currency = 'USD') =>
        post(t, 'otc/recharge', user.token, { account: 'Jane Roe', amount, currency, bankno: '12345678', type: 'bank' });
      expect((await recharge('2000')).body.type).toBe('ok');
      const over = await recharge('2000.01');
      expectRefused(over, 'fiat_trade_limit_exceeded');
      expect(over.body.message).toBe('A single fiat trade is limited to 2000 USDT at your verification level');
      // In another fiat, its USDT value counts: 2,000 USDT at the published rate passes, a cent more does not.
      const rate = await t.db.selectFrom('fiats').select('rate_atoms').where('code', '=', 'CNY').executeTakeFirstOrThrow();
      const cnyLimitAtoms = (2000n * rate.rate_atoms) / 10n ** 6n; // in cents, truncated
      const cents = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
      expect((await recharge(cents(cnyLimitAtoms), 'CNY')).body.type).toBe('ok');
      expectRefused(await recharge(cents(cnyLimitAtoms + 100n), 'CNY'), 'fiat_trade_limit_exceeded');

      await verifyIdentity(t, user.userId, 2);
      expect((await recharge('1000000')).body.type).toBe('ok');
      expectRefused(await recharge('1000000.01'), 'fiat_trade_limit_exceeded');
    });

    it('holds the 24 h withdrawal limit of each tier: 200 BTC basic, 500 BTC advanced', async () => {
      const t = ctx();
      const user = await newUser(t);
      await creditDeposit(t, { userId: user.userId, coinId: BTC, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms('600') });
      expect((await post(t, 'sms_mail', user.token, { user_string: user.email, scene: 'pay_password' })).body.type).toBe('ok');
      const code = await lastCodeSentTo(t, user.email);
      expect((await post(t, 'safe/pay_password', user.token, { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code })).body.type).toBe(
        'ok',
      );
      const entry = await post<{ id: number }>(t, 'user/wallet/save', user.token, {
        currency_id: BTC,
        network: 'Bitcoin',
        name: 'cold',
        address: BTC_ADDRESS,
      });
      const withdraw = (amount: string) =>
        post(t, 'wallet/out', user.token, { currency_id: BTC, address_id: entry.body.message.id, amount, pay_password: PAY_PASSWORD });

      expectRefused(await withdraw('1'), 'real_name_required', 998);
      await verifyIdentity(t, user.userId, 1);
      expect((await withdraw('200')).body.type).toBe('ok');
      expectRefused(await withdraw('0.01'), 'withdraw_limit_exceeded');
      await verifyIdentity(t, user.userId, 2);
      expect((await withdraw('300')).body.type).toBe('ok');
      const over = await withdraw('0.01');
      expectRefused(over, 'withdraw_limit_exceeded');
      expect(over.body.message).toBe('This exceeds your 24-hour withdrawal limit of 500 BTC (0 BTC left)');
    });

    it('seeds the demo user as basic-verified', async () => {
      const t = ctx();
      const login = await t.call<string>('user/login', {
        method: 'POST',
        body: { user_string: 'demo@nova.exchange', password: t.config.demoPassword },
      });
      expect(await stateOf(t, login.body.message)).toMatchObject({ real_status: 'verified', tier: 'basic', basic: { state: 'verified' } });
    });
  },
  // Every scenario registers users and uploads photos from one address.
  { codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000, apiCallsPerMinute: 100_000, trustProxy: true },
);
