// Seconds options on a scripted price path: the result comes from the opening tick and the last
// tick at or before expiry (a later tick changes nothing), a win pays stake + payout from the
// options pool, a loss gives the stake to it, a tie returns it, all through the ledger; bad input
// is refused with its text and changes nothing; a user sees only their own options; two settlers
// racing over one option settle it once.
import { afterAll, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { toAtoms } from '@platform/shared/money';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import type { TMicrotradeListsResponse, TOptionOrder, TOptionProduct, TPayableCurrency } from '@platform/shared/schemas/option';
import { createDb, type Db } from '../src/db/database.ts';
import type { OptionDeps } from '../src/modules/option/option-service.ts';
import { closingTickOf, settleOption } from '../src/modules/option/settlement.ts';
import { describeEachDialect } from './harness.ts';
import { pushPrices } from './helpers.ts';
import { USDT, microUsdt, optionLedgerLines, optionUser, optionsPoolUsdt, placeOption, resultOf, submitOption } from './option-helpers.ts';

/** Each test starts this far after the last, past every tick an earlier test stamped ahead of the clock. */
const TEST_GAP_MS = 10 * 60_000;
const BTC_USDT = 1;
const ETH_USDT = 2;
/** Never pushed in this file: a market without a recorded tick. */
const BCH_USDT = 4;
const US500_USD = 6;

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

describeEachDialect(
  'seconds options',
  (ctx) => {
    it('lists USDT as the only stake coin with the micro balance, and the active products sorted', async () => {
      const t = ctx();
      const anonymous = await t.call<TPayableCurrency[]>('microtrade/payable_currencies');
      expect(anonymous.body.message).toEqual([{ currency_id: USDT, name: 'USDT', available: '0' }]);
      const user = await optionUser(t, '250.5');
      const signedIn = await t.call<TPayableCurrency[]>('microtrade/payable_currencies', { token: user.token });
      expect(signedIn.body.message).toEqual([{ currency_id: USDT, name: 'USDT', available: '250.5' }]);
      const products = await t.call<TOptionProduct[]>('microtrade/seconds');
      expect(products.body.message).toEqual([
        { seconds: 30, profit_ratio: '70', min_number: '10', max_number: '50000' },
        { seconds: 60, profit_ratio: '80', min_number: '10', max_number: '50000' },
        { seconds: 120, profit_ratio: '85', min_number: '50', max_number: '100000' },
        { seconds: 300, profit_ratio: '90', min_number: '100', max_number: '100000' },
      ]);
    });

    it('a 60 s up option wins on the last tick at or before expiry, pays stake + 80%, and a later tick changes nothing', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await optionUser(t, '1000');
      const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'] });
      sockets.push(socket);
      await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, user.token, resolve));
      const events: TOptionOrder[] = [];
      socket.on(TRADING_SOCKET_EVENTS.option, (option: TOptionOrder) => events.push(option));
      const poolBeforeAtoms = await optionsPoolUsdt(t.db);

      const { 'BTC/USDT': openSeq } = await pushPrices(t, { 'BTC/USDT': '90000' });
      const before = t.clock.now();
      const option = await placeOption(t, user, { match_id: BTC_USDT, type: 'up', seconds: 60, number: '100' });
      expect(option).toMatchObject({
        symbol: 'BTC/USDT',
        direction: 'up',
        status: 'open',
        number: '100',
        profit_ratio: '80',
        open_price: '90000',
        open_tick_seq: openSeq,
        result: null,
        close_tick_seq: null,
      });
      expect(option.opened_at).toBeGreaterThanOrEqual(before);
      expect(option.expires_at - option.opened_at).toBe(60_000);
      expect(option.server_time).toBeGreaterThanOrEqual(option.opened_at);
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: toAtoms('900'), frozenAtoms: toAtoms('100') });

      const { 'BTC/USDT': closeSeq } = await pushPrices(t, { 'BTC/USDT': '90100' }, option.expires_at - 1000);
      expect((await resultOf(t, user, option.id)).status).toBe('open');
      const { 'BTC/USDT': laterSeq } = await pushPrices(t, { 'BTC/USDT': '89000' }, option.expires_at + 500);
      const settled = await resultOf(t, user, option.id);
      expect(settled).toMatchObject({
        status: 'settled',
        result: 'win',
        close_price: '90100',
        close_tick_seq: closeSeq,
        return_amount: '180',
        profit: '80',
      });
      expect(laterSeq).toBe((closeSeq as number) + 1);
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: toAtoms('1080'), frozenAtoms: 0n });
      expect((await optionsPoolUsdt(t.db)) - poolBeforeAtoms).toBe(-toAtoms('80'));
      const lines = await optionLedgerLines(t.db, option.id);
      expect(lines.map((line) => [line.reason, line.owner, line.bucket, line.amount_atoms])).toEqual(
        expect.arrayContaining([
          ['option_stake', String(user.userId), 'available', -toAtoms('100')],
          ['option_stake', String(user.userId), 'frozen', toAtoms('100')],
          ['option_win', String(user.userId), 'frozen', -toAtoms('100')],
          ['option_win', String(user.userId), 'available', toAtoms('180')],
          ['option_win', 'platform:options_pool', 'available', -toAtoms('80')],
        ]),
      );
      expect(lines).toHaveLength(5);

      // Yet another tick, at another price: the result stays what the recorded price at expiry said.
      await pushPrices(t, { 'BTC/USDT': '95000' }, option.expires_at + 2000);
      expect(await resultOf(t, user, option.id)).toMatchObject({ result: 'win', close_tick_seq: closeSeq, return_amount: '180' });
      expect(await optionLedgerLines(t.db, option.id)).toHaveLength(5);
      await expect.poll(() => events.map((event) => event.status)).toEqual(['open', 'settled']);
      expect(events[1]).toMatchObject({ id: option.id, result: 'win', close_tick_seq: closeSeq });
    });

    it('a down option loses when the price rose by expiry; the stake goes to the options pool', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await optionUser(t, '1000');
      const poolBeforeAtoms = await optionsPoolUsdt(t.db);
      await pushPrices(t, { 'ETH/USDT': '3000' });
      const option = await placeOption(t, user, { match_id: ETH_USDT, type: 'down', seconds: 60, number: '50' });
      const { 'ETH/USDT': closeSeq } = await pushPrices(t, { 'ETH/USDT': '3000.01' }, option.expires_at - 1);
      await pushPrices(t, { 'ETH/USDT': '2000' }, option.expires_at + 1);
      expect(await resultOf(t, user, option.id)).toMatchObject({
        status: 'settled',
        result: 'loss',
        open_price: '3000',
        close_price: '3000.01',
        close_tick_seq: closeSeq,
        return_amount: '0',
        profit: '-50',
      });
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: toAtoms('950'), frozenAtoms: 0n });
      expect((await optionsPoolUsdt(t.db)) - poolBeforeAtoms).toBe(toAtoms('50'));
      const reasons = (await optionLedgerLines(t.db, option.id)).map((line) => line.reason);
      expect(reasons.filter((reason) => reason === 'option_loss')).toHaveLength(2);
    });

    it('a tie (the tick at expiry at the opening price) returns the stake; the US index is an option market too', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await optionUser(t, '100');
      const poolBeforeAtoms = await optionsPoolUsdt(t.db);
      await pushPrices(t, { 'US500/USD': '5800.5' });
      const option = await placeOption(t, user, { match_id: US500_USD, type: 'up', seconds: 30, number: '10' });
      expect(option.symbol).toBe('US500/USD');
      await pushPrices(t, { 'US500/USD': '5900' }, option.expires_at - 10_000);
      // Exactly at expiry: this tick both makes the option due and is its closing tick.
      const { 'US500/USD': closeSeq } = await pushPrices(t, { 'US500/USD': '5800.5' }, option.expires_at);
      expect(await resultOf(t, user, option.id)).toMatchObject({
        result: 'tie',
        close_tick_seq: closeSeq,
        return_amount: '10',
        profit: '0',
      });
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: toAtoms('100'), frozenAtoms: 0n });
      expect(await optionsPoolUsdt(t.db)).toBe(poolBeforeAtoms);
    });

    it('refuses a stake below the minimum or above the maximum, an unknown duration, coin or market, too much precision, more than the balance, no price: nothing changes', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await optionUser(t, '20');
      await pushPrices(t, { 'BTC/USDT': '91000' });
      const entriesBefore = await t.db.selectFrom('ledger_entries').select('id').execute();
      const refusals: [Parameters<typeof submitOption>[2], string, string?][] = [
        [{ match_id: BTC_USDT, type: 'up', seconds: 60, number: '9.99' }, 'option_stake_below_minimum', 'The minimum stake is 10 USDT'],
        [
          { match_id: BTC_USDT, type: 'up', seconds: 60, number: '50000.01' },
          'option_stake_above_maximum',
          'The maximum stake is 50000 USDT',
        ],
        [{ match_id: BTC_USDT, type: 'up', seconds: 45, number: '10' }, 'option_duration_invalid'],
        [{ match_id: BTC_USDT, type: 'up', seconds: 60, number: '10', currency_id: 1 }, 'option_currency_invalid'],
        [{ match_id: 99, type: 'up', seconds: 60, number: '10' }, 'market_not_tradable'],
        [{ match_id: BTC_USDT, type: 'up', seconds: 60, number: '10.000000001' }, 'amount_invalid'],
        [{ match_id: BTC_USDT, type: 'up', seconds: 60, number: '-10' }, 'amount_invalid'],
        [{ match_id: BTC_USDT, type: 'up', seconds: 60, number: '20.01' }, 'insufficient_balance'],
        [{ match_id: BCH_USDT, type: 'up', seconds: 60, number: '10' }, 'price_unavailable'],
      ];
      for (const [order, code, message] of refusals) {
        const answer = await submitOption(t, user, order);
        expect([order, answer.body.type, answer.body.code]).toEqual([order, 'error', code]);
        if (message) expect(answer.body.message).toBe(message);
      }
      const rows = await t.db.selectFrom('option_orders').select('id').where('user_id', '=', user.userId).execute();
      expect(rows).toEqual([]);
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: toAtoms('20'), frozenAtoms: 0n });
      expect(await t.db.selectFrom('ledger_entries').select('id').execute()).toHaveLength(entriesBefore.length);
      // The whole balance is a valid stake.
      await placeOption(t, user, { match_id: BTC_USDT, type: 'down', seconds: 60, number: '20' });
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: 0n, frozenAtoms: toAtoms('20') });
    });

    it('a retried submit with the same idempotency key places one option', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await optionUser(t, '100');
      await pushPrices(t, { 'BTC/USDT': '91000' });
      const headers = { 'idempotency-key': `option-${user.userId}-retry` };
      const body = { match_id: BTC_USDT, currency_id: USDT, type: 'up', seconds: 60, number: '10' };
      const first = await t.call<TOptionOrder>('microtrade/submit', { method: 'POST', token: user.token, body, headers });
      const again = await t.call<TOptionOrder>('microtrade/submit', { method: 'POST', token: user.token, body, headers });
      expect(again.body.message.id).toBe(first.body.message.id);
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: toAtoms('90'), frozenAtoms: toAtoms('10') });
    });

    it("another user's option answers option_not_found; lists are one's own, newest first, 5 by default, filtered", async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const owner = await optionUser(t, '1000');
      const stranger = await optionUser(t, '10');
      await pushPrices(t, { 'BTC/USDT': '92000', 'ETH/USDT': '3100' });
      const placed: TOptionOrder[] = [];
      for (let index = 0; index < 6; index += 1) {
        const matchId = index % 2 === 0 ? BTC_USDT : ETH_USDT;
        placed.push(await placeOption(t, owner, { match_id: matchId, type: 'up', seconds: 30, number: '10' }));
      }
      const foreign = await t.call('microtrade/get_result', { token: stranger.token, body: { id: placed[0]!.id } });
      expect(foreign.body.code).toBe('option_not_found');
      const missing = await t.call('microtrade/get_result', { token: owner.token, body: { id: 99_999_999 } });
      expect(missing.body.code).toBe('option_not_found');
      const anonymous = await t.call('microtrade/get_result', { body: { id: placed[0]!.id } });
      expect(anonymous.body.type).not.toBe('ok');

      const page = await t.call<TMicrotradeListsResponse>('microtrade/lists', { token: owner.token });
      expect(page.body.message.limit).toBe(5);
      expect(page.body.message.total).toBe(6);
      expect(page.body.message.server_time).toBeGreaterThan(0);
      expect(page.body.message.data.map((option) => option.id)).toEqual(
        placed
          .map((option) => option.id)
          .reverse()
          .slice(0, 5),
      );
      const eth = await t.call<TMicrotradeListsResponse>('microtrade/lists', {
        token: owner.token,
        body: { match_id: ETH_USDT, limit: 10 },
      });
      expect(eth.body.message.data.map((option) => option.symbol)).toEqual(['ETH/USDT', 'ETH/USDT', 'ETH/USDT']);
      expect((await t.call<TMicrotradeListsResponse>('microtrade/lists', { token: stranger.token })).body.message.total).toBe(0);

      // Settle the ETH ones (the first tick after expiry: the close is still 3100, a tie); the status
      // filter (words or the SPEC's 1 and 2) splits open from settled.
      await pushPrices(t, { 'ETH/USDT': '3200' }, placed[5]!.expires_at + 1);
      const settled = await t.call<TMicrotradeListsResponse>('microtrade/lists', { token: owner.token, body: { status: 2 } });
      expect(settled.body.message.data.map((option) => [option.symbol, option.result, option.close_price])).toEqual([
        ['ETH/USDT', 'tie', '3100'],
        ['ETH/USDT', 'tie', '3100'],
        ['ETH/USDT', 'tie', '3100'],
      ]);
      const open = await t.call<TMicrotradeListsResponse>('microtrade/lists', {
        token: owner.token,
        body: { status: 'open', match_id: BTC_USDT },
      });
      expect(open.body.message.total).toBe(3);
    });

    it('two settlers racing over one option settle it once', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await optionUser(t, '1000');
      await pushPrices(t, { 'BTC/USDT': '93000' });
      const option = await placeOption(t, user, { match_id: BTC_USDT, type: 'up', seconds: 60, number: '100' });
      await pushPrices(t, { 'BTC/USDT': '93500' }, option.expires_at - 1000);
      const row = await t.db.selectFrom('option_orders').selectAll().where('id', '=', option.id).executeTakeFirstOrThrow();
      // PostgreSQL: a second pool, as another process would have. SQLite: one process writes through
      // one connection (a second one in the same process would block the event loop on its lock).
      let second: Db = t.db;
      if (t.dialect === 'postgres') second = createDb(t.config.databaseUrl).db;
      try {
        const depsOf = (db: Db): OptionDeps => ({ db, dialect: t.dialect, io: t.app.io, clock: t.clock.now, prices: t.app.market.prices });
        const close = await closingTickOf(depsOf(t.db), row);
        const outcomes = await Promise.all([t.db, second, t.db, second].map((db) => settleOption(depsOf(db), row, close)));
        expect(outcomes.filter((outcome) => outcome !== undefined)).toHaveLength(1);
      } finally {
        if (second !== t.db) await second.destroy();
      }
      // And the scheduler, once a tick after expiry arrives, finds nothing left to settle.
      await pushPrices(t, { 'BTC/USDT': '94000' }, option.expires_at + 1);
      expect(await resultOf(t, user, option.id)).toMatchObject({ result: 'win', return_amount: '180' });
      const transfers = new Set((await optionLedgerLines(t.db, option.id)).map((line) => line.transfer_id));
      expect(transfers.size).toBe(2);
      expect(await microUsdt(t.db, user.userId)).toEqual({ availableAtoms: toAtoms('1080'), frozenAtoms: 0n });
    });
  },
  { marketFeed: 'manual' },
);
