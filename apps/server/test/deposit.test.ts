// Proves the deposit flows a user depends on: an on-chain deposit with its voucher waits for
// review and lands in the change account only when an admin approves it, in the amount approved;
// a rejection shows its reason and moves nothing; an OTC fiat payment lands as USDT in the legal
// account; the minimum, the voucher and the admin door hold; two admins approving at once credit
// once; and a retried request with the same Idempotency-Key creates one deposit.
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import type { PageOf } from '@platform/shared/envelope';
import type { TAdminDeposit } from '@platform/shared/schemas/admin';
import type { TDepositAddress, TDepositRecord, TOtcInfo } from '@platform/shared/schemas/deposit';
import { balancesOf } from '../src/ledger/ledger.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { loginAdmin, registerUser, uploadImage, userIdOf, verifyIdentity } from './helpers.ts';

const USDT = 3;
const BTC = 1;
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

async function availableAtoms(t: TestApp, userId: number, coinId: number, accountType: number): Promise<bigint> {
  const balance = (await balancesOf(t.db, userId)).find((row) => row.coinId === coinId && row.accountType === accountType);
  return balance?.availableAtoms ?? 0n;
}

async function depositCount(t: TestApp, userId: number): Promise<number> {
  const row = await t.db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

let keys = 0;
const idempotencyKey = () => `deposit-test-${Date.now().toString(36)}-${(keys += 1)}`;

describeEachDialect(
  'deposits',
  (ctx) => {
    let admin: string | undefined;
    const adminToken = async (t: TestApp) => (admin ??= await loginAdmin(t));

    /** A new user with an uploaded voucher, basic-verified so an OTC fiat recharge is open to them. */
    async function depositor(t: TestApp) {
      const user = await registerUser(t);
      const userId = await userIdOf(t, user.email);
      await verifyIdentity(t, userId, 1);
      return { ...user, userId, voucher: await uploadImage(t, user.token) };
    }

    async function chargeReq(t: TestApp, token: string, body: Record<string, string | number>, key = idempotencyKey()) {
      return t.call<TDepositRecord>('wallet/charge_req', { method: 'POST', token, body, headers: { 'idempotency-key': key } });
    }

    async function review(t: TestApp, action: 'approve' | 'reject', body: Record<string, string | number>, token?: string) {
      return t.call<TAdminDeposit>(`admin/deposits/${action}`, { method: 'POST', token: token ?? (await adminToken(t)), body });
    }

    async function recordsOf(t: TestApp, token: string, kind?: string) {
      const answer = await t.call<PageOf<TDepositRecord>>('recharge/log', { token, body: { kind } });
      expect(answer.body.type).toBe('ok');
      return answer.body.message;
    }

    it('get_in_address answers the platform address, the networks, the minimum and the confirmations', async () => {
      const t = ctx();
      const { token } = await registerUser(t);
      const answer = await t.call<TDepositAddress>('wallet/get_in_address', {
        method: 'POST',
        token,
        body: { currency_id: USDT, network: 'trc20' },
      });
      expect(answer.body.message).toEqual({
        currency_id: USDT,
        currency_name: 'USDT',
        network: 'TRC20',
        networks: expect.arrayContaining(['ERC20', 'TRC20']),
        address: TRC20_ADDRESS,
        minimum: '1',
        confirmations: 10,
      });
      const btc = await t.call<TDepositAddress>('wallet/get_in_address', { method: 'POST', token, body: { currency_id: BTC } });
      expect(btc.body.message).toMatchObject({ network: 'Bitcoin', minimum: '0.0001' });
      const unknown = await t.call('wallet/get_in_address', { method: 'POST', token, body: { currency_id: 999 } });
      expect(unknown.body.code).toBe('coin_unknown');
      const noNetwork = await t.call('wallet/get_in_address', { method: 'POST', token, body: { currency_id: USDT, network: 'BEP20' } });
      expect(noNetwork.body.code).toBe('network_unknown');
    });

    it('an approved on-chain deposit lands in the change account in the amount the admin credits', async () => {
      const t = ctx();
      const user = await depositor(t);
      const asked = await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '100', voucher: user.voucher });
      expect(asked.body.type).toBe('ok');
      const deposit = asked.body.message;
      expect(deposit).toMatchObject({
        kind: 'chain',
        currency_id: USDT,
        currency_name: 'USDT',
        network: 'TRC20',
        address: TRC20_ADDRESS,
        amount: '100',
        credited_amount: null,
        status: 'review',
        reason: '',
        voucher: user.voucher,
        reviewed_at: null,
      });
      expect((await recordsOf(t, user.token)).data.map((row) => [row.id, row.status])).toEqual([[deposit.id, 'review']]);
      expect(await availableAtoms(t, user.userId, USDT, ACCOUNT_TYPE.change)).toBe(0n);

      const queue = await t.call<PageOf<TAdminDeposit>>('admin/deposits', { token: await adminToken(t), body: { status: 'review' } });
      const queued = queue.body.message.data.find((row) => row.id === deposit.id);
      expect(queued).toMatchObject({ user_email: user.email, coin: 'USDT', amount: '100', voucher: user.voucher, status: 'review' });
      // The admin sees the voucher.
      const voucher = await fetch(`${t.baseUrl}/api/file/${user.voucher}`, { headers: { authorization: await adminToken(t) } });
      expect(voucher.status).toBe(200);

      const approved = await review(t, 'approve', { id: deposit.id, credited_amount: '99.5' });
      expect(approved.body.message).toMatchObject({
        id: deposit.id,
        status: 'success',
        credited_amount: '99.5',
        reviewed_by_email: 'admin@nova.exchange',
      });
      expect(await availableAtoms(t, user.userId, USDT, ACCOUNT_TYPE.change)).toBe(9_950_000_000n);
      expect(await availableAtoms(t, user.userId, USDT, ACCOUNT_TYPE.legal)).toBe(0n);
      const [record] = (await recordsOf(t, user.token)).data;
      expect(record).toMatchObject({ id: deposit.id, status: 'success', credited_amount: '99.5', reviewed_at: expect.any(Number) });

      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'deposit')
        .where('target_id', '=', String(deposit.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'deposit.approve' });
      expect(JSON.parse(audit[0]?.detail ?? '{}')).toMatchObject({ amount: '100', credited: '99.5' });

      const again = await review(t, 'approve', { id: deposit.id, credited_amount: '99.5' });
      expect(again.body.code).toBe('record_already_reviewed');
      expect(await availableAtoms(t, user.userId, USDT, ACCOUNT_TYPE.change)).toBe(9_950_000_000n);
    });

    it('a rejected deposit shows its reason to the user and credits nothing', async () => {
      const t = ctx();
      const user = await depositor(t);
      const deposit = (await chargeReq(t, user.token, { currency_id: USDT, network: 'ERC20', amount: '50', voucher: user.voucher })).body
        .message;
      const noReason = await review(t, 'reject', { id: deposit.id, reason: '  ' });
      expect(noReason.body.code).toBe('reject_reason_required');

      const rejected = await review(t, 'reject', { id: deposit.id, reason: 'The receipt does not show this transfer' });
      expect(rejected.body.message).toMatchObject({ status: 'rejected', reason: 'The receipt does not show this transfer' });
      const [record] = (await recordsOf(t, user.token)).data;
      expect(record).toMatchObject({
        id: deposit.id,
        status: 'rejected',
        reason: 'The receipt does not show this transfer',
        credited_amount: null,
      });
      expect(await balancesOf(t.db, user.userId)).toEqual([]);

      const approveAfter = await review(t, 'approve', { id: deposit.id, credited_amount: '50' });
      expect(approveAfter.body.code).toBe('record_already_reviewed');
      expect(await balancesOf(t.db, user.userId)).toEqual([]);
      const audit = await t.db.selectFrom('audit_log').select(['action', 'reason']).where('target_id', '=', String(deposit.id)).execute();
      expect(audit).toEqual([{ action: 'deposit.reject', reason: 'The receipt does not show this transfer' }]);
    });

    it('refuses a deposit below the minimum, without a voucher, or with someone else’s voucher', async () => {
      const t = ctx();
      const user = await depositor(t);
      const other = await depositor(t);
      const below = await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '0.5', voucher: user.voucher });
      expect(below.body).toMatchObject({ type: 'error', code: 'deposit_below_minimum', message: 'The minimum deposit is 1 USDT' });
      const noVoucher = await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '10' });
      expect(noVoucher.body).toMatchObject({ code: 'voucher_required', message: 'Please upload payment receipt' });
      const emptyVoucher = await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '10', voucher: '' });
      expect(emptyVoucher.body.code).toBe('voucher_required');
      const stolen = await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '10', voucher: other.voucher });
      expect(stolen.body.code).toBe('voucher_invalid');
      const invented = await chargeReq(t, user.token, {
        currency_id: USDT,
        network: 'TRC20',
        amount: '10',
        voucher: `${'a'.repeat(32)}.png`,
      });
      expect(invented.body.code).toBe('voucher_invalid');
      const badNetwork = await chargeReq(t, user.token, { currency_id: USDT, network: 'BEP20', amount: '10', voucher: user.voucher });
      expect(badNetwork.body.code).toBe('network_unknown');
      const tooPrecise = await chargeReq(t, user.token, {
        currency_id: USDT,
        network: 'TRC20',
        amount: '10.123456789',
        voucher: user.voucher,
      });
      expect(tooPrecise.body.code).toBe('amount_invalid');
      expect(await depositCount(t, user.userId)).toBe(0);

      // The admin cannot credit less than the minimum either: such a deposit is rejected.
      const deposit = (await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '5', voucher: user.voucher })).body
        .message;
      const approveBelow = await review(t, 'approve', { id: deposit.id, credited_amount: '0.9' });
      expect(approveBelow.body.code).toBe('deposit_below_minimum');
      expect(await balancesOf(t.db, user.userId)).toEqual([]);
      await review(t, 'reject', { id: deposit.id, reason: 'Below the minimum' });
    });

    it('refuses admin calls to a user', async () => {
      const t = ctx();
      const user = await depositor(t);
      const deposit = (await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '20', voucher: user.voucher })).body
        .message;
      const list = await t.call('admin/deposits', { token: user.token });
      const approve = await review(t, 'approve', { id: deposit.id, credited_amount: '20' }, user.token);
      const reject = await review(t, 'reject', { id: deposit.id, reason: 'self' }, user.token);
      for (const answer of [list, approve, reject]) {
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ type: 'error', code: 'admin_only' });
      }
      expect((await recordsOf(t, user.token)).data[0]).toMatchObject({ id: deposit.id, status: 'review' });
      expect(await balancesOf(t.db, user.userId)).toEqual([]);
    });

    it('two admins approving the same deposit at once credit it exactly once', async () => {
      const t = ctx();
      const user = await depositor(t);
      const secondAdmin = await loginAdmin(t);
      const deposit = (await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount: '30', voucher: user.voucher })).body
        .message;
      const answers = await Promise.all([
        review(t, 'approve', { id: deposit.id, credited_amount: '30' }),
        review(t, 'approve', { id: deposit.id, credited_amount: '30' }, secondAdmin),
        review(t, 'approve', { id: deposit.id, credited_amount: '30' }),
      ]);
      expect(answers.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.code === 'record_already_reviewed')).toHaveLength(2);
      expect(await availableAtoms(t, user.userId, USDT, ACCOUNT_TYPE.change)).toBe(3_000_000_000n);
      const entries = await t.db
        .selectFrom('ledger_entries')
        .select('transfer_id')
        .where('record_type', '=', 'deposit')
        .where('record_id', '=', String(deposit.id))
        .execute();
      expect(new Set(entries.map((entry) => entry.transfer_id)).size).toBe(1);
    });

    it('a retry with the same Idempotency-Key answers the same deposit and creates one row', async () => {
      const t = ctx();
      const user = await depositor(t);
      const key = idempotencyKey();
      const body = { currency_id: USDT, network: 'TRC20', amount: '12.5', voucher: user.voucher };
      const first = await chargeReq(t, user.token, body, key);
      const retry = await chargeReq(t, user.token, body, key);
      expect(retry.body).toEqual(first.body);
      expect(await depositCount(t, user.userId)).toBe(1);

      const changed = await chargeReq(t, user.token, { ...body, amount: '13' }, key);
      expect(changed.body.code).toBe('idempotency_key_reused');
      expect(await depositCount(t, user.userId)).toBe(1);

      const otc = { account: 'Jane Roe', amount: '100', currency: 'USD', bankno: '12345678', type: 'bank' };
      const otcKey = idempotencyKey();
      const otcFirst = await t.call<TDepositRecord>('otc/recharge', {
        method: 'POST',
        token: user.token,
        body: otc,
        headers: { 'idempotency-key': otcKey },
      });
      const otcRetry = await t.call<TDepositRecord>('otc/recharge', {
        method: 'POST',
        token: user.token,
        body: otc,
        headers: { 'idempotency-key': otcKey },
      });
      expect(otcRetry.body.message.id).toBe(otcFirst.body.message.id);
      expect(await depositCount(t, user.userId)).toBe(2);
    });

    it('an OTC fiat payment is credited in USDT to the legal account', async () => {
      const t = ctx();
      const user = await depositor(t);
      const info = await t.call<TOtcInfo>('otc/info', { token: user.token });
      expect(info.body.message.bank.account_number).not.toBe('');
      expect(info.body.message.business_days).toBe('1-3');
      expect(info.body.message.fiats[0]).toEqual({ code: 'USD', symbol: '$', rate: '1' });
      const cny = info.body.message.fiats.find((fiat) => fiat.code === 'CNY');
      expect(cny).toBeDefined();

      const recharge = (body: Record<string, string>) =>
        t.call<TDepositRecord>('otc/recharge', {
          method: 'POST',
          token: user.token,
          body,
          headers: { 'idempotency-key': idempotencyKey() },
        });
      const valid = {
        account: 'Jane Roe',
        amount: '720',
        currency: 'cny',
        bankno: '6222 0000 1111 2222',
        type: 'bank',
        voucher: user.voucher,
      };
      expect((await recharge({ ...valid, account: '' })).body.code).toBe('otc_account_required');
      expect((await recharge({ ...valid, bankno: ' ' })).body.code).toBe('otc_bankno_required');
      expect((await recharge({ ...valid, currency: 'XYZ' })).body.code).toBe('fiat_unknown');
      expect((await recharge({ ...valid, amount: '720.001' })).body.code).toBe('amount_too_precise');
      expect((await recharge({ ...valid, currency: 'USD', amount: '0.99' })).body).toMatchObject({
        code: 'deposit_below_minimum',
        message: 'The minimum deposit is 1 USD',
      });
      const other = await depositor(t);
      expect((await recharge({ ...valid, voucher: other.voucher })).body.code).toBe('voucher_invalid');
      expect(await depositCount(t, user.userId)).toBe(0);

      const asked = await recharge(valid);
      expect(asked.body.message).toMatchObject({
        kind: 'otc',
        currency_id: USDT,
        currency_name: 'USDT',
        amount: '720',
        otc_fiat: 'CNY',
        status: 'review',
        voucher: user.voucher,
      });
      // The voucher is optional for OTC: the bank statement is the proof.
      const withoutVoucher = await recharge({ ...valid, voucher: '', currency: 'USD', amount: '50', type: 'wire' });
      expect(withoutVoucher.body.message).toMatchObject({ kind: 'otc', otc_fiat: 'USD', voucher: '' });

      const otcRecords = await recordsOf(t, user.token, 'otc');
      expect(otcRecords.total).toBe(2);
      expect(otcRecords.data.map((row) => row.id)).toEqual([withoutVoucher.body.message.id, asked.body.message.id]);
      expect((await recordsOf(t, user.token, 'chain')).total).toBe(0);

      const queue = await t.call<PageOf<TAdminDeposit>>('admin/deposits', { token: await adminToken(t) });
      expect(queue.body.message.data.find((row) => row.id === asked.body.message.id)).toMatchObject({
        kind: 'otc',
        otc_account: 'Jane Roe',
        otc_bankno: '6222 0000 1111 2222',
        otc_fiat: 'CNY',
        otc_type: 'bank',
        amount: '720',
      });
      const approved = await review(t, 'approve', { id: asked.body.message.id, credited_amount: '100' });
      expect(approved.body.message).toMatchObject({ status: 'success', credited_amount: '100' });
      expect(await availableAtoms(t, user.userId, USDT, ACCOUNT_TYPE.legal)).toBe(10_000_000_000n);
      expect(await availableAtoms(t, user.userId, USDT, ACCOUNT_TYPE.change)).toBe(0n);
    });

    it('recharge/log shows only the caller’s own deposits, newest first, a page at a time', async () => {
      const t = ctx();
      const user = await depositor(t);
      const other = await depositor(t);
      const ids: number[] = [];
      for (const amount of ['10', '11', '12']) {
        ids.push((await chargeReq(t, user.token, { currency_id: USDT, network: 'TRC20', amount, voucher: user.voucher })).body.message.id);
      }
      const theirs = (await chargeReq(t, other.token, { currency_id: USDT, network: 'TRC20', amount: '40', voucher: other.voucher })).body
        .message;
      const firstPage = await t.call<PageOf<TDepositRecord>>('recharge/log', { token: user.token, body: { page: 1, limit: 2 } });
      expect(firstPage.body.message).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(firstPage.body.message.data.map((row) => row.id)).toEqual([ids[2], ids[1]]);
      const secondPage = await t.call<PageOf<TDepositRecord>>('recharge/log', { token: user.token, body: { page: 2, limit: 2 } });
      expect(secondPage.body.message.data.map((row) => row.id)).toEqual([ids[0]]);
      expect(firstPage.body.message.data.concat(secondPage.body.message.data).some((row) => row.id === theirs.id)).toBe(false);
      // An empty filter, as a form's "all" sends it, is no filter.
      expect((await recordsOf(t, user.token, '')).total).toBe(3);
    });
  },
  // Each test registers its own users; the per-address code limit is not what is tested here.
  { codeSendsPerMinute: 1000 },
);
