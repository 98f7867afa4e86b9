// Proves the back office's read side on both databases: a user's token is refused on every admin
// call; the admin finds users, sees a user's balances and ledger entries after a deposit, runs the
// ledger check (healthy, then a tampered balance reported), and reads the audit log with the actor.
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import type {
  TAdminAuditResponse,
  TAdminLedgerCheckResponse,
  TAdminLedgerResponse,
  TAdminMe,
  TAdminUserResponse,
  TAdminUsersResponse,
} from '@platform/shared/schemas/admin';
import { writeAudit } from '../src/audit/audit.ts';
import { describeEachDialect } from './harness.ts';
import { creditDeposit, loginAdmin, registerUser, userIdOf } from './helpers.ts';

const USDT = 3;
const BTC = 1;
const ATOMS = 100_000_000n;

/** Every read call of the back office (the reviews' own tests cover theirs). */
const ADMIN_CALLS: [string, Record<string, string | number>][] = [
  ['admin/me', {}],
  ['admin/users', { q: 'a' }],
  ['admin/user', { id: 1 }],
  ['admin/ledger', { user_id: 1 }],
  ['admin/ledger_check', {}],
  ['admin/audit', {}],
];

describeEachDialect('admin back office', (ctx) => {
  it('refuses a normal user on every admin call and anyone without a session', async () => {
    const t = ctx();
    const { token } = await registerUser(t);
    for (const [path, body] of ADMIN_CALLS) {
      const refused = await t.call(path, { token, body });
      expect(refused.body, path).toMatchObject({ type: 'error', message: 'This action needs an administrator', code: 'admin_only' });
      const anonymous = await t.call(path, { body });
      expect(anonymous.body.type, path).toBe(999);
    }
  });

  it('answers the admin who they are', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const me = await t.call<TAdminMe>('admin/me', { token });
    expect(me.body).toEqual({
      type: 'ok',
      message: { id: await userIdOf(t, 'admin@nova.exchange'), email: 'admin@nova.exchange', nickname: 'Admin' },
    });
  });

  it('finds users by email, id or nickname, and shows their balances and ledger after a deposit', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const { email } = await registerUser(t);
    const userId = await userIdOf(t, email);
    await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.legal, amountAtoms: 125n * ATOMS });
    await creditDeposit(t, { userId, coinId: BTC, accountType: ACCOUNT_TYPE.change, amountAtoms: ATOMS / 4n });

    const byEmail = await t.call<TAdminUsersResponse>('admin/users', { token, body: { q: email.toUpperCase().slice(0, 12) } });
    expect(byEmail.body.message.data.map((user) => user.id)).toContain(userId);
    const byId = await t.call<TAdminUsersResponse>('admin/users', { token, body: { q: String(userId) } });
    expect(byId.body.message.data.map((user) => user.id)).toContain(userId);
    const nobody = await t.call<TAdminUsersResponse>('admin/users', { token, body: { q: 'no_such%user' } });
    expect(nobody.body.message).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    const firstPage = await t.call<TAdminUsersResponse>('admin/users', { token, body: { limit: 1 } });
    expect(firstPage.body.message).toMatchObject({ page: 1, limit: 1, data: [{ id: userId, email }] });
    expect(firstPage.body.message.total).toBeGreaterThanOrEqual(2);

    const detail = await t.call<TAdminUserResponse>('admin/user', { token, body: { id: userId } });
    expect(detail.body.type).toBe('ok');
    expect(detail.body.message.user).toMatchObject({ id: userId, email, role: 'user' });
    expect(detail.body.message.balances).toEqual([
      { coin_id: USDT, coin: 'USDT', account_type: ACCOUNT_TYPE.legal, available: '125', frozen: '0' },
      { coin_id: BTC, coin: 'BTC', account_type: ACCOUNT_TYPE.change, available: '0.25', frozen: '0' },
    ]);

    const ledger = await t.call<TAdminLedgerResponse>('admin/ledger', { token, body: { user_id: userId } });
    expect(ledger.body.message.total).toBe(2);
    // Newest first: the BTC deposit was credited last.
    expect(ledger.body.message.data).toMatchObject([
      { owner: String(userId), coin_id: BTC, coin: 'BTC', account_type: ACCOUNT_TYPE.change, bucket: 'available', amount: '0.25' },
      {
        owner: String(userId),
        coin_id: USDT,
        coin: 'USDT',
        account_type: ACCOUNT_TYPE.legal,
        amount: '125',
        reason: 'deposit',
        record_type: 'deposit',
      },
    ]);
    const everyone = await t.call<TAdminLedgerResponse>('admin/ledger', { token });
    // Each deposit is two lines: the user's and the platform's deposits in transit.
    expect(everyone.body.message.total).toBeGreaterThanOrEqual(4);
    expect(everyone.body.message.data[0]).toMatchObject({ owner: expect.stringMatching(/^platform:|^\d+$/) });

    const missing = await t.call('admin/user', { token, body: { id: 999_999 } });
    expect(missing.body).toMatchObject({ type: 'error', code: 'record_not_found' });
  });

  it('ledger_check reports a healthy ledger, then a balance tampered with in SQL', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const { email } = await registerUser(t);
    const userId = await userIdOf(t, email);
    await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.legal, amountAtoms: 7n });

    const healthy = await t.call<TAdminLedgerCheckResponse>('admin/ledger_check', { token });
    expect(healthy.body.message).toMatchObject({ problems: [], checked_at: expect.any(Number) });
    expect(healthy.body.message.entries).toBeGreaterThanOrEqual(2);
    expect(healthy.body.message.balances).toBeGreaterThanOrEqual(2);

    const tamper = (deltaAtoms: bigint) =>
      t.db
        .updateTable('balances')
        .set({ available_atoms: sql`available_atoms + ${deltaAtoms}` })
        .where('owner', '=', String(userId))
        .execute();
    await tamper(1n);
    try {
      const broken = await t.call<TAdminLedgerCheckResponse>('admin/ledger_check', { token });
      expect(broken.body.message.problems).toEqual([
        { kind: 'balance_not_matching_entries', coin_id: USDT, coin: 'USDT', message: expect.stringMatching(/available 8 vs entries 7/) },
      ]);
    } finally {
      await tamper(-1n);
    }
  });

  it('lists the audit log newest first with the acting admin', async () => {
    const t = ctx();
    const token = await loginAdmin(t);
    const adminId = await userIdOf(t, 'admin@nova.exchange');
    const now = t.clock.now();
    await writeAudit(t.db, {
      actorId: adminId,
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: 41,
      reason: 'blurry',
      ip: '10.0.0.1',
      now,
    });
    await writeAudit(t.db, {
      actorId: adminId,
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: 42,
      detail: { credited_amount: '10' },
      ip: '10.0.0.1',
      now: now + 1,
    });

    const audit = await t.call<TAdminAuditResponse>('admin/audit', { token, body: { limit: 2 } });
    expect(audit.body.message).toMatchObject({ page: 1, limit: 2 });
    expect(audit.body.message.total).toBeGreaterThanOrEqual(2);
    expect(audit.body.message.data).toEqual([
      {
        id: expect.any(Number),
        actor_id: adminId,
        actor_email: 'admin@nova.exchange',
        action: 'deposit.approve',
        target_type: 'deposit',
        target_id: '42',
        reason: '',
        detail: { credited_amount: '10' },
        ip: '10.0.0.1',
        created_at: now + 1,
      },
      expect.objectContaining({ action: 'deposit.reject', target_id: '41', reason: 'blurry', detail: {} }),
    ]);
  });
});
