// Proves leveraged contracts on a scripted price path, on both databases: a position opens at the
// recorded price and keeps its tick; stops and liquidations fire on the tick that crosses them, at
// that tick's price and seq; a gap through the liquidation price takes exactly the margin and the
// house absorbs the rest; a limit entry waits until a tick crosses it; overnight fees come out of
// the margin; batch_close closes one side only; bad input and other users' positions change
// nothing; two concurrent closes close once; and a restarted app keeps watching open positions.
import { expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import type { PageOf } from '@platform/shared/envelope';
import type { TContractPosition, TLeverDeal, TLeverDealall } from '@platform/shared/schemas/contract';
import { CONTRACT_DAY_MS } from '@platform/engine/contract';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { buildApp } from '../src/app.ts';
import { createDb } from '../src/db/database.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, pushPrices, registerUser, userIdOf } from './helpers.ts';

const USDT = 3;
/** Many users per block: the code and API limits are not the subject here. */
const OVERRIDES = { marketFeed: 'manual', codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000, apiCallsPerMinute: 100_000 } as const;

async function newTrader(t: TestApp, usdt = '1000'): Promise<{ token: string; userId: number }> {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  await creditDeposit(t, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.lever, amountAtoms: toAtoms(usdt) });
  return { token, userId };
}

/** The user's lever USDT, as decimal strings. */
async function lever(t: TestApp, userId: number): Promise<{ available: bigint; frozen: bigint }> {
  const row = await t.db
    .selectFrom('balances')
    .select(['available_atoms', 'frozen_atoms'])
    .where('owner', '=', String(userId))
    .where('coin_id', '=', USDT)
    .where('account_type', '=', ACCOUNT_TYPE.lever)
    .executeTakeFirstOrThrow();
  return { available: row.available_atoms, frozen: row.frozen_atoms };
}

/** What a position's ledger entries moved for one owner (a user id or a platform account). */
async function movedFor(t: TestApp, positionId: number, owner: string): Promise<bigint> {
  const rows = await t.db
    .selectFrom('ledger_entries')
    .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
    .select('ledger_entries.amount_atoms')
    .where('ledger_entries.record_type', '=', 'contract_position')
    .where('ledger_entries.record_id', '=', String(positionId))
    .where('balances.owner', '=', owner)
    .execute();
  return rows.reduce((sum, row) => sum + row.amount_atoms, 0n);
}

type Body = Record<string, string | number | undefined>;

async function submit(t: TestApp, token: string, body: Body) {
  return t.call<TContractPosition>('lever/submit', { method: 'POST', token, body: { symbol: 'BTC/USDT', ...body } });
}

async function opened(t: TestApp, token: string, body: Body): Promise<TContractPosition> {
  const answer = await submit(t, token, body);
  expect(answer.body).toMatchObject({ type: 'ok' });
  return answer.body.message;
}

async function positionRow(t: TestApp, id: number) {
  return t.db.selectFrom('contract_positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describeEachDialect(
  'contracts',
  (ctx) => {
    it('opens a 10x long at the recorded price, then its stop-loss fires at the crossing tick', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t);
      const start = await pushPrices(t, { 'BTC/USDT': '90000' });
      const deal = await t.call<TLeverDeal>('lever/deal', { token, body: { symbol: 'BTC/USDT' } });
      expect(deal.body.message).toMatchObject({
        price: '90000',
        tick_seq: start['BTC/USDT'],
        lot_size: '0.01',
        multiples: [5, 10, 20, 50, 100],
        available: '1000',
        trade_fee_rate: '0.05',
      });

      const position = await opened(t, token, { type: 'long', lots: 1, multiple: 10 });
      expect(position).toMatchObject({
        status: 'open',
        direction: 'long',
        open_price: '90000',
        open_tick_seq: start['BTC/USDT'],
        quantity: '0.01',
        margin: '90',
        fee: '0.45',
        liquidation_price: '82800',
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('909.55'), frozen: toAtoms('90') });

      await pushPrices(t, { 'BTC/USDT': '91000' });
      const live = await t.call<TLeverDealall>('lever/dealall', { token });
      expect(live.body.message).toMatchObject({ total_margin: '90', total_profit: '10', available: '909.55', equity: '1009.55' });
      expect(live.body.message.positions[0]).toMatchObject({ id: position.id, mark_price: '91000', profit: '10', profit_rate: '11.11' });

      const wrongSide = await t.call('lever/setstop', { method: 'POST', token, body: { id: position.id, stop_loss_price: '91500' } });
      expect(wrongSide.body).toMatchObject({ type: 'error', code: 'stop_loss_below', message: 'The stop-loss price must be below 91000' });
      const saved = await t.call<TContractPosition>('lever/setstop', {
        method: 'POST',
        token,
        body: { id: position.id, stop_loss_price: '90500' },
      });
      expect(saved.body.message).toMatchObject({ stop_loss_price: '90500', target_profit_price: null });

      await pushPrices(t, { 'BTC/USDT': '90600' });
      expect((await positionRow(t, position.id)).status).toBe('open');
      const crossing = await pushPrices(t, { 'BTC/USDT': '90400' });
      const closed = await positionRow(t, position.id);
      expect(closed).toMatchObject({
        status: 'closed',
        close_reason: 'stop_loss',
        close_price_atoms: toAtoms('90400'),
        close_tick_seq: crossing['BTC/USDT'],
        profit_atoms: toAtoms('4'),
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('1003.55'), frozen: 0n });
      expect(await movedFor(t, position.id, PLATFORM_ACCOUNT.contractHouse)).toBe(toAtoms('-4'));
      expect(await movedFor(t, position.id, PLATFORM_ACCOUNT.fees)).toBe(toAtoms('0.45'));
    });

    it('closes a short at its stop-profit on the crossing tick, at that price', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const position = await opened(t, token, { type: 'short', lots: 2, multiple: 20, target_profit_price: '88000' });
      expect(position).toMatchObject({ margin: '90', fee: '0.9', target_profit_price: '88000', liquidation_price: '93600' });
      await pushPrices(t, { 'BTC/USDT': '88000.01' });
      expect((await positionRow(t, position.id)).status).toBe('open');
      const crossing = await pushPrices(t, { 'BTC/USDT': '87950' });
      expect(await positionRow(t, position.id)).toMatchObject({
        status: 'closed',
        close_reason: 'stop_profit',
        close_price_atoms: toAtoms('87950'),
        close_tick_seq: crossing['BTC/USDT'],
        profit_atoms: toAtoms('41'),
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('1040.1'), frozen: 0n });
      const history = await t.call<PageOf<TContractPosition>>('lever/my_trade', { token, body: { status: 'closed' } });
      expect(history.body.message.data.map((row) => [row.id, row.close_reason, row.close_price, row.profit])).toEqual([
        [position.id, 'stop_profit', '87950', '41'],
      ]);
    });

    it('liquidates on a gap far through the liquidation price: the user loses exactly the margin, the house absorbs the rest', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t, '10');
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const position = await opened(t, token, { type: 'long', lots: 1, multiple: 100, stop_loss_price: '89500' });
      expect(position).toMatchObject({ margin: '9', fee: '0.45', liquidation_price: '89280' });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('0.55'), frozen: toAtoms('9') });

      const gap = await pushPrices(t, { 'BTC/USDT': '50000' });
      // The loss at 50000 is 400 USDT; the stop-loss is crossed too, but liquidation comes first.
      expect(await positionRow(t, position.id)).toMatchObject({
        status: 'closed',
        close_reason: 'liquidation',
        close_price_atoms: toAtoms('50000'),
        close_tick_seq: gap['BTC/USDT'],
        profit_atoms: toAtoms('-9'),
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('0.55'), frozen: 0n });
      expect(await movedFor(t, position.id, String(userId))).toBe(toAtoms('-9.45'));
      expect(await movedFor(t, position.id, PLATFORM_ACCOUNT.contractHouse)).toBe(toAtoms('9'));
    });

    it('keeps a limit entry pending until a tick crosses it, then opens at that tick; a pending entry cancels in full', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const entry = await opened(t, token, {
        type: 'long',
        order_type: 'limit',
        price: '89000',
        lots: 1,
        multiple: 10,
        stop_loss_price: '88000',
      });
      expect(entry).toMatchObject({
        status: 'pending',
        entry_price: '89000',
        open_price: null,
        margin: '89',
        fee: '0.445',
        liquidation_price: '81880',
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('910.555'), frozen: toAtoms('89.445') });

      await pushPrices(t, { 'BTC/USDT': '89000.01' });
      expect((await positionRow(t, entry.id)).status).toBe('pending');
      const crossing = await pushPrices(t, { 'BTC/USDT': '88900' });
      expect(await positionRow(t, entry.id)).toMatchObject({
        status: 'open',
        open_price_atoms: toAtoms('88900'),
        open_tick_seq: crossing['BTC/USDT'],
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('910.555'), frozen: toAtoms('89') });

      const closed = await t.call<TContractPosition>('lever/close', { method: 'POST', token, body: { id: entry.id } });
      expect(closed.body.message).toMatchObject({
        status: 'closed',
        close_reason: 'user',
        close_price: '88900',
        close_tick_seq: crossing['BTC/USDT'],
        profit: '0',
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('999.555'), frozen: 0n });

      const waiting = await opened(t, token, { type: 'short', order_type: 'limit', price: '90000', lots: 1, multiple: 5 });
      expect(waiting.status).toBe('pending');
      const cancelled = await t.call<TContractPosition>('lever/close', { method: 'POST', token, body: { id: waiting.id } });
      expect(cancelled.body.message).toMatchObject({ status: 'cancelled', close_reason: 'cancelled' });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('999.555'), frozen: 0n });
      const again = await t.call('lever/close', { method: 'POST', token, body: { id: waiting.id } });
      expect(again.body).toMatchObject({ type: 'error', code: 'position_not_open' });
    });

    it('batch_close of the shorts leaves the longs open', async () => {
      const t = ctx();
      const { token } = await newTrader(t, '5000');
      await pushPrices(t, { 'BTC/USDT': '90000', 'ETH/USDT': '3000' });
      const long = await opened(t, token, { type: 'long', lots: 1, multiple: 10 });
      const shortBtc = await opened(t, token, { type: 'short', lots: 1, multiple: 10 });
      const shortEth = await opened(t, token, { symbol: 'ETH/USDT', type: 2, lots: 1, multiple: 10 });
      const longEth = await opened(t, token, { symbol: 'ETH/USDT', type: 1, lots: 1, multiple: 10 });
      await pushPrices(t, { 'BTC/USDT': '89000', 'ETH/USDT': '2990' });

      const batch = await t.call<{ closed: number; positions: TContractPosition[] }>('lever/batch_close', {
        method: 'POST',
        token,
        body: { type: 'short' },
      });
      expect(batch.body.message.closed).toBe(2);
      expect(batch.body.message.positions.map((row) => [row.id, row.close_reason, row.close_price, row.profit])).toEqual([
        [shortEth.id, 'batch', '2990', '1'],
        [shortBtc.id, 'batch', '89000', '10'],
      ]);
      const live = await t.call<TLeverDealall>('lever/dealall', { token });
      expect(live.body.message.positions.map((row) => row.id).sort()).toEqual([long.id, longEth.id].sort());
      expect(live.body.message.total_profit).toBe('-11');
    });

    it('opens one position for a submit retried with its idempotency key', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const headers = { 'idempotency-key': `contract-${userId}-submit` };
      const body = { symbol: 'BTC/USDT', type: 'long', lots: 1, multiple: 10 };
      const first = await t.call<TContractPosition>('lever/submit', { method: 'POST', token, headers, body });
      const retry = await t.call<TContractPosition>('lever/submit', { method: 'POST', token, headers, body });
      expect(retry.body.message.id).toBe(first.body.message.id);
      const rows = await t.db.selectFrom('contract_positions').select('id').where('user_id', '=', userId).execute();
      expect(rows).toHaveLength(1);
      expect(await lever(t, userId)).toEqual({ available: toAtoms('909.55'), frozen: toAtoms('90') });
      await t.call('lever/close', { method: 'POST', token, body: { id: first.body.message.id } });
    });

    it("refuses another user's position as not found and changes nothing", async () => {
      const t = ctx();
      const owner = await newTrader(t);
      const other = await newTrader(t);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const position = await opened(t, owner.token, { type: 'long', lots: 1, multiple: 10 });
      for (const [path, body] of [
        ['lever/close', { id: position.id }],
        ['lever/setstop', { id: position.id, stop_loss_price: '80000' }],
        ['lever/close', { id: 99_999_999 }],
      ] as const) {
        const answer = await t.call(path, { method: 'POST', token: other.token, body });
        expect(answer.body).toMatchObject({ type: 'error', code: 'position_not_found' });
      }
      expect(await positionRow(t, position.id)).toMatchObject({ status: 'open', stop_loss_price_atoms: null });
      expect(await lever(t, owner.userId)).toEqual({ available: toAtoms('909.55'), frozen: toAtoms('90') });
      const none = await t.call<PageOf<TContractPosition>>('lever/my_trade', { token: other.token, body: { status: 'open' } });
      expect(none.body.message.total).toBe(0);
    });

    it('refuses bad entries with their text keys and changes nothing', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t, '100');
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const refusals: [Body, string, string?][] = [
        [{ type: 'long', lots: 1, multiple: 7 }, 'leverage_invalid'],
        [{ type: 'long', lots: 501, multiple: 10 }, 'lots_invalid', 'Please enter between 1 and 500 lots'],
        [{ type: 'long', lots: 0, multiple: 10 }, 'lots_invalid', 'Please enter between 1 and 500 lots'],
        [
          { type: 'long', lots: 1, multiple: 10, target_profit_price: '89000' },
          'stop_profit_above',
          'The stop-profit price must be above 90000',
        ],
        [{ type: 'short', lots: 1, multiple: 10, stop_loss_price: '89000' }, 'stop_loss_above', 'The stop-loss price must be above 90000'],
        [
          { type: 'long', order_type: 'limit', price: '89000', lots: 1, multiple: 10, stop_loss_price: '89500' },
          'stop_loss_below',
          'The stop-loss price must be below 89000',
        ],
        [{ type: 'long', order_type: 'limit', price: '0', lots: 1, multiple: 10 }, 'price_invalid'],
        [{ type: 'long', order_type: 'limit', lots: 1, multiple: 10 }, 'price_invalid'],
        [
          { type: 'long', order_type: 'limit', price: '89000.123', lots: 1, multiple: 10 },
          'price_too_precise',
          'The price has at most 2 decimals',
        ],
        [
          { type: 'long', order_type: 'limit', price: '50000', lots: 1, multiple: 10 },
          'price_far_from_market',
          'The price must be between 72000 and 108000',
        ],
        [{ type: 'long', lots: 20, multiple: 10 }, 'insufficient_balance'],
        [{ symbol: 'BCH/USDT', type: 'long', lots: 1, multiple: 10 }, 'price_unavailable'],
        [{ symbol: 'NOPE/USDT', type: 'long', lots: 1, multiple: 10 }, 'market_not_tradable'],
      ];
      for (const [body, code, message] of refusals) {
        const answer = await submit(t, token, body);
        expect(answer.body, code).toMatchObject({ type: 'error', code, ...(message ? { message } : {}) });
      }
      const rows = await t.db.selectFrom('contract_positions').select('id').where('user_id', '=', userId).execute();
      expect(rows).toEqual([]);
      expect(await lever(t, userId)).toEqual({ available: toAtoms('100'), frozen: 0n });
    });

    it('closes a position exactly once when two closes race, and a close racing a stop too', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const position = await opened(t, token, { type: 'long', lots: 1, multiple: 10 });
      const answers = await Promise.all([1, 2].map(() => t.call('lever/close', { method: 'POST', token, body: { id: position.id } })));
      expect(answers.map((answer) => answer.body.code ?? answer.body.type).sort()).toEqual(['ok', 'position_not_open']);
      expect(await movedFor(t, position.id, String(userId))).toBe(toAtoms('-0.45'));
      expect(await lever(t, userId)).toEqual({ available: toAtoms('999.55'), frozen: 0n });

      const stopped = await opened(t, token, { type: 'long', lots: 1, multiple: 10, stop_loss_price: '89000' });
      const [close] = await Promise.all([
        t.call<TContractPosition>('lever/close', { method: 'POST', token, body: { id: stopped.id } }),
        pushPrices(t, { 'BTC/USDT': '88000' }),
      ]);
      const row = await positionRow(t, stopped.id);
      expect(row.status).toBe('closed');
      // Whichever came first closed it; the other found it closed.
      if (close.body.type === 'ok') expect(row.close_reason).toBe('user');
      else expect([close.body.code, row.close_reason]).toEqual(['position_not_open', 'stop_loss']);
      const entries = await t.db
        .selectFrom('ledger_entries')
        .select('transfer_id')
        .distinct()
        .where('record_type', '=', 'contract_position')
        .where('record_id', '=', String(stopped.id))
        .execute();
      expect(entries).toHaveLength(2);
    });

    it('charges the overnight fee from the margin when a tick passes the day, and lists index contracts apart', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t);
      await pushPrices(t, { 'US500/USD': '6000' });
      const position = await opened(t, token, { symbol: 'US500/USD', type: 'long', lots: 1, multiple: 10 });
      expect(position).toMatchObject({ category: 'index', quantity: '0.1', margin: '60', fee: '0.3' });
      const openedAt = position.opened_at as number;
      await pushPrices(t, { 'US500/USD': '6001' }, openedAt + CONTRACT_DAY_MS - 1);
      expect((await positionRow(t, position.id)).overnight_fee_atoms).toBe(0n);
      await pushPrices(t, { 'US500/USD': '6002' }, openedAt + 2 * CONTRACT_DAY_MS + 5);
      expect(await positionRow(t, position.id)).toMatchObject({
        status: 'open',
        margin_atoms: toAtoms('59.4'),
        overnight_fee_atoms: toAtoms('0.6'),
        overnight_due_at: openedAt + 3 * CONTRACT_DAY_MS,
      });
      expect(await lever(t, userId)).toEqual({ available: toAtoms('939.7'), frozen: toAtoms('59.4') });

      const index = await t.call<PageOf<TContractPosition>>('lever/my_trade', { token, body: { status: 'open', category: 'index' } });
      expect(index.body.message.data.map((row) => [row.id, row.overnight_fee, row.margin])).toEqual([[position.id, '0.6', '59.4']]);
      const crypto = await t.call<PageOf<TContractPosition>>('lever/my_trade', { token, body: { status: 'open', category: 'crypto' } });
      expect(crypto.body.message.total).toBe(0);
      await t.call('lever/close', { method: 'POST', token, body: { id: position.id } });
      // 60 margin + 0.3 fee committed; 0.6 overnight taken from the margin; closed at 6002: +0.2.
      expect(await lever(t, userId)).toEqual({ available: toAtoms('999.3'), frozen: 0n });
    });

    it("tells the user's screens: the position event and the wallet change", async () => {
      const t = ctx();
      const { token } = await newTrader(t);
      await pushPrices(t, { 'ETH/USDT': '3000' });
      const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'] });
      try {
        const joined = await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, token, resolve));
        expect(joined).toBe(true);
        const positions: TContractPosition[] = [];
        const records: unknown[] = [];
        socket.on(TRADING_SOCKET_EVENTS.position, (payload: TContractPosition) => positions.push(payload));
        socket.on(SOCKET_EVENTS.record, (record: unknown) => records.push(record));
        const position = await opened(t, token, { symbol: 'ETH/USDT', type: 'long', lots: 1, multiple: 10, stop_loss_price: '2900' });
        await pushPrices(t, { 'ETH/USDT': '2899' });
        await expect
          .poll(() => positions.map((row) => [row.status, row.close_reason]))
          .toEqual([
            ['open', null],
            ['closed', 'stop_loss'],
          ]);
        expect(records).toEqual([
          { kind: 'contract_position', id: position.id, status: 'open' },
          { kind: 'contract_position', id: position.id, status: 'closed' },
        ]);
      } finally {
        socket.disconnect();
      }
    });
  },
  OVERRIDES,
);

/** A second app on the test's database, as after a restart (injects requests instead of listening). */
async function restartedApp(t: TestApp) {
  const { db } = createDb(t.config.databaseUrl);
  const app = await buildApp(
    {
      config: t.config,
      db,
      dialect: t.dialect,
      clock: t.clock.now,
      translate: await loadTranslator(),
      mailer: createMailer(t.config, db, t.clock.now),
    },
    { logger: false },
  );
  return {
    app,
    call: async <T>(path: string, token: string, body: Body = {}) => {
      const answer = await app.inject({ method: 'POST', url: `/api/${path}`, headers: { authorization: token }, payload: body });
      return answer.json<{ type: string; message: T; code?: string }>();
    },
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

describeEachDialect(
  'contracts after a restart',
  (ctx) => {
    it('keeps open and pending positions, and the restarted risk loop fires their stops', async () => {
      const t = ctx();
      const { token, userId } = await newTrader(t);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const position = await opened(t, token, { type: 'long', lots: 1, multiple: 10, stop_loss_price: '89000' });
      const entry = await opened(t, token, { type: 'short', order_type: 'limit', price: '91000', lots: 1, multiple: 10 });

      const second = await restartedApp(t);
      try {
        const live = await second.call<TLeverDealall>('lever/dealall', token);
        expect(live.message.positions.map((row) => [row.id, row.status, row.mark_price])).toEqual([
          [entry.id, 'pending', null],
          [position.id, 'open', '90000'],
        ]);
        await pushPrices({ ...t, app: second.app }, { 'BTC/USDT': '91000' });
        const crossing = await pushPrices({ ...t, app: second.app }, { 'BTC/USDT': '88990' });
        expect(await positionRow(t, position.id)).toMatchObject({
          status: 'closed',
          close_reason: 'stop_loss',
          close_price_atoms: toAtoms('88990'),
          close_tick_seq: crossing['BTC/USDT'],
        });
        expect(await positionRow(t, entry.id)).toMatchObject({ status: 'open', open_price_atoms: toAtoms('91000') });
        // 1000 - 90.45 (long) - 91.455 (short entry) + 90 - 10.1 (long closed at 88990) ; short margin 91 frozen.
        expect(await lever(t, userId)).toEqual({ available: toAtoms('897.995'), frozen: toAtoms('91') });
      } finally {
        await second.close();
      }
    });
  },
  OVERRIDES,
);
