// Proves the balance, record, transfer and conversion calls on both databases: balances are listed
// per account with every coin and valued at the recorded price; transfers move money between the
// caller's own accounts and refuse bad input without changing anything; the bills show only the
// caller's entries, filtered and paged; a conversion fills at the recorded price less spread and
// fee and names the tick that priced it, or is refused when the price moved against the user;
// concurrent transfers never overdraw; and the user's screens hear of each movement.
import { expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { toAtoms } from '@platform/shared/money';
import type { PageOf } from '@platform/shared/envelope';
import type {
  TConversion,
  TConversionQuote,
  TLedgerRecord,
  TTransfer,
  TTransferAccount,
  TTransferFeeResponse,
  TTransferRecord,
  TUserCurrency,
  TWalletDetail,
  TWalletListResponse,
} from '@platform/shared/schemas/wallet';
import { freeze } from '@platform/engine/ledger';
import { postTransfer } from '../src/ledger/ledger.ts';
import { GENESIS_HASH, tickHash } from '../src/modules/market/tick-chain.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, registerUser, userIdOf } from './helpers.ts';

const BTC = 1;
const USDT = 3;
const { legal, change, lever, micro } = ACCOUNT_TYPE;

/** A funded user of its own per test. */
async function newUser(t: TestApp, funds: { coinId: number; accountType: 1 | 2 | 3 | 4; amount: string }[] = []) {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  for (const fund of funds)
    await creditDeposit(t, { userId, coinId: fund.coinId, accountType: fund.accountType, amountAtoms: toAtoms(fund.amount) });
  return { token, userId };
}

/**
 * Records a price as the market recorder does: the next link of the market's tick chain. The feed
 * of these tests ticks once an hour, so the test decides what the price is.
 */
async function recordPrice(t: TestApp, symbol: string, price: string): Promise<{ seq: number; time: number }> {
  const market = await t.db.selectFrom('markets').select('id').where('symbol', '=', symbol).executeTakeFirstOrThrow();
  const head = await t.db
    .selectFrom('ticks')
    .select(['seq', 'hash'])
    .where('market_id', '=', market.id)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const seq = (head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? GENESIS_HASH;
  const time = t.clock.now();
  const priceAtoms = toAtoms(price);
  await t.db
    .insertInto('ticks')
    .values({
      market_id: market.id,
      seq,
      time,
      price_atoms: priceAtoms,
      prev_hash: prevHash,
      hash: tickHash(prevHash, market.id, seq, time, priceAtoms),
    })
    .execute();
  return { seq, time };
}

async function walletOf(t: TestApp, token: string) {
  const answer = await t.call<TWalletListResponse>('wallet/list', { method: 'POST', token });
  expect(answer.body.type).toBe('ok');
  return answer.body.message;
}

/** What the user holds, without the valuation (which follows the price). */
async function holdingsOf(t: TestApp, token: string) {
  const wallet = await walletOf(t, token);
  return wallet.accounts.flatMap((account) =>
    account.balances.map((balance) => [account.id, balance.currency_id, balance.available, balance.frozen]),
  );
}

function availableIn(wallet: TWalletListResponse, accountType: number, coinId: number): string {
  return (
    wallet.accounts.find((account) => account.id === accountType)?.balances.find((balance) => balance.currency_id === coinId)?.available ??
    'missing'
  );
}

const transfer = (t: TestApp, token: string, body: Record<string, string | number>) =>
  t.call<TTransfer>('user/Transfer', { method: 'POST', token, body });

async function legalLog(t: TestApp, token: string, body: Record<string, string | number> = {}) {
  const answer = await t.call<PageOf<TLedgerRecord>>('wallet/legal_log', { method: 'POST', token, body });
  expect(answer.body.type).toBe('ok');
  return answer.body.message;
}

async function quote(t: TestApp, token: string, body: Record<string, string | number>) {
  const answer = await t.call<TConversionQuote>('wallet/change_quote', { token, body });
  expect(answer.body).toMatchObject({ type: 'ok' });
  return answer.body.message;
}

describeEachDialect(
  'wallet balances, records, transfers and conversion',
  (ctx) => {
    it('lists every account with every active coin, valued at the recorded price, frozen money included', async () => {
      const t = ctx();
      await recordPrice(t, 'BTC/USDT', '60000');
      const { token, userId } = await newUser(t, [
        { coinId: BTC, accountType: change, amount: '0.5' },
        { coinId: USDT, accountType: legal, amount: '100' },
      ]);
      // A pending withdrawal holds 0.1 BTC: still the user's, so still counted.
      await postTransfer(t.db, {
        postings: freeze({ userId, coinId: BTC, accountType: change, amountAtoms: toAtoms('0.1') }),
        reason: 'withdrawal_freeze',
        record: { type: 'test', id: 'hold' },
        now: t.clock.now(),
      });

      const wallet = await walletOf(t, token);
      const coins = await t.db.selectFrom('currencies').select(['id', 'name']).where('status', '=', 1).orderBy('sort').execute();
      expect(wallet.accounts.map((account) => [account.id, account.name])).toEqual([
        [1, 'legal'],
        [2, 'change'],
        [3, 'lever'],
        [4, 'micro'],
      ]);
      for (const account of wallet.accounts)
        expect(account.balances.map((balance) => balance.currency_id)).toEqual(coins.map((coin) => coin.id));
      const btc = wallet.accounts[1]?.balances.find((balance) => balance.currency_id === BTC);
      expect(btc).toEqual({
        currency_id: BTC,
        currency_name: 'BTC',
        available: '0.4',
        frozen: '0.1',
        usdt_price: '60000',
        usdt_value: '30000',
      });
      expect(wallet.accounts[0]?.balances.find((balance) => balance.currency_id === USDT)).toMatchObject({
        available: '100',
        usdt_price: '1',
        usdt_value: '100',
      });
      expect(wallet.accounts.map((account) => account.total_usdt)).toEqual(['100', '30000', '0', '0']);
      expect(wallet.total_usdt).toBe('30100');
      expect(availableIn(wallet, micro, USDT)).toBe('0');

      const detail = await t.call<TWalletDetail>('wallet/detail', {
        method: 'POST',
        token,
        body: { currency_id: BTC, account_type: change },
      });
      expect(detail.body.message).toEqual({ ...btc, account_type: change });
      const unknownCoin = await t.call('wallet/detail', { method: 'POST', token, body: { currency_id: 999, account_type: change } });
      expect(unknownCoin.body).toMatchObject({ type: 'error', code: 'coin_unknown', message: 'This coin does not exist' });
      const unknownAccount = await t.call('wallet/detail', { method: 'POST', token, body: { currency_id: BTC, account_type: 9 } });
      expect(unknownAccount.body).toMatchObject({ type: 'error', code: 'account_type_unknown' });

      const currencies = await t.call<TUserCurrency[]>('currency/user_currency_list', { token });
      expect(currencies.body.message.map((coin) => coin.id)).toEqual(coins.map((coin) => coin.id));
      expect(currencies.body.message.find((coin) => coin.id === BTC)).toEqual({
        id: BTC,
        name: 'BTC',
        networks: ['Bitcoin'],
        available: '0.4',
        deposit_min: '0.0001',
        withdraw_min: '0.001',
        withdraw_fee: '0.0002',
      });
      expect(currencies.body.message.find((coin) => coin.id === USDT)).toMatchObject({ networks: ['ERC20', 'TRC20'], available: '0' });
    });

    it('needs login for every balance call', async () => {
      const t = ctx();
      for (const path of ['wallet/list', 'wallet/legal_log', 'user/getTransferList', 'user/Transfer', 'wallet/change']) {
        const answer = await t.call(path, { method: 'POST' });
        expect(answer.body.type).toBe(999);
      }
    });

    it('transfers between two of the caller’s accounts, free, and records it in the list and the bills', async () => {
      const t = ctx();
      const { token } = await newUser(t, [{ coinId: USDT, accountType: legal, amount: '100' }]);
      const fee = await t.call<TTransferFeeResponse>('user/getTransferFee', {
        method: 'POST',
        token,
        body: { currency_id: USDT, from_field: legal, to_field: change, number: '30' },
      });
      expect(fee.body.message).toEqual({ fee_rate: '0', fee: '0' });

      const done = await transfer(t, token, { currency_id: USDT, number: '30.5', from_field: legal, to_field: lever });
      expect(done.body.type).toBe('ok');
      expect(done.body.message).toMatchObject({ currency_id: USDT, from_field: legal, to_field: lever, amount: '30.5', fee: '0' });

      const accounts = await t.call<TTransferAccount[]>('user/getTransferList', { method: 'POST', token });
      const usdtIn = (id: number) =>
        accounts.body.message.find((account) => account.id === id)?.balances.find((b) => b.currency_id === USDT)?.available;
      expect(accounts.body.message.map((account) => account.name)).toEqual(['legal', 'change', 'lever', 'micro']);
      expect([usdtIn(legal), usdtIn(change), usdtIn(lever), usdtIn(micro)]).toEqual(['69.5', '0', '30.5', '0']);

      const history = await t.call<PageOf<TTransferRecord>>('user/transfer_list', { token, body: { page: 1, limit: 10 } });
      expect(history.body.message).toMatchObject({ total: 1, page: 1, limit: 10 });
      expect(history.body.message.data).toEqual([{ ...done.body.message, currency_name: 'USDT' }]);

      const bills = await legalLog(t, token, { kind: 'transfer' });
      expect(bills.data.map((entry) => [entry.account_type, entry.amount, entry.reason, entry.record_type, entry.record_id])).toEqual(
        expect.arrayContaining([
          [legal, '-30.5', 'account_transfer', 'transfer', String(done.body.message.id)],
          [lever, '30.5', 'account_transfer', 'transfer', String(done.body.message.id)],
        ]),
      );
      expect(bills.total).toBe(2);
    });

    it('refuses a bad transfer with its reason and changes nothing', async () => {
      const t = ctx();
      const { token, userId } = await newUser(t, [{ coinId: USDT, accountType: legal, amount: '100' }]);
      const before = await holdingsOf(t, token);
      const refusals: [Record<string, string | number>, string][] = [
        [{ number: '10', from_field: legal, to_field: legal }, 'transfer_same_account'],
        [{ number: '0', from_field: legal, to_field: change }, 'amount_invalid'],
        [{ number: '-5', from_field: legal, to_field: change }, 'amount_invalid'],
        [{ number: '1e5', from_field: legal, to_field: change }, 'amount_invalid'],
        [{ number: '0.000000001', from_field: legal, to_field: change }, 'amount_invalid'],
        [{ number: '', from_field: legal, to_field: change }, 'amount_invalid'],
        [{ number: '100.00000001', from_field: legal, to_field: change }, 'insufficient_balance'],
        [{ number: '5', from_field: change, to_field: legal }, 'insufficient_balance'],
        [{ number: '5', from_field: legal, to_field: 9 }, 'account_type_unknown'],
        [{ number: '5', from_field: 0, to_field: change }, 'account_type_unknown'],
        [{ number: '5', from_field: legal, to_field: change, currency_id: 999 }, 'coin_unknown'],
      ];
      for (const [body, code] of refusals) {
        const answer = await transfer(t, token, { currency_id: USDT, ...body });
        expect([body, answer.body.type, answer.body.code]).toEqual([body, 'error', code]);
      }
      const overdraw = await transfer(t, token, { currency_id: USDT, number: '101', from_field: legal, to_field: change });
      expect(overdraw.body.message).toBe('Insufficient Balance');
      const translated = await t.call('user/Transfer', {
        method: 'POST',
        token,
        lang: 'zh',
        body: { currency_id: USDT, number: '101', from_field: legal, to_field: change },
      });
      expect(translated.body.message).toBe('余额不足');

      expect(await holdingsOf(t, token)).toEqual(before);
      const rows = await t.db.selectFrom('account_transfers').select('id').where('user_id', '=', userId).execute();
      expect(rows).toEqual([]);
    });

    it('shows each user only their own bills, filtered by coin, account and kind, newest first and paged', async () => {
      const t = ctx();
      await recordPrice(t, 'BTC/USDT', '60000');
      const { token } = await newUser(t, [
        { coinId: USDT, accountType: legal, amount: '100' },
        { coinId: BTC, accountType: change, amount: '1' },
      ]);
      const other = await newUser(t, [{ coinId: USDT, accountType: legal, amount: '7' }]);
      for (const number of ['1', '2', '3']) {
        expect((await transfer(t, token, { currency_id: USDT, number, from_field: legal, to_field: change })).body.type).toBe('ok');
      }
      expect((await transfer(t, other.token, { currency_id: USDT, number: '7', from_field: legal, to_field: micro })).body.type).toBe('ok');

      const all = await legalLog(t, token, { limit: 100 });
      // Two deposits, three transfers of two lines each.
      expect(all.total).toBe(8);
      expect(all.data.map((entry) => entry.id)).toEqual([...all.data.map((entry) => entry.id)].sort((a, b) => b - a));
      expect(all.data.some((entry) => entry.amount === '-7' || entry.amount === '7')).toBe(false);
      expect(all.data.at(-1)).toMatchObject({
        currency_name: 'USDT',
        account_type: legal,
        bucket: 'available',
        amount: '100',
        reason: 'deposit',
        record_type: 'deposit',
      });

      const theirs = await legalLog(t, other.token, { limit: 100 });
      expect(theirs.data.map((entry) => entry.amount).sort()).toEqual(['-7', '7', '7']);
      expect(theirs.data.every((entry) => !all.data.some((mine) => mine.id === entry.id))).toBe(true);

      expect((await legalLog(t, token, { kind: 'deposit' })).total).toBe(2);
      expect((await legalLog(t, token, { kind: 'transfer' })).total).toBe(6);
      expect((await legalLog(t, token, { currency_id: BTC })).data.map((entry) => entry.amount)).toEqual(['1']);
      const changeAccount = await legalLog(t, token, { account_type: change, kind: 'transfer' });
      expect(changeAccount.data.map((entry) => entry.amount)).toEqual(['3', '2', '1']);
      // Filters a form leaves empty mean "any".
      expect((await legalLog(t, token, { currency_id: '', account_type: '', kind: '' })).total).toBe(8);

      const first = await legalLog(t, token, { page: 1, limit: 3 });
      const second = await legalLog(t, token, { page: 2, limit: 3 });
      const third = await legalLog(t, token, { page: 3, limit: 3 });
      expect([first.total, first.page, first.limit, second.page]).toEqual([8, 1, 3, 2]);
      expect([...first.data, ...second.data, ...third.data].map((entry) => entry.id)).toEqual(all.data.map((entry) => entry.id));
      expect((await legalLog(t, token, { page: 4, limit: 3 })).data).toEqual([]);

      const badKind = await t.call('wallet/legal_log', { method: 'POST', token, body: { kind: 'bonus' } });
      expect(badKind.body).toMatchObject({ type: 'error', code: 'parameter_error' });
      const badLimit = await t.call('wallet/legal_log', { method: 'POST', token, body: { limit: 1000 } });
      expect(badLimit.body).toMatchObject({ type: 'error', code: 'limit_invalid' });
    });

    it('converts BTC to USDT at the recorded price less spread and fee, naming the tick that priced it', async () => {
      const t = ctx();
      const tick = await recordPrice(t, 'BTC/USDT', '60000');
      const { token, userId } = await newUser(t, [{ coinId: BTC, accountType: change, amount: '1' }]);

      const quoted = await quote(t, token, { from_currency_id: BTC, to_currency_id: USDT, number: '0.5' });
      expect(quoted).toEqual({
        from_currency_id: BTC,
        to_currency_id: USDT,
        number: '0.5',
        market_rate: '60000',
        // 0.2 % spread, 0.1 % fee of the amount: (0.5 - 0.0005) * 59880.
        rate: '59880',
        spread_percent: '0.2',
        fee_percent: '0.1',
        fee: '0.0005',
        receive: '29910.06',
        tolerance_percent: '0.5',
        priced_at: tick.time,
      });

      const done = await t.call<TConversion>('wallet/change', {
        method: 'POST',
        token,
        body: { from_currency_id: BTC, to_currency_id: USDT, number: '0.5', rate: quoted.rate },
      });
      expect(done.body.type).toBe('ok');
      expect(done.body.message).toMatchObject({
        from_currency_id: BTC,
        from_currency_name: 'BTC',
        to_currency_id: USDT,
        to_currency_name: 'USDT',
        number: '0.5',
        receive: '29910.06',
        fee: '0.0005',
        rate: '59880',
        from_price: '60000',
        to_price: '1',
        from_tick_seq: tick.seq,
        to_tick_seq: null,
        priced_at: tick.time,
      });
      const row = await t.db.selectFrom('conversions').selectAll().where('id', '=', done.body.message.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: userId,
        account_type: change,
        from_tick_seq: tick.seq,
        from_price_atoms: toAtoms('60000'),
        priced_at: tick.time,
      });

      const wallet = await walletOf(t, token);
      expect([availableIn(wallet, change, BTC), availableIn(wallet, change, USDT)]).toEqual(['0.5', '29910.06']);
      const history = await t.call<PageOf<TConversion>>('wallet/hzhistory', { token });
      expect(history.body.message).toMatchObject({ total: 1, page: 1, limit: 10 });
      expect(history.body.message.data).toEqual([done.body.message]);
      const bills = await legalLog(t, token, { kind: 'conversion' });
      expect(bills.data.map((entry) => [entry.currency_name, entry.amount, entry.reason, entry.record_id]).sort()).toEqual([
        ['BTC', '-0.5', 'conversion', String(done.body.message.id)],
        ['USDT', '29910.06', 'conversion', String(done.body.message.id)],
      ]);

      // The other way, the to-coin rounds down to its decimals, computed from the prices rather than the shown rate.
      const back = await quote(t, token, { from_currency_id: USDT, to_currency_id: BTC, number: '100' });
      expect(back).toMatchObject({ rate: '0.00001663', fee: '0.1', receive: '0.00166167' });
    });

    it('refuses a conversion when the live rate fell beyond the tolerance, and fills at the live rate within it', async () => {
      const t = ctx();
      await recordPrice(t, 'BTC/USDT', '60000');
      const { token } = await newUser(t, [{ coinId: BTC, accountType: change, amount: '1' }]);
      const before = await holdingsOf(t, token);
      const seen = await quote(t, token, { from_currency_id: BTC, to_currency_id: USDT, number: '0.1' });
      const order = { from_currency_id: BTC, to_currency_id: USDT, number: '0.1' };

      const farAbove = await t.call('wallet/change', { method: 'POST', token, body: { ...order, rate: '120000' } });
      expect(farAbove.body).toMatchObject({ type: 'error', code: 'conversion_price_moved' });
      await recordPrice(t, 'BTC/USDT', '59000');
      const fell = await t.call('wallet/change', { method: 'POST', token, body: { ...order, rate: seen.rate } });
      expect(fell.body).toMatchObject({
        type: 'error',
        code: 'conversion_price_moved',
        message: 'Conversion failed: the price moved, please check the new quote',
      });
      expect(await holdingsOf(t, token)).toEqual(before);

      // 0.33 % below what the user saw: within the tolerance, filled at the live rate.
      await recordPrice(t, 'BTC/USDT', '59800');
      const filled = await t.call<TConversion>('wallet/change', { method: 'POST', token, body: { ...order, rate: seen.rate } });
      expect(filled.body.message).toMatchObject({ rate: '59680.4', from_price: '59800', receive: '5962.07196' });
      // Moved in the user's favour: they get the better live rate.
      await recordPrice(t, 'BTC/USDT', '61000');
      const better = await t.call<TConversion>('wallet/change', { method: 'POST', token, body: { ...order, rate: seen.rate } });
      expect(better.body.message).toMatchObject({ rate: '60878' });
    });

    it('refuses a conversion of one coin into itself, beyond the balance, or too small to buy anything', async () => {
      const t = ctx();
      await recordPrice(t, 'BTC/USDT', '60000');
      const { token } = await newUser(t, [{ coinId: USDT, accountType: change, amount: '10' }]);
      const before = await holdingsOf(t, token);
      const cases: [Record<string, string | number>, string][] = [
        [{ from_currency_id: USDT, to_currency_id: USDT, number: '1', rate: '1' }, 'conversion_same_coin'],
        [{ from_currency_id: USDT, to_currency_id: BTC, number: '20', rate: '0.00001663' }, 'insufficient_balance'],
        [{ from_currency_id: USDT, to_currency_id: BTC, number: '0.00000001', rate: '0.00001663' }, 'conversion_amount_too_small'],
        [{ from_currency_id: USDT, to_currency_id: 999, number: '1', rate: '1' }, 'coin_unknown'],
        [{ from_currency_id: USDT, to_currency_id: BTC, number: '1', rate: '0' }, 'amount_invalid'],
        [{ from_currency_id: USDT, to_currency_id: BTC, number: 'abc', rate: '1' }, 'amount_invalid'],
      ];
      for (const [body, code] of cases) {
        const answer = await t.call('wallet/change', { method: 'POST', token, body });
        expect([body, answer.body.code]).toEqual([body, code]);
      }
      expect(await holdingsOf(t, token)).toEqual(before);
      expect((await t.call<PageOf<TConversion>>('wallet/hzhistory', { token })).body.message.total).toBe(0);
    });

    it('lets exactly the affordable ones of 20 concurrent transfers through, never overdrawing', async () => {
      const t = ctx();
      const { token, userId } = await newUser(t, [{ coinId: USDT, accountType: legal, amount: '100' }]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => transfer(t, token, { currency_id: USDT, number: '7', from_field: legal, to_field: change })),
      );
      const succeeded = answers.filter((answer) => answer.body.type === 'ok');
      expect(succeeded).toHaveLength(14);
      expect(answers.filter((answer) => answer.body.code === 'insufficient_balance')).toHaveLength(6);
      const wallet = await walletOf(t, token);
      expect([availableIn(wallet, legal, USDT), availableIn(wallet, change, USDT)]).toEqual(['2', '98']);
      const rows = await t.db.selectFrom('account_transfers').select('id').where('user_id', '=', userId).execute();
      expect(rows.map((row) => row.id).sort()).toEqual(succeeded.map((answer) => answer.body.message.id).sort());
    });

    it("tells the user's open screens about a transfer and a conversion once they have committed", async () => {
      const t = ctx();
      await recordPrice(t, 'BTC/USDT', '60000');
      const { token } = await newUser(t, [{ coinId: USDT, accountType: legal, amount: '50' }]);
      const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'] });
      try {
        const joined = await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, token, resolve));
        expect(joined).toBe(true);
        const records: unknown[] = [];
        const balances: unknown[] = [];
        socket.on(SOCKET_EVENTS.record, (record: unknown) => records.push(record));
        socket.on(SOCKET_EVENTS.balance, (balance: unknown) => balances.push(balance));

        const moved = await transfer(t, token, { currency_id: USDT, number: '20', from_field: legal, to_field: change });
        const converted = await t.call<TConversion>('wallet/change', {
          method: 'POST',
          token,
          body: { from_currency_id: USDT, to_currency_id: BTC, number: '20', rate: '0.00001663' },
        });
        expect(converted.body.type).toBe('ok');
        await expect.poll(() => records.length).toBe(2);
        expect(records).toEqual([
          { kind: 'transfer', id: moved.body.message.id, status: 'success' },
          { kind: 'conversion', id: converted.body.message.id, status: 'success' },
        ]);
        expect(balances).toEqual([
          { kind: 'transfer', id: moved.body.message.id },
          { kind: 'conversion', id: converted.body.message.id },
        ]);
      } finally {
        socket.disconnect();
      }
    });
  },
  // The feed ticks once an hour, so each test records the prices it needs; many users register.
  { marketTickMs: 3_600_000, codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000 },
);
