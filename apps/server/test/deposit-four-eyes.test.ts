// A back-office admin cannot credit what they like: a credit above what the user declared needs a
// written reason, and one worth more than the configured threshold needs a second admin approving the
// same amount (four eyes). Every step is audited, and nothing is credited until the second approval.
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import type { TAdminDeposit } from '@platform/shared/schemas/admin';
import type { TDepositRecord } from '@platform/shared/schemas/deposit';
import { balancesOf } from '../src/ledger/ledger.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { PASSWORD, loginAdmin, registerUser, uploadImage, userIdOf } from './helpers.ts';

const USDT = 3;

async function secondAdmin(t: TestApp): Promise<string> {
  const { email } = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'admin' }).where('email', '=', email).execute();
  const login = await t.call<string>('user/login', { method: 'POST', body: { user_string: email, password: PASSWORD } });
  expect(login.body.type).toBe('ok');
  return login.body.message;
}

async function usdtDeposit(t: TestApp, amount: string) {
  const user = await registerUser(t);
  const userId = await userIdOf(t, user.email);
  const voucher = await uploadImage(t, user.token);
  const asked = await t.call<TDepositRecord>('wallet/charge_req', {
    method: 'POST',
    token: user.token,
    body: { currency_id: USDT, network: 'TRC20', amount, voucher },
  });
  expect(asked.body.type).toBe('ok');
  return { userId, depositId: asked.body.message.id };
}

const approve = (t: TestApp, token: string, body: Record<string, string | number>) =>
  t.call<TAdminDeposit>('admin/deposits/approve', { method: 'POST', token, body });

async function usdtAvailable(t: TestApp, userId: number): Promise<bigint> {
  const balance = (await balancesOf(t.db, userId)).find((row) => row.coinId === USDT && row.accountType === ACCOUNT_TYPE.change);
  return balance?.availableAtoms ?? 0n;
}

async function auditActions(t: TestApp, depositId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', 'deposit')
    .where('target_id', '=', String(depositId))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describeEachDialect(
  'four eyes on deposit credits',
  (ctx) => {
    it('refuses a credit above the declared amount without a reason, and credits it with one', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const { userId, depositId } = await usdtDeposit(t, '5');

      const refused = await approve(t, admin, { id: depositId, credited_amount: '500' });
      expect(refused.body).toMatchObject({ type: 'error', code: 'credit_reason_required' });
      expect(refused.body.message).toContain('5 USDT');
      expect(await usdtAvailable(t, userId)).toBe(0n);
      expect(await auditActions(t, depositId)).toEqual([]);

      const approved = await approve(t, admin, { id: depositId, credited_amount: '500', reason: 'Statement shows 500 USDT arrived' });
      expect(approved.body.message).toMatchObject({ status: 'success', credited_amount: '500' });
      expect(await usdtAvailable(t, userId)).toBe(50_000_000_000n);
      const audit = await t.db.selectFrom('audit_log').select(['action', 'reason']).where('target_id', '=', String(depositId)).execute();
      expect(audit).toEqual([{ action: 'deposit.approve', reason: 'Statement shows 500 USDT arrived' }]);
    });

    it('a credit over the threshold waits for a second admin approving the same amount; the first admin alone cannot finish it', async () => {
      const t = ctx();
      const first = await loginAdmin(t);
      const second = await secondAdmin(t);
      const { userId, depositId } = await usdtDeposit(t, '2000');

      const pending = await approve(t, first, { id: depositId, credited_amount: '2000' });
      expect(pending.body.message).toMatchObject({
        status: 'review',
        credited_amount: null,
        pending_credit: { amount: '2000', by_email: 'admin@nova.exchange' },
      });
      expect(await usdtAvailable(t, userId)).toBe(0n);

      // The same admin twice is still one pair of eyes.
      expect((await approve(t, first, { id: depositId, credited_amount: '2000' })).body.code).toBe('credit_second_admin_required');
      // The second admin must approve what the first approved, not another amount.
      expect((await approve(t, second, { id: depositId, credited_amount: '2500', reason: 'more' })).body.code).toBe(
        'credit_differs_from_first',
      );
      expect(await usdtAvailable(t, userId)).toBe(0n);

      const credited = await approve(t, second, { id: depositId, credited_amount: '2000' });
      expect(credited.body.message).toMatchObject({ status: 'success', credited_amount: '2000', pending_credit: null });
      expect(await usdtAvailable(t, userId)).toBe(200_000_000_000n);
      expect(await auditActions(t, depositId)).toEqual(['deposit.approve_first', 'deposit.approve']);
      expect((await approve(t, first, { id: depositId, credited_amount: '2000' })).body.code).toBe('record_already_reviewed');
    });

    it('two admins giving the first approval at once record one; a rejection clears it', async () => {
      const t = ctx();
      const first = await loginAdmin(t);
      const second = await secondAdmin(t);
      const { userId, depositId } = await usdtDeposit(t, '3000');

      const answers = await Promise.all([
        approve(t, first, { id: depositId, credited_amount: '3000' }),
        approve(t, second, { id: depositId, credited_amount: '3000' }),
      ]);
      // Either one first approval and one refusal, or the second landed after the first and credited it.
      const approvals = await t.db.selectFrom('deposit_credit_approvals').selectAll().where('deposit_id', '=', depositId).execute();
      const status = (await t.db.selectFrom('deposits').select('status').where('id', '=', depositId).executeTakeFirstOrThrow()).status;
      if (status === 'success') {
        expect(approvals).toEqual([]);
        expect(await usdtAvailable(t, userId)).toBe(300_000_000_000n);
        return;
      }
      expect(approvals).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
      expect(answers.find((answer) => answer.body.type !== 'ok')?.body.code).toBe('credit_awaiting_second_admin');

      const rejected = await t.call<TAdminDeposit>('admin/deposits/reject', {
        method: 'POST',
        token: second,
        body: { id: depositId, reason: 'Voucher does not match' },
      });
      expect(rejected.body.message).toMatchObject({ status: 'rejected', pending_credit: null });
      expect(await t.db.selectFrom('deposit_credit_approvals').selectAll().where('deposit_id', '=', depositId).execute()).toEqual([]);
      expect(await usdtAvailable(t, userId)).toBe(0n);
    });
  },
  { depositSecondApprovalUsdt: '1000' },
);
