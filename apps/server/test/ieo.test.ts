// IEO on a driven clock, on each database: a project 4x oversubscribed allocates 25 % of what each
// asked for and refunds 75 % of each payment, to the atom; one under its cap allocates everything;
// the allocation runs once even when triggered twice at the same moment and again after it ran; the
// payment is frozen in the platform's IEO subscriptions account until then (a ledger movement); the
// tokens land in the coin account as a coin of the wallet. Bad input (below the minimum, above the
// per-user maximum, outside the window, an unknown pay currency, a wrong price, not enough balance,
// bad ids) is refused with its translated text and changes nothing; concurrent subscriptions never
// pass the per-user maximum; the back office creates, opens and edits projects (audited) and cannot
// change what was subscribed to. `ledger:check` runs after every test (harness.ts).
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type {
  TAdminIeoProject,
  TIeoOrder,
  TIeoOrdersResponse,
  TIeoProject,
  TIeoProjectsResponse,
  TIeoSummary,
} from '@platform/shared/schemas/ieo';
import type { TWalletListResponse } from '@platform/shared/schemas/wallet';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { allocateDueProjects, allocateOrder, allocateProject } from '../src/modules/ieo/allocation.ts';
import type { IeoDeps } from '../src/modules/ieo/ieo-service.ts';
import { findProject, listSubscribedOrders, startAllocation } from '../src/modules/ieo/queries.ts';
import { HELD_ACCOUNTS } from '../src/held-accounts.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, loginAdmin, registerUser, userIdOf } from './helpers.ts';

const USDT = 3;
const BTC = 1;
const HOUR_MS = 3_600_000;
const LIMITS = { codeSendsPerMinute: 10_000, passwordCallsPerMinute: 10_000, apiCallsPerMinute: 100_000 };

type IeoUser = { token: string; userId: number };

async function ieoUser(t: TestApp, usdt: string): Promise<IeoUser> {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  if (usdt !== '0') await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms(usdt) });
  return { token, userId };
}

function depsOf(t: TestApp): IeoDeps {
  return { db: t.db, dialect: t.dialect, io: t.app.io, clock: t.clock.now };
}

async function coinBalance(t: TestApp, owner: string | number, coinId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', String(owner))
    .where('coin_id', '=', coinId)
    .where('account_type', '=', typeof owner === 'number' ? ACCOUNT_TYPE.change : ACCOUNT_TYPE.legal)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

function orderCall(t: TestApp, user: IeoUser, body: Record<string, string | number>, lang?: string) {
  return t.call<TIeoOrder>('project/order', { method: 'POST', token: user.token, body, lang });
}

async function subscribe(t: TestApp, user: IeoUser, projectId: number, amount: string, price = '0.1'): Promise<TIeoOrder> {
  const answer = await orderCall(t, user, { project_id: projectId, amount, pay_currency: 'USDT', price });
  expect(answer.body.code).toBeUndefined();
  return answer.body.message;
}

async function ordersOf(t: TestApp, user: IeoUser, projectId: number): Promise<TIeoOrder[]> {
  const answer = await t.call<TIeoOrdersResponse>('user/project/order', { token: user.token, body: { project_id: projectId, limit: 100 } });
  expect(answer.body.type).toBe('ok');
  return answer.body.message.data;
}

function setClock(t: TestApp, timeMs: number): void {
  const delta = timeMs - t.clock.now();
  if (delta > 0) t.clock.advance(delta);
}

let symbolSeq = 0;

async function createProject(t: TestApp, admin: string, fields: Record<string, string | number> = {}): Promise<TAdminIeoProject> {
  const now = t.clock.now();
  symbolSeq += 1;
  const saved = await t.call<TAdminIeoProject>('admin/ieo/save', {
    method: 'POST',
    token: admin,
    body: {
      name: `Test Token ${symbolSeq}`,
      symbol: `TT${symbolSeq}${t.dialect === 'postgres' ? 'P' : 'S'}`,
      description: 'A token of the IEO test',
      token_decimals: 2,
      hard_cap: '1000',
      user_min: '10',
      user_max: '1000',
      prices: JSON.stringify([
        { currency_id: USDT, price: '0.1' },
        { currency_id: BTC, price: '0.000002' },
      ]),
      warmup_time: now - HOUR_MS,
      start_time: now - 1000,
      end_time: now + HOUR_MS,
      distribute_time: now + 2 * HOUR_MS,
      reason: 'test project',
      ...fields,
    },
  });
  expect(saved.body.code).toBeUndefined();
  const opened = await t.call<TAdminIeoProject>('admin/ieo/status', {
    method: 'POST',
    token: admin,
    body: { id: saved.body.message.id, status: 'open' },
  });
  expect(opened.body.message.status).toBe('open');
  return opened.body.message;
}

async function countRows(t: TestApp, table: 'ieo_orders' | 'ledger_entries'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describeEachDialect(
  'ieo',
  (ctx) => {
    it('lists the seeded projects by state, and a token is a coin of the wallet without a network', async () => {
      const t = ctx();
      const byState = async (state: string) =>
        (await t.call<TIeoProjectsResponse>('project', { body: { state } })).body.message.data.map((project) => project.symbol);
      expect(await byState('in_progress')).toContain('AUR');
      expect(await byState('warm_up')).toContain('HLX');
      expect(await byState('finished')).toContain('LUM');
      expect(await byState('2')).toEqual(await byState('in_progress'));
      const aur = (await t.call<TIeoProjectsResponse>('project', { body: { state: 'in_progress' } })).body.message.data.find(
        (project) => project.symbol === 'AUR',
      )!;
      expect(aur).toMatchObject({
        name: 'Aurora Network',
        state: 'in_progress',
        subscribable: true,
        token_decimals: 2,
        user_min: '100',
        allocated: false,
        ratio: null,
      });
      expect(aur.prices.map((price) => `${price.currency} ${price.price}`)).toEqual(['USDT 0.05', 'BTC 0.00000055']);
      const detail = await t.call<TIeoProject>('project/detail', { body: { id: aur.id } });
      expect(detail.body.message.id).toBe(aur.id);
      const bad = await t.call('project', { body: { state: 'open' } });
      expect(bad.body.code).toBe('ieo_state_invalid');

      const user = await ieoUser(t, '0');
      const wallet = await t.call<TWalletListResponse>('wallet/list', { method: 'POST', token: user.token });
      const change = wallet.body.message.accounts.find((account) => account.id === ACCOUNT_TYPE.change)!;
      expect(change.balances.map((balance) => balance.currency_name)).toEqual(expect.arrayContaining(['AUR', 'HLX', 'LUM']));
      const networks = await t.call<{ name: string }[]>('currency/list');
      expect(networks.body.message.map((coin) => coin.name)).not.toContain('AUR');
    });

    it('4x oversubscribed: each gets 25 % of the tokens asked for and 75 % of the payment back, allocated once', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const project = await createProject(t, admin);
      const users = await Promise.all([1, 2, 3, 4].map(() => ieoUser(t, '500')));
      for (const user of users) {
        const order = await subscribe(t, user, project.id, '1000');
        expect(order).toMatchObject({ amount: '1000', paid: '100', pay_currency: 'USDT', price: '0.1', status: 'subscribed', ratio: null });
        expect(await coinBalance(t, user.userId, USDT)).toBe(toAtoms('400'));
      }
      const held = await coinBalance(t, PLATFORM_ACCOUNT.ieoSubscriptions, USDT);
      expect(held).toBeGreaterThanOrEqual(toAtoms('400'));
      const listed = await t.call<TIeoProject>('project/detail', { token: users[0]!.token, body: { id: project.id } });
      expect(listed.body.message).toMatchObject({ subscribed: '4000', progress: '400', user_subscribed: '1000', user_remaining: '0' });

      // Not before the distribution time.
      await allocateProject(depsOf(t), (await findProject(t.db, project.id))!);
      expect((await ordersOf(t, users[0]!, project.id))[0]?.status).toBe('subscribed');

      // Counted before the clock moves: the app's own timer may allocate as soon as it does.
      const entriesBefore = await countRows(t, 'ledger_entries');
      setClock(t, project.distribute_time);
      const onError = (error: unknown) => {
        throw error;
      };
      await Promise.all([
        allocateDueProjects(depsOf(t), onError),
        allocateDueProjects(depsOf(t), onError),
        allocateDueProjects(depsOf(t), onError),
      ]);
      for (const user of users) {
        const [order] = await ordersOf(t, user, project.id);
        expect(order).toMatchObject({ status: 'allocated', ratio: '25', allocated: '250', spent: '25', refund: '75' });
        expect(await coinBalance(t, user.userId, USDT)).toBe(toAtoms('475'));
        expect(await coinBalance(t, user.userId, project.currency_id)).toBe(toAtoms('250'));
      }
      // Four subscriptions, five lines each (subscriptions account, proceeds, refund, issuer, tokens).
      expect((await countRows(t, 'ledger_entries')) - entriesBefore).toBe(4 * 5);
      expect(await coinBalance(t, PLATFORM_ACCOUNT.ieoSubscriptions, USDT)).toBe(held - toAtoms('400'));
      expect(await coinBalance(t, PLATFORM_ACCOUNT.ieoIssuer, project.currency_id)).toBe(-toAtoms('1000'));

      // Triggered again after it ran: nothing moves.
      await allocateDueProjects(depsOf(t), onError);
      await allocateProject(depsOf(t), (await findProject(t.db, project.id))!);
      expect((await countRows(t, 'ledger_entries')) - entriesBefore).toBe(4 * 5);
      const done = await t.call<TIeoProject>('project/detail', { body: { id: project.id } });
      expect(done.body.message).toMatchObject({ state: 'finished', allocated: true, ratio: '25' });
      const row = await findProject(t.db, project.id);
      expect(row?.allocated_atoms).toBe(toAtoms('1000'));

      // Each user is told once, with the ratio, the tokens and the refund.
      const notices = await t.db
        .selectFrom('notifications')
        .select('params')
        .where('user_id', '=', users[0]!.userId)
        .where('kind', '=', 'ieo_allocated')
        .execute();
      expect(notices.map((notice) => JSON.parse(notice.params) as Record<string, string>)).toEqual([
        { symbol: project.symbol, amount: '1000', ratio: '25', allocated: '250', refund: '75', pay_currency: 'USDT' },
      ]);

      const summary = await t.call<TIeoSummary>('user/project/summary', { token: users[0]!.token });
      expect(summary.body.message).toEqual({ pending_orders: 0, pending: [], received: [{ currency: project.symbol, amount: '250' }] });
    });

    it('under the cap everyone gets all they asked for, paid in USDT or BTC, with nothing refunded', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const project = await createProject(t, admin);
      const a = await ieoUser(t, '100');
      const b = await ieoUser(t, '0');
      await creditDeposit(t, { userId: b.userId, coinId: BTC, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms('0.01') });
      await subscribe(t, a, project.id, '300');
      const byBtc = await orderCall(t, b, { project_id: project.id, amount: '12.34', pay_currency: String(BTC), price: '0.000002' });
      expect(byBtc.body.message).toMatchObject({ paid: '0.00002468', pay_currency: 'BTC' });
      const summary = await t.call<TIeoSummary>('user/project/summary', { token: b.token });
      expect(summary.body.message).toMatchObject({ pending_orders: 1, pending: [{ currency: 'BTC', amount: '0.00002468' }] });

      setClock(t, project.distribute_time);
      await allocateDueProjects(depsOf(t), () => undefined);
      expect((await ordersOf(t, a, project.id))[0]).toMatchObject({ ratio: '100', allocated: '300', spent: '30', refund: '0' });
      expect((await ordersOf(t, b, project.id))[0]).toMatchObject({ ratio: '100', allocated: '12.34', spent: '0.00002468', refund: '0' });
      expect(await coinBalance(t, a.userId, USDT)).toBe(toAtoms('70'));
      expect(await coinBalance(t, b.userId, project.currency_id)).toBe(toAtoms('12.34'));
    });

    it('refuses bad input with its translated text and changes nothing', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const project = await createProject(t, admin, { user_max: '500' });
      const user = await ieoUser(t, '30');
      const ordersBefore = await countRows(t, 'ieo_orders');
      const refusal = async (body: Record<string, string | number>, lang?: string) => {
        const answer = await orderCall(
          t,
          user,
          { project_id: project.id, amount: '100', pay_currency: 'USDT', price: '0.1', ...body },
          lang,
        );
        expect(answer.body.type).toBe('error');
        return answer.body;
      };
      expect(await refusal({ amount: '5' })).toMatchObject({
        code: 'ieo_below_minimum',
        message: 'The minimum subscription is 10 ' + project.symbol,
      });
      expect((await refusal({ amount: '5' }, 'de')).message).toBe(`Die Mindestzeichnung beträgt 10 ${project.symbol}`);
      expect((await refusal({ amount: '600' })).code).toBe('ieo_user_max_exceeded');
      expect((await refusal({ amount: '10.001' })).code).toBe('ieo_amount_too_precise');
      expect((await refusal({ pay_currency: 'ETH' })).code).toBe('ieo_pay_currency_unknown');
      expect((await refusal({ pay_currency: '2' })).code).toBe('ieo_pay_currency_unknown');
      expect((await refusal({ pay_currency: 'US DT' })).code).toBe('ieo_pay_currency_unknown');
      expect(await refusal({ price: '0.09' }, 'spa')).toMatchObject({
        code: 'ieo_price_mismatch',
        message: 'El precio no coincide con el del proyecto en esa moneda',
      });
      expect((await refusal({ price: 'abc' })).code).toBe('ieo_price_mismatch');
      expect((await refusal({ amount: '-1' })).code).toBe('amount_invalid');
      expect((await refusal({ amount: '1e3' })).code).toBe('amount_invalid');
      expect((await refusal({ amount: '400' })).code).toBe('insufficient_balance');
      expect((await refusal({ project_id: 'abc' })).code).toBe('ieo_project_not_found');
      expect((await refusal({ project_id: '1.5' })).code).toBe('ieo_project_not_found');
      expect((await refusal({ project_id: 99_999 })).code).toBe('ieo_project_not_found');
      const seeded = (await t.call<TIeoProjectsResponse>('project', { body: { limit: 100 } })).body.message.data;
      const warmUp = seeded.find((candidate) => candidate.symbol === 'HLX')!;
      const finished = seeded.find((candidate) => candidate.symbol === 'LUM')!;
      expect((await refusal({ project_id: warmUp.id, price: '0.2' }, 'zh')).message).toBe('该项目尚未开放申购');
      expect((await refusal({ project_id: finished.id })).code).toBe('ieo_ended');
      const closed = await t.call<TAdminIeoProject>('admin/ieo/status', {
        method: 'POST',
        token: admin,
        body: { id: project.id, status: 'closed' },
      });
      expect(closed.body.message).toMatchObject({ status: 'closed', state: 'in_progress', subscribable: false });
      expect((await refusal({})).code).toBe('ieo_project_closed');
      expect(await countRows(t, 'ieo_orders')).toBe(ordersBefore);
      expect(await coinBalance(t, user.userId, USDT)).toBe(toAtoms('30'));
      const totals = await t.db.selectFrom('ieo_user_totals').selectAll().where('user_id', '=', user.userId).execute();
      expect(totals.every((row) => row.asked_atoms === 0n)).toBe(true);
      // Another user's subscriptions are not listed: the owner comes from the session.
      const other = await ieoUser(t, '0');
      expect(await ordersOf(t, other, project.id)).toEqual([]);
    });

    it('a run stopped halfway (a crash after some subscriptions) is finished by the next run, nobody allocated twice', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const project = await createProject(t, admin, { hard_cap: '300' });
      const users = await Promise.all([1, 2, 3].map(() => ieoUser(t, '100')));
      for (const user of users) await subscribe(t, user, project.id, '200');
      // The runs here see the distribution time; the app's own timer, on the test clock, does not yet.
      const later = { ...depsOf(t), clock: () => project.distribute_time };
      // The first run fixed the ratio (300 of 600: 50 %) and allocated one subscription, then stopped.
      const due = (await findProject(t.db, project.id))!;
      const started = await startAllocation(t.db, project.id, 50_000_000n, due.asked_atoms, later.clock());
      expect(started).toBeDefined();
      const [first] = await listSubscribedOrders(t.db, project.id, 1);
      expect(await allocateOrder(later, started!, first!)).toMatchObject({ status: 'allocated', allocated_atoms: toAtoms('100') });
      expect((await findProject(t.db, project.id))?.allocated_at).toBeNull();
      // The next start picks it up: the ratio stays, the other two are allocated, the first is not again.
      const entriesBefore = await countRows(t, 'ledger_entries');
      await allocateDueProjects(later, () => undefined);
      expect((await countRows(t, 'ledger_entries')) - entriesBefore).toBe(2 * 5);
      for (const user of users) {
        expect((await ordersOf(t, user, project.id))[0]).toMatchObject({ ratio: '50', allocated: '100', spent: '10', refund: '10' });
        expect(await coinBalance(t, user.userId, USDT)).toBe(toAtoms('90'));
      }
      const row = await findProject(t.db, project.id);
      expect(row?.allocation_started_at).toBe(started?.allocation_started_at);
      expect(row?.allocated_at).not.toBeNull();
      expect(row?.allocated_atoms).toBe(toAtoms('300'));
    });

    it('ledger:check reconciles the IEO subscriptions account with the payments awaiting allocation', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const project = await createProject(t, admin);
      const user = await ieoUser(t, '100');
      const order = await subscribe(t, user, project.id, '100');
      expect((await checkLedger(t.db, HELD_ACCOUNTS)).problems).toEqual([]);
      // A subscription record that says it paid more than the account holds is reported, by coin.
      await t.db
        .updateTable('ieo_orders')
        .set({ paid_atoms: toAtoms('11') })
        .where('id', '=', order.id)
        .execute();
      expect((await checkLedger(t.db, HELD_ACCOUNTS)).problems.map((problem) => problem.kind)).toEqual(['held_not_reconciled']);
      await t.db
        .updateTable('ieo_orders')
        .set({ paid_atoms: toAtoms('10') })
        .where('id', '=', order.id)
        .execute();
    });

    it('concurrent subscriptions never pass the per-user maximum', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const project = await createProject(t, admin, { user_max: '1000' });
      const user = await ieoUser(t, '1000');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => orderCall(t, user, { project_id: project.id, amount: '300', pay_currency: 'USDT', price: '0.1' })),
      );
      const accepted = answers.filter((answer) => answer.body.type === 'ok');
      expect(accepted).toHaveLength(3);
      expect(answers.filter((answer) => answer.body.code === 'ieo_user_max_exceeded')).toHaveLength(3);
      expect(await coinBalance(t, user.userId, USDT)).toBe(toAtoms('910'));
      const detail = await t.call<TIeoProject>('project/detail', { token: user.token, body: { id: project.id } });
      expect(detail.body.message).toMatchObject({ user_subscribed: '900', user_remaining: '100', subscribed: '900' });
    });

    it('the back office creates, edits, opens and closes projects, audited; what was subscribed to stays', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const user = await ieoUser(t, '100');
      expect((await t.call('admin/ieo/projects', { token: user.token })).body.code).toBe('admin_only');
      const project = await createProject(t, admin);
      const invalid = await t.call('admin/ieo/save', {
        method: 'POST',
        token: admin,
        body: {
          name: 'Bad',
          symbol: 'BAD',
          token_decimals: 2,
          hard_cap: '100',
          user_min: '10',
          user_max: '5',
          prices: '[]',
          warmup_time: 0,
          start_time: 1,
          end_time: 2,
          distribute_time: 3,
        },
      });
      expect(invalid.body.code).toBe('ieo_project_invalid');
      const taken = await t.call('admin/ieo/save', {
        method: 'POST',
        token: admin,
        body: {
          name: 'Again',
          symbol: 'USDT',
          token_decimals: 2,
          hard_cap: '100',
          user_min: '1',
          user_max: '5',
          prices: JSON.stringify([{ currency_id: USDT, price: '1' }]),
          warmup_time: t.clock.now(),
          start_time: t.clock.now(),
          end_time: t.clock.now() + HOUR_MS,
          distribute_time: t.clock.now() + HOUR_MS,
        },
      });
      expect(taken.body.code).toBe('ieo_symbol_taken');
      const edit = (fields: Record<string, string | number>) =>
        t.call<TAdminIeoProject>('admin/ieo/save', {
          method: 'POST',
          token: admin,
          body: {
            id: project.id,
            name: project.name,
            symbol: project.symbol,
            description: 'Edited before anyone subscribed',
            token_decimals: 2,
            hard_cap: '1000',
            user_min: '10',
            user_max: '1000',
            prices: JSON.stringify([{ currency_id: USDT, price: '0.1' }]),
            warmup_time: project.warmup_time,
            start_time: project.start_time,
            end_time: project.end_time,
            distribute_time: project.distribute_time,
            ...fields,
          },
        });
      const edited = await edit({});
      expect(edited.body.message).toMatchObject({
        description: 'Edited before anyone subscribed',
        prices: [{ currency: 'USDT', price: '0.1' }],
      });
      await subscribe(t, user, project.id, '100');
      expect((await edit({ prices: JSON.stringify([{ currency_id: USDT, price: '0.05' }]) })).body.code).toBe('ieo_project_locked');
      expect((await edit({ hard_cap: '5000' })).body.code).toBe('ieo_project_locked');
      expect((await edit({ description: 'Only the words changed' })).body.message.description).toBe('Only the words changed');
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'ieo_project')
        .where('target_id', '=', String(project.id))
        .execute();
      expect(audit.map((row) => row.action)).toEqual(['ieo.project_create', 'ieo.project_open', 'ieo.project_edit', 'ieo.project_edit']);

      setClock(t, project.distribute_time);
      await allocateDueProjects(depsOf(t), () => undefined);
      expect((await edit({ description: 'After the allocation' })).body.code).toBe('ieo_project_locked');
      const list = await t.call<TAdminIeoProject[]>('admin/ieo/projects', { token: admin });
      expect(list.body.message.find((row) => row.id === project.id)).toMatchObject({ allocated: true, ratio: '100', orders: 1 });
    });
  },
  LIMITS,
);
