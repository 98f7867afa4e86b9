// Dual investment on a scripted price path and a driven clock: a call and a put each settle from the
// last recorded tick at or before the settlement time (a later tick changes nothing), on both sides
// of the target, paying exactly the engine's formula through the ledger (the dual desk takes the other
// side); bad input is refused with its translated text and changes nothing; a user sees only their own
// orders; concurrent purchases never exceed a quota; the back office's changes are audited and an
// edit never changes a bought order; an order due while the server was down settles at the next start.
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TAdminDualProduct, TDualListResponse, TDualOrder, TDualProduct, TDualSummary } from '@platform/shared/schemas/dual';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { buildApp } from '../src/app.ts';
import { createDb, type Db } from '../src/db/database.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { insertTicks, lastTick } from '../src/modules/market/queries.ts';
import { TickChain } from '../src/modules/market/tick-chain.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { DIALECTS, describeEachDialect, dropPostgresDatabase, startTestApp, type TestApp } from './harness.ts';
import { creditDeposit, loginAdmin, pushPrices, registerUser, userIdOf } from './helpers.ts';

const TEST_GAP_MS = 10 * 60_000;
const OVERRIDES = { marketFeed: 'manual', codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000, apiCallsPerMinute: 100_000 } as const;
const BTC = 1;
const USDT = 3;
const BTC_USDT = 1;

type DualUser = { token: string; userId: number };

async function dualUser(t: TestApp, funds: { btc?: string; usdt?: string }): Promise<DualUser> {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  if (funds.btc) await creditDeposit(t, { userId, coinId: BTC, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms(funds.btc) });
  if (funds.usdt) await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms(funds.usdt) });
  return { token, userId };
}

async function coinBalance(db: Db, owner: string, coinId: number): Promise<bigint> {
  const row = await db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', owner)
    .where('coin_id', '=', coinId)
    .where('account_type', '=', owner.startsWith('platform:') ? ACCOUNT_TYPE.legal : ACCOUNT_TYPE.change)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

type ProductInput = {
  type: 'call' | 'put';
  target: string;
  apr: string;
  termDays: number;
  unit: string;
  settleInMs?: number;
  quota?: number;
};

/** Creates and opens a BTC product through the back office. */
async function openProduct(t: TestApp, admin: string, input: ProductInput): Promise<TAdminDualProduct> {
  const saved = await t.call<TAdminDualProduct>('admin/dual/save', {
    method: 'POST',
    token: admin,
    body: {
      currency_id: BTC,
      type: input.type,
      target_price: input.target,
      apr: input.apr,
      term_days: input.termDays,
      settle_at: t.clock.now() + (input.settleInMs ?? 60_000),
      unit: input.unit,
      quota: input.quota,
    },
  });
  expect(saved.body.code).toBeUndefined();
  expect(saved.body.message.status).toBe('closed');
  const opened = await t.call<TAdminDualProduct>('admin/dual/status', {
    method: 'POST',
    token: admin,
    body: { id: saved.body.message.id, status: 'open' },
  });
  expect(opened.body.message.status).toBe('open');
  return opened.body.message;
}

function buy(t: TestApp, user: DualUser, id: number, num: string | number, lang?: string) {
  return t.call<TDualOrder>('dual/buyDual', { method: 'POST', token: user.token, body: { id, num }, lang });
}

async function bought(t: TestApp, user: DualUser, id: number, num: number): Promise<TDualOrder> {
  const answer = await buy(t, user, id, num);
  expect(answer.body.code).toBeUndefined();
  return answer.body.message;
}

async function ordersOf(t: TestApp, user: DualUser, status?: string): Promise<TDualListResponse> {
  const answer = await t.call<TDualListResponse>('dual/dual_list', { token: user.token, body: { status } });
  expect(answer.body.type).toBe('ok');
  return answer.body.message;
}

async function orderOf(t: TestApp, user: DualUser, id: number): Promise<TDualOrder> {
  const order = (await ordersOf(t, user)).data.find((candidate) => candidate.id === id);
  expect(order).toBeDefined();
  return order as TDualOrder;
}

async function dualLedgerLines(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
    .select(['balances.owner', 'balances.coin_id', 'ledger_entries.amount_atoms', 'ledger_entries.reason'])
    .where('ledger_entries.record_type', '=', 'dual_order')
    .where('ledger_entries.record_id', '=', String(orderId))
    .orderBy('ledger_entries.id')
    .execute();
  return rows.map((row) => [row.reason, row.owner, row.coin_id, row.amount_atoms]);
}

/** Everything a refused purchase must leave as it was. */
async function snapshot(t: TestApp, user: DualUser, productId: number) {
  const orders = await t.db.selectFrom('dual_orders').select('id').where('user_id', '=', user.userId).execute();
  const product = await t.db.selectFrom('dual_products').select('sold_units').where('id', '=', productId).executeTakeFirstOrThrow();
  return {
    btc: await coinBalance(t.db, String(user.userId), BTC),
    usdt: await coinBalance(t.db, String(user.userId), USDT),
    orders: orders.length,
    sold: product.sold_units,
  };
}

describeEachDialect(
  'dual investment',
  (ctx) => {
    it('lists the seeded BTC and ETH calls and puts by coin and type, and one product by id', async () => {
      const t = ctx();
      const all = await t.call<TDualProduct[]>('dual/index');
      expect(all.body.type).toBe('ok');
      expect(new Set(all.body.message.map((product) => `${product.currency}:${product.type}`))).toEqual(
        new Set(['BTC:call', 'BTC:put', 'ETH:call', 'ETH:put']),
      );
      const puts = await t.call<TDualProduct[]>('dual/index', { body: { currency_id: BTC, type: 'put' } });
      expect(puts.body.message.length).toBeGreaterThan(0);
      for (const product of puts.body.message) {
        expect(product).toMatchObject({
          currency: 'BTC',
          type: 'put',
          invest_currency: 'USDT',
          symbol: 'BTC/USDT',
          unit: '100',
          buyable: true,
        });
      }
      const calls = await t.call<TDualProduct[]>('dual/index', { body: { currency_id: BTC, type: 'call' } });
      expect(calls.body.message.every((product) => product.invest_currency === 'BTC' && product.unit === '0.01')).toBe(true);
      const first = puts.body.message[0] as TDualProduct;
      const detail = await t.call<TDualProduct>('dual/detail', { body: { id: first.id } });
      expect(detail.body.message).toMatchObject({ id: first.id, target_price: first.target_price, apr: first.apr });
      const missing = await t.call('dual/detail', { body: { id: 999_999 }, lang: 'de' });
      expect(missing.body).toMatchObject({ code: 'dual_product_not_found', message: 'Dieses Dual-Investment-Produkt existiert nicht' });
      const badType = await t.call('dual/index', { body: { type: 'sideways' } });
      expect(badType.body.code).toBe('dual_type_invalid');
    });

    it('a call settles above its target in USDT from the named tick: A x target x (1 + r); a later tick changes nothing', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const admin = await loginAdmin(t);
      // r = 36.5 % x 10 / 365 = 1 %.
      const product = await openProduct(t, admin, { type: 'call', target: '100000', apr: '36.5', termDays: 10, unit: '0.01' });
      const user = await dualUser(t, { btc: '1' });
      const deskBtcBefore = await coinBalance(t.db, PLATFORM_ACCOUNT.dualDesk, BTC);
      const deskUsdtBefore = await coinBalance(t.db, PLATFORM_ACCOUNT.dualDesk, USDT);
      await pushPrices(t, { 'BTC/USDT': '98000' });

      const order = await bought(t, user, product.id, 3);
      expect(order).toMatchObject({
        type: 'call',
        num: 3,
        unit: '0.01',
        amount: '0.03',
        invest_currency: 'BTC',
        status: 'purchased',
        payout: null,
      });
      expect(order.settle_at).toBe(product.settle_at);
      expect(await coinBalance(t.db, String(user.userId), BTC)).toBe(toAtoms('0.97'));
      expect((await coinBalance(t.db, PLATFORM_ACCOUNT.dualDesk, BTC)) - deskBtcBefore).toBe(toAtoms('0.03'));

      const { 'BTC/USDT': settleSeq } = await pushPrices(t, { 'BTC/USDT': '100500' }, order.settle_at - 1000);
      expect((await orderOf(t, user, order.id)).status).toBe('purchased');
      t.clock.advance(61_000);
      expect((await orderOf(t, user, order.id)).status).toBe('settling');
      await pushPrices(t, { 'BTC/USDT': '90000' }, order.settle_at + 500);
      const settled = await orderOf(t, user, order.id);
      expect(settled).toMatchObject({
        status: 'completed',
        settle_price: '100500',
        settle_tick_seq: settleSeq,
        symbol: 'BTC/USDT',
        payout: '3030',
        payout_currency: 'USDT',
        earned: '30',
      });
      expect(await coinBalance(t.db, String(user.userId), USDT)).toBe(toAtoms('3030'));
      expect(await coinBalance(t.db, String(user.userId), BTC)).toBe(toAtoms('0.97'));
      expect((await coinBalance(t.db, PLATFORM_ACCOUNT.dualDesk, USDT)) - deskUsdtBefore).toBe(-toAtoms('3030'));
      const lines = await dualLedgerLines(t.db, order.id);
      expect(lines).toEqual(
        expect.arrayContaining([
          ['dual_buy', String(user.userId), BTC, -toAtoms('0.03')],
          ['dual_buy', PLATFORM_ACCOUNT.dualDesk, BTC, toAtoms('0.03')],
          ['dual_settle', PLATFORM_ACCOUNT.dualDesk, USDT, -toAtoms('3030')],
          ['dual_settle', String(user.userId), USDT, toAtoms('3030')],
        ]),
      );
      expect(lines).toHaveLength(4);
      // Another tick at another price: the settlement stays what the recorded price at its time said.
      await pushPrices(t, { 'BTC/USDT': '120000' }, order.settle_at + 2000);
      expect(await orderOf(t, user, order.id)).toMatchObject({ settle_tick_seq: settleSeq, payout: '3030' });
      expect(await dualLedgerLines(t.db, order.id)).toHaveLength(4);
      // The fair page names that tick.
      const tick = await t.db
        .selectFrom('ticks')
        .select('price_atoms')
        .where('market_id', '=', BTC_USDT)
        .where('seq', '=', settleSeq as number)
        .executeTakeFirstOrThrow();
      expect(tick.price_atoms).toBe(toAtoms('100500'));

      const summary = await t.call<TDualSummary>('dual/summary', { token: user.token });
      expect(summary.body.message).toMatchObject({
        holdings: [],
        open_orders: 0,
        earned: [{ currency: 'USDT', total: '30', today: expect.any(String) }],
        total_earned_usdt: '30',
      });
    });

    it('a call settles below its target back in the coin: A x (1 + r)', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const admin = await loginAdmin(t);
      const product = await openProduct(t, admin, { type: 'call', target: '100000', apr: '36.5', termDays: 10, unit: '0.01' });
      const user = await dualUser(t, { btc: '0.05' });
      await pushPrices(t, { 'BTC/USDT': '98000' });
      const order = await bought(t, user, product.id, 5);
      expect(await coinBalance(t.db, String(user.userId), BTC)).toBe(0n);
      const summary = await t.call<TDualSummary>('dual/summary', { token: user.token });
      expect(summary.body.message).toMatchObject({ holdings: [{ currency: 'BTC', amount: '0.05', orders: 1 }], open_orders: 1 });
      const { 'BTC/USDT': settleSeq } = await pushPrices(t, { 'BTC/USDT': '99999.99' }, order.settle_at);
      await pushPrices(t, { 'BTC/USDT': '101000' }, order.settle_at + 1);
      expect(await orderOf(t, user, order.id)).toMatchObject({
        status: 'completed',
        settle_tick_seq: settleSeq,
        settle_price: '99999.99',
        payout: '0.0505',
        payout_currency: 'BTC',
        earned: '0.0005',
      });
      expect(await coinBalance(t.db, String(user.userId), BTC)).toBe(toAtoms('0.0505'));
    });

    it('a put settles at its target in the coin (A / target x (1 + r)) and above it in USDT (A x (1 + r))', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const admin = await loginAdmin(t);
      const product = await openProduct(t, admin, { type: 'put', target: '50000', apr: '36.5', termDays: 10, unit: '100' });
      const later = await openProduct(t, admin, {
        type: 'put',
        target: '50000',
        apr: '36.5',
        termDays: 10,
        unit: '100',
        settleInMs: 120_000,
      });
      const user = await dualUser(t, { usdt: '3000' });
      await pushPrices(t, { 'BTC/USDT': '52000' });
      const atTarget = await bought(t, user, product.id, 10);
      const above = await bought(t, user, later.id, 20);
      expect(atTarget).toMatchObject({ amount: '1000', invest_currency: 'USDT' });
      expect(await coinBalance(t.db, String(user.userId), USDT)).toBe(0n);

      const { 'BTC/USDT': atSeq } = await pushPrices(t, { 'BTC/USDT': '50000' }, atTarget.settle_at - 10);
      await pushPrices(t, { 'BTC/USDT': '40000' }, atTarget.settle_at + 10);
      expect(await orderOf(t, user, atTarget.id)).toMatchObject({
        status: 'completed',
        settle_tick_seq: atSeq,
        payout: '0.0202',
        payout_currency: 'BTC',
        earned: '0.0002',
      });
      expect((await orderOf(t, user, above.id)).status).toBe('purchased');

      const { 'BTC/USDT': aboveSeq } = await pushPrices(t, { 'BTC/USDT': '50000.01' }, above.settle_at - 10);
      await pushPrices(t, { 'BTC/USDT': '30000' }, above.settle_at + 10);
      expect(await orderOf(t, user, above.id)).toMatchObject({
        status: 'completed',
        settle_tick_seq: aboveSeq,
        payout: '2020',
        payout_currency: 'USDT',
        earned: '20',
      });
      expect(await coinBalance(t.db, String(user.userId), BTC)).toBe(toAtoms('0.0202'));
      expect(await coinBalance(t.db, String(user.userId), USDT)).toBe(toAtoms('2020'));
      const summary = await t.call<TDualSummary>('dual/summary', { token: user.token });
      // 0.0002 BTC valued at its settlement price 50000 is 10 USDT, plus 20 USDT.
      expect(summary.body.message.total_earned_usdt).toBe('30');
      expect(summary.body.message.earned).toEqual(
        expect.arrayContaining([
          { currency: 'BTC', total: '0.0002', today: expect.any(String) },
          { currency: 'USDT', total: '20', today: expect.any(String) },
        ]),
      );
      const completed = await ordersOf(t, user, 'completed');
      expect(completed.total).toBe(2);
    });

    it('refuses a non-integer, zero or negative quantity, a closed product, too little balance and more than the quota, changing nothing', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const admin = await loginAdmin(t);
      const product = await openProduct(t, admin, { type: 'put', target: '50000', apr: '10', termDays: 7, unit: '100', quota: 5 });
      const user = await dualUser(t, { usdt: '300' });
      await pushPrices(t, { 'BTC/USDT': '52000' });
      const before = await snapshot(t, user, product.id);

      for (const num of ['1.5', '0', '-1', 'abc', '', '1e1', '0x2', '2000000']) {
        const answer = await buy(t, user, product.id, num, 'en');
        expect(answer.body, `num ${num}`).toMatchObject({
          code: 'dual_num_invalid',
          message: 'Invest purchase quantity must be an integer',
        });
      }
      const zh = await buy(t, user, product.id, '2.5', 'zh');
      expect(zh.body.message).toBe('申购数量必须为整数');
      const poor = await buy(t, user, product.id, 4);
      expect(poor.body.code).toBe('insufficient_balance');
      const overQuota = await buy(t, user, product.id, 6, 'en');
      expect(overQuota.body).toMatchObject({ code: 'dual_quota_exceeded', message: 'Only 5 units of this product are left' });
      const missing = await buy(t, user, 999_999, 1);
      expect(missing.body.code).toBe('dual_product_not_found');
      expect(await snapshot(t, user, product.id)).toEqual(before);

      // Concurrent purchases by several users never sell beyond the quota of 5.
      const buyers = await Promise.all([1, 2, 3, 4].map(() => dualUser(t, { usdt: '200' })));
      const answers = await Promise.all(buyers.map((buyer) => buy(t, buyer, product.id, 2)));
      expect(answers.filter((answer) => answer.body.type === 'ok')).toHaveLength(2);
      expect(answers.filter((answer) => answer.body.code === 'dual_quota_exceeded')).toHaveLength(2);
      const sold = await t.db.selectFrom('dual_products').select('sold_units').where('id', '=', product.id).executeTakeFirstOrThrow();
      expect(sold.sold_units).toBe(4);

      await t.call('admin/dual/status', { method: 'POST', token: admin, body: { id: product.id, status: 'closed' } });
      const closedBefore = await snapshot(t, user, product.id);
      const closed = await buy(t, user, product.id, 1, 'de');
      expect(closed.body).toMatchObject({ code: 'dual_product_closed', message: 'Dieses Produkt kann nicht mehr gekauft werden' });
      expect(await snapshot(t, user, product.id)).toEqual(closedBefore);
      // A closed product leaves the list; its detail still answers.
      const listed = await t.call<TDualProduct[]>('dual/index', { body: { currency_id: BTC } });
      expect(listed.body.message.some((candidate) => candidate.id === product.id)).toBe(false);
    });

    it('a user sees only their own orders, and buying needs a session', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const admin = await loginAdmin(t);
      const product = await openProduct(t, admin, { type: 'call', target: '100000', apr: '10', termDays: 7, unit: '0.01' });
      const alice = await dualUser(t, { btc: '0.1' });
      const bob = await dualUser(t, {});
      const order = await bought(t, alice, product.id, 1);
      expect((await ordersOf(t, alice)).data.map((row) => row.id)).toContain(order.id);
      // The same purchase sent twice with its Idempotency-Key (a retry after a lost answer) buys once.
      const headers = { 'idempotency-key': 'dual-retry-1' };
      const [first, again] = await Promise.all(
        [1, 2].map(() =>
          t.call<TDualOrder>('dual/buyDual', { method: 'POST', token: alice.token, body: { id: product.id, num: 2 }, headers }),
        ),
      );
      const retried = [first, again].filter((answer) => answer?.body.type === 'ok');
      expect(retried.length).toBeGreaterThanOrEqual(1);
      expect(new Set(retried.map((answer) => answer?.body.message.id)).size).toBe(1);
      expect((await ordersOf(t, alice)).total).toBe(2);
      expect(await coinBalance(t.db, String(alice.userId), BTC)).toBe(toAtoms('0.07'));
      expect((await ordersOf(t, bob)).total).toBe(0);
      const anonymous = await t.call('dual/buyDual', { method: 'POST', body: { id: product.id, num: 1 } });
      expect(anonymous.body.type).toBe(999);
      const summary = await t.call<TDualSummary>('dual/summary', { token: bob.token });
      expect(summary.body.message).toEqual({ holdings: [], open_orders: 0, earned: [], total_earned_usdt: '0', today_earned_usdt: '0' });
    });

    it('the back office creates, edits, opens and closes products, audited; an edit never changes a bought order', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const admin = await loginAdmin(t);
      const user = await dualUser(t, { btc: '1' });
      const forbidden = await t.call('admin/dual/products', { token: user.token });
      expect(forbidden.status).toBe(403);
      const past = await t.call('admin/dual/save', {
        method: 'POST',
        token: admin,
        body: { currency_id: BTC, type: 'call', target_price: '1', apr: '1', term_days: 1, settle_at: t.clock.now() - 1, unit: '1' },
      });
      expect(past.body.code).toBe('dual_settle_time_invalid');
      const usdtProduct = await t.call('admin/dual/save', {
        method: 'POST',
        token: admin,
        body: { currency_id: USDT, type: 'call', target_price: '1', apr: '1', term_days: 1, settle_at: t.clock.now() + 60_000, unit: '1' },
      });
      expect(usdtProduct.body.code).toBe('dual_currency_invalid');
      const badApr = await t.call('admin/dual/save', {
        method: 'POST',
        token: admin,
        body: {
          currency_id: BTC,
          type: 'call',
          target_price: '1',
          apr: '1.23456',
          term_days: 1,
          settle_at: t.clock.now() + 60_000,
          unit: '1',
        },
      });
      expect(badApr.body.code).toBe('dual_apr_invalid');

      const product = await openProduct(t, admin, { type: 'call', target: '100000', apr: '36.5', termDays: 10, unit: '0.01', quota: 10 });
      const order = await bought(t, user, product.id, 2);
      const edited = await t.call<TAdminDualProduct>('admin/dual/save', {
        method: 'POST',
        token: admin,
        body: {
          id: product.id,
          currency_id: BTC,
          type: 'call',
          target_price: '120000',
          apr: '5',
          term_days: 3,
          settle_at: product.settle_at,
          unit: '0.02',
          quota: 10,
        },
      });
      expect(edited.body.message).toMatchObject({ target_price: '120000', apr: '5', orders: 1, sold: 2, status: 'open' });
      const belowSold = await t.call('admin/dual/save', {
        method: 'POST',
        token: admin,
        body: {
          id: product.id,
          currency_id: BTC,
          type: 'call',
          target_price: '120000',
          apr: '5',
          term_days: 3,
          settle_at: product.settle_at,
          unit: '0.02',
          quota: 1,
        },
      });
      expect(belowSold.body.code).toBe('dual_quota_below_sold');
      expect(await orderOf(t, user, order.id)).toMatchObject({
        target_price: '100000',
        apr: '36.5',
        term_days: 10,
        unit: '0.01',
        amount: '0.02',
      });
      const audit = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_type', '=', 'dual_product')
        .where('target_id', '=', String(product.id))
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.action)).toEqual(['dual.create', 'dual.open', 'dual.edit']);
      const listed = await t.call<TAdminDualProduct[]>('admin/dual/products', { token: admin });
      expect(listed.body.message.some((row) => row.id === product.id)).toBe(true);
      // Settle it so the next tests start clean: at 100000 (the order's own target), in USDT.
      await pushPrices(t, { 'BTC/USDT': '100000' }, order.settle_at);
      await pushPrices(t, { 'BTC/USDT': '100000' }, order.settle_at + 1);
      expect(await orderOf(t, user, order.id)).toMatchObject({ payout: '2020', payout_currency: 'USDT' });
    });
  },
  OVERRIDES,
);

/** The next process on the same database and clock. */
async function restart(first: TestApp): Promise<{ app: FastifyInstance; db: Db }> {
  const { db } = createDb(first.config.databaseUrl);
  const deps = { config: first.config, db, dialect: first.dialect, clock: first.clock.now, translate: await loadTranslator() };
  const app = await buildApp({ ...deps, mailer: createMailer(first.config, db, first.clock.now) }, { logger: false });
  return { app, db };
}

for (const dialect of DIALECTS) {
  it(`a dual order due while the server was down settles once as the next process starts [${dialect}]`, async () => {
    const first = await startTestApp(dialect, OVERRIDES);
    let second: { app: FastifyInstance; db: Db } | undefined;
    try {
      const admin = await loginAdmin(first);
      const product = await openProduct(first, admin, { type: 'call', target: '100000', apr: '36.5', termDays: 10, unit: '0.01' });
      const user = await dualUser(first, { btc: '0.01' });
      await pushPrices(first, { 'BTC/USDT': '99000' });
      const order = await bought(first, user, product.id, 1);
      const { 'BTC/USDT': settleSeq } = await pushPrices(first, { 'BTC/USDT': '101000' }, order.settle_at - 5000);
      await first.app.close();

      // The feed stored a tick past the settlement time as the process died, before settling.
      const head = await lastTick(first.db, BTC_USDT);
      const chain = new TickChain(new Map([[BTC_USDT, { seq: head!.seq, hash: head!.hash }]]));
      await insertTicks(first.db, chain.link([{ marketId: BTC_USDT, timeMs: order.settle_at + 1000, priceAtoms: toAtoms('80000') }]));
      first.clock.advance(3 * 86_400_000);

      second = await restart(first);
      const row = await second.db.selectFrom('dual_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'completed',
        settle_tick_seq: settleSeq,
        settle_price_atoms: toAtoms('101000'),
        payout_atoms: toAtoms('1010'),
      });
      const settles = await second.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('record_type', '=', 'dual_order')
        .where('reason', '=', 'dual_settle')
        .where('record_id', '=', String(order.id))
        .execute();
      expect(settles).toHaveLength(2);
      expect((await checkLedger(second.db)).problems).toEqual([]);
    } finally {
      await second?.app.close();
      await second?.db.destroy();
      await first.db.destroy();
      if (dialect === 'postgres') dropPostgresDatabase(first.config.databaseUrl);
    }
  }, 60_000);
}
