// Staking on a driven clock: 10,000 USDT at 0.36 % for 7 days pays exactly 36 a day at the dividend
// time, 252 in all, and the principal comes back at the end; an early redemption returns 9,200
// keeping 800 for the platform while the paid days stay with the user; every day is one row and is
// paid once however often the accrual runs; bad input is refused with its translated text and
// changes nothing; two redemptions of one position pay once; concurrent subscriptions never pass
// the quota; the back office opens, closes and edits products (audited) without touching positions;
// `ledger:check` holds the staking account to the positions it holds.
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type {
  TAdminStakingProduct,
  TMiningResponse,
  TStakingOrdersResponse,
  TStakingPosition,
  TStakingProduct,
} from '@platform/shared/schemas/staking';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { DAY_MS, stakingDividendAt } from '@platform/engine/staking';
import { HELD_ACCOUNTS } from '../src/held-accounts.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { accrueDue } from '../src/modules/staking/accrual.ts';
import type { StakingDeps } from '../src/modules/staking/staking-service.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, loginAdmin, registerUser, userIdOf } from './helpers.ts';

const USDT = 3;
const LIMITS = { codeSendsPerMinute: 10_000, passwordCallsPerMinute: 10_000, apiCallsPerMinute: 100_000 };

type StakingUser = { token: string; userId: number };

async function stakingUser(t: TestApp, usdt: string): Promise<StakingUser> {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  if (usdt !== '0') await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms(usdt) });
  return { token, userId };
}

function depsOf(t: TestApp): StakingDeps {
  return { db: t.db, dialect: t.dialect, io: t.app.io, clock: t.clock.now };
}

async function coinUsdt(t: TestApp, userId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', String(userId))
    .where('coin_id', '=', USDT)
    .where('account_type', '=', ACCOUNT_TYPE.change)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

async function platformUsdt(t: TestApp, owner: string): Promise<bigint> {
  const row = await t.db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', owner)
    .where('coin_id', '=', USDT)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

function subscribeCall(t: TestApp, user: StakingUser, configId: number, amount: string, lang?: string) {
  return t.call<TStakingPosition>('lh/deposit', { method: 'POST', token: user.token, body: { config_id: configId, amount }, lang });
}

async function subscribe(t: TestApp, user: StakingUser, configId: number, amount: string): Promise<TStakingPosition> {
  const answer = await subscribeCall(t, user, configId, amount);
  expect(answer.body.code).toBeUndefined();
  return answer.body.message;
}

function cancelCall(t: TestApp, user: StakingUser, id: number | string, lang?: string) {
  return t.call<TStakingPosition>('lh/deposit/order/cancel', { method: 'POST', token: user.token, body: { id }, lang });
}

async function positionOf(t: TestApp, user: StakingUser, id: number): Promise<TStakingPosition> {
  const list = await t.call<TStakingOrdersResponse>('lh/deposit/order', { token: user.token, body: { limit: 100 } });
  const found = list.body.message.data.find((position) => position.id === id);
  if (!found) throw new Error(`position ${id} not listed`);
  return found;
}

/** Moves the driven clock to `timeMs` (never backwards). */
function setClock(t: TestApp, timeMs: number): void {
  const delta = timeMs - t.clock.now();
  if (delta > 0) t.clock.advance(delta);
}

async function createProduct(t: TestApp, admin: string, fields: Record<string, string | number>): Promise<TAdminStakingProduct> {
  const answer = await t.call<TAdminStakingProduct>('admin/staking/products/save', {
    method: 'POST',
    token: admin,
    body: {
      currency_id: USDT,
      period_days: 7,
      daily_rate: '0.36',
      penalty_rate: '8',
      min_amount: '100',
      start_time: 0,
      dividend_minute: 0,
      reason: 'test product',
      ...fields,
    },
  });
  expect(answer.body.code).toBeUndefined();
  return answer.body.message;
}

async function positionsCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('staking_positions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

describeEachDialect(
  'staking',
  (ctx) => {
    /** The seeded SPEC product: 7 days at 0.36 % a day, minimum 100 USDT. */
    let specProduct = 0;

    it('lists the products with daily rate, APR and APY side by side, the quota left and the caller’s balance', async () => {
      const t = ctx();
      const anonymous = await t.call<TStakingProduct[]>('lh/deposit/config');
      expect(anonymous.body.type).toBe('ok');
      const product = anonymous.body.message.find((candidate) => candidate.currency_id === USDT && candidate.period_days === 7)!;
      specProduct = product.id;
      expect(product).toMatchObject({
        currency_name: 'USDT',
        daily_rate: '0.36',
        apr: '131.4',
        penalty_rate: '8',
        min_amount: '100',
        quota: '1000000',
        remaining: '1000000',
        dividend_time: '00:00',
        state: 'open',
        user_subscribed: null,
        available: null,
      });
      expect(Number(product.apy)).toBeCloseTo((Math.pow(1.0036, 365) - 1) * 100, 2);
      const user = await stakingUser(t, '250');
      const signedIn = await t.call<TStakingProduct[]>('lh/deposit/config', { token: user.token });
      expect(signedIn.body.message.find((candidate) => candidate.id === specProduct)).toMatchObject({
        user_subscribed: '0',
        user_remaining: '100000',
        available: '250',
      });
    });

    it('10,000 at 0.36 % for 7 days pays 36 at each dividend time, 252 in all, then returns the principal; a day is paid once', async () => {
      const t = ctx();
      const user = await stakingUser(t, '10000');
      const heldBefore = await platformUsdt(t, PLATFORM_ACCOUNT.stakingHeld);
      const position = await subscribe(t, user, specProduct, '10000');
      expect(position).toMatchObject({
        state: 'holding',
        amount: '10000',
        daily_income: '36',
        expected_income: '252',
        paid_income: '0',
        early_return: '9200',
        early_penalty: '800',
      });
      expect(position.end_time - position.start_time).toBeGreaterThanOrEqual(7 * DAY_MS);
      expect(position.end_time % DAY_MS).toBe(0);
      expect(await coinUsdt(t, user.userId)).toBe(0n);
      expect((await platformUsdt(t, PLATFORM_ACCOUNT.stakingHeld)) - heldBefore).toBe(toAtoms('10000'));

      // Just before the first dividend time nothing is due.
      setClock(t, position.first_dividend_time - 1000);
      await accrueDue(depsOf(t));
      expect(await coinUsdt(t, user.userId)).toBe(0n);

      for (let day = 1; day <= 6; day += 1) {
        setClock(t, stakingDividendAt(position.first_dividend_time, day) + 60_000);
        await accrueDue(depsOf(t));
        await accrueDue(depsOf(t));
        expect(await coinUsdt(t, user.userId)).toBe(toAtoms('36') * BigInt(day));
      }
      const summary = await t.call<TMiningResponse>('mining', { token: user.token });
      expect(summary.body.message.coins.find((coin) => coin.currency_id === USDT)).toMatchObject({
        holding: '10000',
        holding_count: 1,
        today_income: '36',
        total_income: '216',
      });
      expect(await positionOf(t, user, position.id)).toMatchObject({ state: 'holding', days_paid: 6, paid_income: '216' });

      setClock(t, position.end_time);
      await Promise.all([accrueDue(depsOf(t)), accrueDue(depsOf(t))]);
      expect(await coinUsdt(t, user.userId)).toBe(toAtoms('10252'));
      expect(await positionOf(t, user, position.id)).toMatchObject({
        state: 'redeemed',
        days_paid: 7,
        paid_income: '252',
        returned_amount: '10000',
        penalty_amount: '0',
        next_dividend_time: null,
      });
      setClock(t, position.end_time + 3 * DAY_MS);
      await accrueDue(depsOf(t));
      expect(await coinUsdt(t, user.userId)).toBe(toAtoms('10252'));
      const days = await t.db
        .selectFrom('staking_dividends')
        .select(['day', 'amount_atoms'])
        .where('position_id', '=', position.id)
        .orderBy('day')
        .execute();
      expect(days.map((row) => row.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(days.every((row) => row.amount_atoms === toAtoms('36'))).toBe(true);
      // One notice at the end (none for the daily dividends), with the principal and the income it earned.
      const notices = await t.db
        .selectFrom('notifications')
        .select(['kind', 'params', 'link'])
        .where('user_id', '=', user.userId)
        .execute();
      expect(notices.filter((row) => row.kind.startsWith('staking'))).toEqual([
        {
          kind: 'staking_matured',
          params: JSON.stringify({ currency: 'USDT', amount: '10000', payout: '252' }),
          link: '#/pages/lockming/order',
        },
      ]);
      const after = await t.call<TMiningResponse>('mining', { token: user.token });
      expect(after.body.message.coins.find((coin) => coin.currency_id === USDT)).toMatchObject({
        holding: '0',
        holding_count: 0,
        total_income: '252',
      });
    });

    it('early redemption of 10,000 returns 9,200, keeps 800, leaves the paid days with the user, and pays no more days', async () => {
      const t = ctx();
      const user = await stakingUser(t, '10000');
      const penaltiesBefore = await platformUsdt(t, PLATFORM_ACCOUNT.stakingPenalties);
      const position = await subscribe(t, user, specProduct, '10000');
      setClock(t, stakingDividendAt(position.first_dividend_time, 2) + 1000);
      await accrueDue(depsOf(t));
      expect(await coinUsdt(t, user.userId)).toBe(toAtoms('72'));

      const preview = await positionOf(t, user, position.id);
      expect(preview).toMatchObject({ early_return: '9200', early_penalty: '800' });
      const redeemed = await cancelCall(t, user, position.id);
      expect(redeemed.body.message).toMatchObject({
        state: 'early_redeemed',
        returned_amount: '9200',
        penalty_amount: '800',
        paid_income: '72',
      });
      expect(await coinUsdt(t, user.userId)).toBe(toAtoms('9272'));
      expect((await platformUsdt(t, PLATFORM_ACCOUNT.stakingPenalties)) - penaltiesBefore).toBe(toAtoms('800'));

      const again = await cancelCall(t, user, position.id, 'de');
      expect(again.body.code).toBe('staking_already_redeemed');
      expect(again.body.message).toBe('Diese Position wurde bereits eingelöst');
      setClock(t, position.end_time + DAY_MS);
      await accrueDue(depsOf(t));
      expect(await coinUsdt(t, user.userId)).toBe(toAtoms('9272'));
    });

    it('refuses bad input with its translated text and changes nothing', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const user = await stakingUser(t, '1000');
      const other = await stakingUser(t, '1000');
      const closed = await createProduct(t, admin, {});
      await t.call('admin/staking/products/status', { method: 'POST', token: admin, body: { id: closed.id, status: 'closed' } });
      const upcoming = await createProduct(t, admin, { start_time: t.clock.now() + DAY_MS });
      const small = await createProduct(t, admin, { quota: '500', max_per_user: '300' });
      const countBefore = await positionsCount(t);

      const cases: Array<[Record<string, string | number>, string]> = [
        [{ config_id: specProduct, amount: '99.99' }, 'staking_below_minimum'],
        [{ config_id: specProduct, amount: 'abc' }, 'amount_invalid'],
        [{ config_id: specProduct, amount: '-100' }, 'amount_invalid'],
        [{ config_id: specProduct, amount: '100.000000001' }, 'amount_invalid'],
        [{ config_id: specProduct, amount: '5000' }, 'insufficient_balance'],
        [{ config_id: 999_999, amount: '100' }, 'staking_product_not_found'],
        [{ config_id: '1.5', amount: '100' }, 'staking_product_not_found'],
        [{ config_id: closed.id, amount: '100' }, 'staking_product_closed'],
        [{ config_id: upcoming.id, amount: '100' }, 'staking_product_not_started'],
        [{ config_id: small.id, amount: '400' }, 'staking_user_cap_exceeded'],
      ];
      for (const [body, code] of cases) {
        const answer = await t.call('lh/deposit', { method: 'POST', token: user.token, body });
        expect({ body, code: answer.body.code }).toEqual({ body, code });
      }
      const minimum = await subscribeCall(t, user, specProduct, '50', 'en');
      expect(minimum.body.message).toBe('The minimum single amount is 100 USDT');
      const minimumZh = await subscribeCall(t, user, specProduct, '50', 'zh');
      expect(minimumZh.body.message).toBe('最低单笔金额为 100 USDT');

      // The quota: 300 taken by one user, 300 more would pass it.
      await subscribe(t, other, small.id, '300');
      const over = await subscribeCall(t, user, small.id, '300');
      expect(over.body.code).toBe('staking_quota_exceeded');
      expect(over.body.message).toBe('This product has only 200 USDT left to subscribe');

      const mine = await subscribe(t, user, specProduct, '100');
      const foreign = await cancelCall(t, other, mine.id);
      expect(foreign.body.code).toBe('staking_order_not_found');
      const missing = await cancelCall(t, user, 999_999);
      expect(missing.body.code).toBe('staking_order_not_found');
      const notAnId = await cancelCall(t, user, 'x1');
      expect(notAnId.body.code).toBe('staking_order_not_found');
      const badState = await t.call('lh/deposit/order', { token: user.token, body: { state: 'lost' } });
      expect(badState.body.code).toBe('staking_state_invalid');

      expect(await positionsCount(t)).toBe(countBefore + 2);
      expect(await coinUsdt(t, user.userId)).toBe(toAtoms('900'));
      expect((await positionOf(t, user, mine.id)).state).toBe('holding');
      const others = await t.call<TStakingOrdersResponse>('lh/deposit/order', { token: other.token });
      expect(others.body.message.data.map((position) => position.id)).not.toContain(mine.id);
    });

    it('pages and filters the user’s positions by state (names or the numbers 1-3)', async () => {
      const t = ctx();
      const user = await stakingUser(t, '1000');
      const a = await subscribe(t, user, specProduct, '100');
      const b = await subscribe(t, user, specProduct, '200');
      await subscribe(t, user, specProduct, '300');
      await cancelCall(t, user, b.id);
      const page = await t.call<TStakingOrdersResponse>('lh/deposit/order', { token: user.token, body: { page: 1, limit: 2 } });
      expect(page.body.message.total).toBe(3);
      expect(page.body.message.data).toHaveLength(2);
      const holding = await t.call<TStakingOrdersResponse>('lh/deposit/order', { token: user.token, body: { state: 1 } });
      expect(holding.body.message.data.map((position) => position.amount)).toEqual(['300', '100']);
      const early = await t.call<TStakingOrdersResponse>('lh/deposit/order', { token: user.token, body: { state: 'early_redeemed' } });
      expect(early.body.message.data.map((position) => position.id)).toEqual([b.id]);
      expect(a.state).toBe('holding');
    });

    it('ledger:check reconciles the staking account with the held positions: a principal changed in SQL alone is reported', async () => {
      const t = ctx();
      const user = await stakingUser(t, '100');
      const position = await subscribe(t, user, specProduct, '100');
      const shift = (deltaAtoms: bigint) =>
        t.db
          .updateTable('staking_positions')
          .set({ principal_atoms: sql`principal_atoms + ${deltaAtoms}` })
          .where('id', '=', position.id)
          .execute();
      await shift(1n);
      const report = await checkLedger(t.db, HELD_ACCOUNTS);
      expect(report.problems).toEqual([
        {
          kind: 'held_not_reconciled',
          coinId: USDT,
          message: expect.stringMatching(/^platform:staking_held holds \d+ atoms of coin 3, but its held staking positions add up to \d+$/),
        },
      ]);
      await shift(-1n);
      expect((await checkLedger(t.db, HELD_ACCOUNTS)).problems).toEqual([]);
    });

    it('two redemptions of one position at once pay once', async () => {
      const t = ctx();
      const user = await stakingUser(t, '10000');
      const position = await subscribe(t, user, specProduct, '10000');
      const answers = await Promise.all([
        cancelCall(t, user, position.id),
        cancelCall(t, user, position.id),
        cancelCall(t, user, position.id),
      ]);
      expect(answers.filter((answer) => answer.body.type === 'ok')).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.code === 'staking_already_redeemed')).toHaveLength(2);
      expect(await coinUsdt(t, user.userId)).toBe(toAtoms('9200'));
    });

    it('concurrent subscriptions never pass the quota nor a user’s cap', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const product = await createProduct(t, admin, { quota: '1000', max_per_user: '600' });
      const users = await Promise.all(Array.from({ length: 6 }, () => stakingUser(t, '1000')));
      const answers = await Promise.all(users.map((user) => subscribeCall(t, user, product.id, '300')));
      expect(answers.filter((answer) => answer.body.type === 'ok')).toHaveLength(3);
      expect(answers.filter((answer) => answer.body.code === 'staking_quota_exceeded')).toHaveLength(3);
      const row = await t.db.selectFrom('staking_products').select('sold_atoms').where('id', '=', product.id).executeTakeFirstOrThrow();
      expect(row.sold_atoms).toBe(toAtoms('900'));

      const capped = await createProduct(t, admin, { max_per_user: '500' });
      const one = users[0]!;
      const mine = await Promise.all([1, 2, 3].map(() => subscribeCall(t, one, capped.id, '200')));
      expect(mine.filter((answer) => answer.body.type === 'ok')).toHaveLength(2);
      expect(mine.filter((answer) => answer.body.code === 'staking_user_cap_exceeded')).toHaveLength(1);
    });

    it('the back office creates, edits, closes and opens products, audited, and an edit leaves held positions as they were', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const user = await stakingUser(t, '1000');
      const refused = await t.call('admin/staking/products', { token: user.token });
      expect(refused.body.code).toBe('admin_only');
      const product = await createProduct(t, admin, { quota: '5000' });
      const position = await subscribe(t, user, product.id, '1000');
      const edited = await createProduct(t, admin, { id: product.id, daily_rate: '1', period_days: 30, quota: '5000' });
      expect(edited).toMatchObject({ daily_rate: '1', period_days: 30, sold: '1000', holding_count: 1 });
      const lowQuota = await t.call('admin/staking/products/save', {
        method: 'POST',
        token: admin,
        body: {
          id: product.id,
          currency_id: USDT,
          period_days: 7,
          daily_rate: '0.36',
          penalty_rate: '8',
          min_amount: '100',
          quota: '500',
          start_time: 0,
          dividend_minute: 0,
        },
      });
      expect(lowQuota.body.code).toBe('staking_quota_below_sold');
      const badRate = await t.call('admin/staking/products/save', {
        method: 'POST',
        token: admin,
        body: {
          currency_id: USDT,
          period_days: 7,
          daily_rate: 'x',
          penalty_rate: '8',
          min_amount: '100',
          start_time: 0,
          dividend_minute: 0,
        },
      });
      expect(badRate.body.code).toBe('staking_product_invalid');
      expect(await positionOf(t, user, position.id)).toMatchObject({ daily_rate: '0.36', period_days: 7, expected_income: '25.2' });

      const closed = await t.call<TAdminStakingProduct>('admin/staking/products/status', {
        method: 'POST',
        token: admin,
        body: { id: product.id, status: 'closed', reason: 'sold' },
      });
      expect(closed.body.message.status).toBe('closed');
      const listed = await t.call<TStakingProduct[]>('lh/deposit/config');
      expect(listed.body.message.map((candidate) => candidate.id)).not.toContain(product.id);
      // Closing stops subscriptions, not positions: the held one can still be redeemed.
      expect((await cancelCall(t, user, position.id)).body.message.state).toBe('early_redeemed');
      await t.call('admin/staking/products/status', { method: 'POST', token: admin, body: { id: product.id, status: 'open' } });
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'staking_product')
        .where('target_id', '=', String(product.id))
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.action)).toEqual([
        'staking.product_create',
        'staking.product_edit',
        'staking.product_close',
        'staking.product_open',
      ]);
    });
  },
  LIMITS,
);
