// Spot trading through the API on scripted prices: market orders fill against the platform's
// liquidity and move exactly price x quantity and the fee; limit orders rest, fill when a later
// tick moves the provider's quotes through them (at the user's price), match other users, and
// cancel releasing exactly what they froze; bad input changes nothing; concurrent orders never
// overdraw; a restart rebuilds the book from the database. ledger:check runs after every test.
import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TCoinListResponse, TSpotDepth, TSpotOrder, TSpotTrade } from '@platform/shared/schemas/spot';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { feeAtoms, quoteAtoms } from '@platform/engine/order-book-fees';
import { buildApp } from '../src/app.ts';
import { createDb } from '../src/db/database.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { DIALECTS, describeEachDialect, dropPostgresDatabase, startTestApp, type TestApp } from './harness.ts';
import { creditDeposit, pushPrices, registerUser, userIdOf } from './helpers.ts';

const BTC = 1;
const ETH = 2;
const USDT = 3;
const LTC = 5;
const BCH = 6;
const FEE_PPM = 1000n;

type Trader = { token: string; userId: number };
type Bucket = { available: bigint; frozen: bigint };

async function trader(t: TestApp, funds: Partial<Record<number, string>>): Promise<Trader> {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  for (const [coinId, amount] of Object.entries(funds)) {
    await creditDeposit(t, { userId, coinId: Number(coinId), accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms(amount as string) });
  }
  return { token, userId };
}

async function bucketOf(t: TestApp, owner: string, coinId: number, accountType: number): Promise<Bucket> {
  const row = await t.db
    .selectFrom('balances')
    .select(['available_atoms', 'frozen_atoms'])
    .where('owner', '=', owner)
    .where('coin_id', '=', coinId)
    .where('account_type', '=', accountType)
    .executeTakeFirst();
  return { available: row?.available_atoms ?? 0n, frozen: row?.frozen_atoms ?? 0n };
}

const spotBalance = (t: TestApp, userId: number, coinId: number) => bucketOf(t, String(userId), coinId, ACCOUNT_TYPE.change);
const platformBalance = (t: TestApp, owner: string, coinId: number) => bucketOf(t, owner, coinId, ACCOUNT_TYPE.legal);

async function trade(t: TestApp, who: Trader, body: Record<string, string>) {
  return t.call<TSpotOrder>('coin/trade', { method: 'POST', token: who.token, body });
}

async function placed(t: TestApp, who: Trader, body: Record<string, string>): Promise<TSpotOrder> {
  const answer = await trade(t, who, body);
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ type: 'ok' });
  return answer.body.message;
}

async function cancel(t: TestApp, who: Trader, id: number) {
  return t.call<TSpotOrder>('coin/cancelTrade', { method: 'POST', token: who.token, body: { id } });
}

async function tradesOf(t: TestApp, orderId: number) {
  return t.db
    .selectFrom('spot_trades')
    .selectAll()
    .where((eb) => eb.or([eb('taker_order_id', '=', orderId), eb('maker_order_id', '=', orderId)]))
    .orderBy('id')
    .execute();
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describeEachDialect(
  'spot trading',
  (ctx) => {
    it('answers price_unavailable for a market with no recorded price yet, and changes nothing', async () => {
      const t = ctx();
      const buyer = await trader(t, { [USDT]: '1000' });
      const answer = await trade(t, buyer, { symbol: 'MWD/USDT', type: 'buy', order_type: 'limit', target_price: '1.25', amount: '10' });
      expect(answer.body.code).toBe('price_unavailable');
      expect(await spotBalance(t, buyer.userId, USDT)).toEqual({ available: toAtoms('1000'), frozen: 0n });
    });

    it('fills a market buy against the liquidity provider, moving exactly price x quantity and the fee', async () => {
      const t = ctx();
      const seqs = await pushPrices(t, { 'BTC/USDT': '90000' });
      const buyer = await trader(t, { [USDT]: '1000' });
      const feesBefore = await platformBalance(t, PLATFORM_ACCOUNT.fees, BTC);
      const providerUsdtBefore = await platformBalance(t, PLATFORM_ACCOUNT.spotLiquidity, USDT);
      const providerBtcBefore = await platformBalance(t, PLATFORM_ACCOUNT.spotLiquidity, BTC);

      const order = await placed(t, buyer, { symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: '100' });
      expect(order.status).toBe('completed');
      expect(order.tick_seq).toBe(seqs['BTC/USDT']);
      const fills = await tradesOf(t, order.id);
      expect(fills.length).toBeGreaterThan(0);
      // The provider's best ask: 0.05 % above the tick, rounded up to the market's 2 price decimals.
      expect(fills.map((fill) => fromAtoms(fill.price_atoms))).toEqual(fills.map(() => '90045'));
      for (const fill of fills) {
        expect(fill.quote_atoms).toBe(quoteAtoms(fill.price_atoms, fill.quantity_atoms));
        expect(fill.taker_fee_atoms).toBe(feeAtoms(fill.quantity_atoms, FEE_PPM));
        expect(fill.maker_fee_atoms).toBe(0n);
        expect(fill.maker_order_id).toBeNull();
        expect(fill.tick_seq).toBe(seqs['BTC/USDT']);
      }
      const quantityAtoms = sum(fills.map((fill) => fill.quantity_atoms));
      const spentAtoms = sum(fills.map((fill) => fill.quote_atoms));
      const feeAtomsPaid = sum(fills.map((fill) => fill.taker_fee_atoms));
      // The whole budget is spent but for less than one atom of BTC's worth, and the rest is released.
      expect(spentAtoms).toBeLessThanOrEqual(toAtoms('100'));
      expect(toAtoms('100') - spentAtoms).toBeLessThan(toAtoms('90045') / 100_000_000n + 1n);
      expect(order).toMatchObject({
        amount: fromAtoms(quantityAtoms),
        filled_amount: fromAtoms(quantityAtoms),
        filled_total: fromAtoms(spentAtoms),
        fee: fromAtoms(feeAtomsPaid),
        fee_currency: 'BTC',
        total: '100',
      });
      expect(await spotBalance(t, buyer.userId, USDT)).toEqual({ available: toAtoms('1000') - spentAtoms, frozen: 0n });
      expect(await spotBalance(t, buyer.userId, BTC)).toEqual({ available: quantityAtoms - feeAtomsPaid, frozen: 0n });
      expect((await platformBalance(t, PLATFORM_ACCOUNT.fees, BTC)).available - feesBefore.available).toBe(feeAtomsPaid);
      expect((await platformBalance(t, PLATFORM_ACCOUNT.spotLiquidity, USDT)).available - providerUsdtBefore.available).toBe(spentAtoms);
      expect((await platformBalance(t, PLATFORM_ACCOUNT.spotLiquidity, BTC)).available - providerBtcBefore.available).toBe(-quantityAtoms);

      const tape = await t.call<TSpotTrade[]>('spot/trades', { body: { symbol: 'BTC/USDT' } });
      expect(tape.body.message[0]).toMatchObject({ symbol: 'BTC/USDT', price: '90045', side: 'buy' });

      // A completed order cannot be cancelled.
      expect((await cancel(t, buyer, order.id)).body.code).toBe('order_not_cancellable');
    });

    it('fills a market sell of base against the provider bids, paying the fee in quote', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const seller = await trader(t, { [BTC]: '0.01' });
      const order = await placed(t, seller, { symbol: 'BTC/USDT', type: 'sell', order_type: 'market', amount: '0.002' });
      expect(order.status).toBe('completed');
      const fills = await tradesOf(t, order.id);
      expect(fills.map((fill) => fromAtoms(fill.price_atoms))).toEqual(fills.map(() => '89955'));
      const proceedsAtoms = sum(fills.map((fill) => fill.quote_atoms));
      const feeAtomsPaid = sum(fills.map((fill) => fill.taker_fee_atoms));
      expect(proceedsAtoms).toBe(quoteAtoms(toAtoms('89955'), toAtoms('0.002')));
      expect(feeAtomsPaid).toBe(feeAtoms(proceedsAtoms, FEE_PPM));
      expect(order).toMatchObject({ filled_amount: '0.002', fee_currency: 'USDT', fee: fromAtoms(feeAtomsPaid) });
      expect(await spotBalance(t, seller.userId, BTC)).toEqual({ available: toAtoms('0.008'), frozen: 0n });
      expect(await spotBalance(t, seller.userId, USDT)).toEqual({ available: proceedsAtoms - feeAtomsPaid, frozen: 0n });
    });

    it('rests a limit order, lists it in progress, and a cancel releases exactly what it froze', async () => {
      const t = ctx();
      await pushPrices(t, { 'ETH/USDT': '3000' });
      const buyer = await trader(t, { [USDT]: '1000' });
      const stranger = await trader(t, { [USDT]: '10' });
      const order = await placed(t, buyer, { symbol: 'ETH/USDT', type: 'buy', order_type: 'limit', target_price: '2950', amount: '0.1' });
      expect(order).toMatchObject({ status: 'in_progress', price: '2950', amount: '0.1', total: '295', filled_amount: '0' });
      expect(await spotBalance(t, buyer.userId, USDT)).toEqual({ available: toAtoms('705'), frozen: toAtoms('295') });

      const open = await t.call<TCoinListResponse>('coin/list', { token: buyer.token, body: { state: 'in_progress' } });
      expect(open.body.message.data.map((row) => row.id)).toEqual([order.id]);
      expect(open.body.message.total).toBe(1);
      const depth = await t.call<TSpotDepth>('spot/depth', { body: { symbol: 'ETH/USDT' } });
      expect(depth.body.message.bids).toContainEqual({ price: '2950', amount: '0.1' });
      expect(depth.body.message.last_price).toBe('3000');

      // Someone else's order answers as a missing one.
      expect((await cancel(t, stranger, order.id)).body.code).toBe('order_not_found');
      expect((await cancel(t, buyer, 99_999_999)).body.code).toBe('order_not_found');

      const cancelled = await cancel(t, buyer, order.id);
      expect(cancelled.body.message).toMatchObject({ id: order.id, status: 'cancelled' });
      expect(await spotBalance(t, buyer.userId, USDT)).toEqual({ available: toAtoms('1000'), frozen: 0n });
      expect((await cancel(t, buyer, order.id)).body.code).toBe('order_not_cancellable');
      const history = await t.call<TCoinListResponse>('coin/list', {
        token: buyer.token,
        body: { state: 'cancelled', symbol: 'ETH/USDT' },
      });
      expect(history.body.message.data.map((row) => row.id)).toEqual([order.id]);
      const none = await t.call<TCoinListResponse>('coin/list', { token: buyer.token, body: { state: 'in_progress' } });
      expect(none.body.message.data).toEqual([]);
      const ledger = await t.db
        .selectFrom('ledger_entries')
        .select('reason')
        .where('record_type', '=', 'spot_order')
        .where('record_id', '=', String(order.id))
        .execute();
      expect(ledger.map((entry) => entry.reason).sort()).toEqual(['spot_cancel', 'spot_cancel', 'spot_freeze', 'spot_freeze']);
    });

    it('fills a resting limit buy at its own price when a later tick moves the provider asks through it', async () => {
      const t = ctx();
      await pushPrices(t, { 'LTC/USDT': '100' });
      const buyer = await trader(t, { [USDT]: '1000' });
      const order = await placed(t, buyer, { symbol: 'LTC/USDT', type: 'buy', order_type: 'limit', target_price: '99', amount: '1' });
      expect(order.status).toBe('in_progress');

      const seqs = await pushPrices(t, { 'LTC/USDT': '98' });
      const fills = await tradesOf(t, order.id);
      expect(fills).toHaveLength(1);
      expect(fills[0]).toMatchObject({
        maker_order_id: order.id,
        taker_order_id: null,
        taker_side: 'sell',
        price_atoms: toAtoms('99'),
        quantity_atoms: toAtoms('1'),
        maker_fee_atoms: toAtoms('0.001'),
        taker_fee_atoms: 0n,
        tick_seq: seqs['LTC/USDT'],
      });
      const list = await t.call<TCoinListResponse>('coin/list', { token: buyer.token, body: { state: 'completed', symbol: 'LTC/USDT' } });
      expect(list.body.message.data[0]).toMatchObject({
        id: order.id,
        filled_amount: '1',
        avg_price: '99',
        fee: '0.001',
        status: 'completed',
      });
      expect(await spotBalance(t, buyer.userId, USDT)).toEqual({ available: toAtoms('901'), frozen: 0n });
      expect(await spotBalance(t, buyer.userId, LTC)).toEqual({ available: toAtoms('0.999'), frozen: 0n });
    });

    it('matches two users inside the provider spread, at the resting order price', async () => {
      const t = ctx();
      await pushPrices(t, { 'BCH/USDT': '500' });
      const seller = await trader(t, { [BCH]: '1' });
      const buyer = await trader(t, { [USDT]: '1000' });
      // The provider quotes 499.75 / 500.25: an order at 500 is the best on its side and only a user can meet it.
      const ask = await placed(t, seller, { symbol: 'BCH/USDT', type: 'sell', order_type: 'limit', target_price: '500', amount: '0.5' });
      expect(ask.status).toBe('in_progress');
      expect(await spotBalance(t, seller.userId, BCH)).toEqual({ available: toAtoms('0.5'), frozen: toAtoms('0.5') });
      const bid = await placed(t, buyer, { symbol: 'BCH/USDT', type: 'buy', order_type: 'limit', target_price: '500.1', amount: '0.5' });
      expect(bid.status).toBe('completed');
      expect(bid).toMatchObject({ filled_amount: '0.5', filled_total: '250', avg_price: '500', fee: '0.0005' });
      const fills = await tradesOf(t, bid.id);
      expect(fills).toHaveLength(1);
      expect(fills[0]).toMatchObject({
        maker_order_id: ask.id,
        taker_order_id: bid.id,
        maker_user_id: seller.userId,
        taker_user_id: buyer.userId,
        price_atoms: toAtoms('500'),
      });
      // The buyer froze 0.5 x 500.1 and got the 0.05 improvement back at once.
      expect(await spotBalance(t, buyer.userId, USDT)).toEqual({ available: toAtoms('750'), frozen: 0n });
      expect(await spotBalance(t, buyer.userId, BCH)).toEqual({ available: toAtoms('0.4995'), frozen: 0n });
      expect(await spotBalance(t, seller.userId, BCH)).toEqual({ available: toAtoms('0.5'), frozen: 0n });
      expect(await spotBalance(t, seller.userId, USDT)).toEqual({ available: toAtoms('249.75'), frozen: 0n });
      // Each user's ledger lines name their own order, never the other user's.
      const recordsOf = async (userId: number) =>
        t.db
          .selectFrom('ledger_entries')
          .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
          .select('ledger_entries.record_id')
          .distinct()
          .where('balances.owner', '=', String(userId))
          .where('ledger_entries.record_type', '=', 'spot_order')
          .execute();
      expect((await recordsOf(seller.userId)).map((row) => row.record_id)).toEqual([String(ask.id)]);
      expect((await recordsOf(buyer.userId)).map((row) => row.record_id)).toEqual([String(bid.id)]);
    });

    it("tells the market room of trades and the book, and the user's room of the order and the balance", async () => {
      const t = ctx();
      await pushPrices(t, { 'ETH/USDT': '3000' });
      const buyer = await trader(t, { [USDT]: '1000' });
      const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'] });
      try {
        expect(await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, buyer.token, resolve))).toBe(true);
        socket.emit(SOCKET_EVENTS.subscribe, 'ETH/USDT');
        // The subscription is handled in order with the events below; a round trip makes sure it is in.
        await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, buyer.token, resolve));
        const order = new Promise<TSpotOrder>((resolve) => socket.once(TRADING_SOCKET_EVENTS.order, resolve));
        const trades = new Promise<TSpotTrade[]>((resolve) => socket.once(TRADING_SOCKET_EVENTS.trades, resolve));
        const depth = new Promise<TSpotDepth>((resolve) => socket.once(TRADING_SOCKET_EVENTS.depth, resolve));
        const balance = new Promise<unknown>((resolve) => socket.once(SOCKET_EVENTS.balance, resolve));
        const placedOrder = await placed(t, buyer, { symbol: 'ETH/USDT', type: 'buy', order_type: 'market', amount: '30' });
        expect(await order).toMatchObject({ id: placedOrder.id, status: 'completed' });
        expect((await trades)[0]).toMatchObject({ symbol: 'ETH/USDT', price: '3001.5', side: 'buy' });
        expect(await depth).toMatchObject({ symbol: 'ETH/USDT', last_price: '3000' });
        expect(await balance).toEqual({ kind: 'spot_order', id: placedOrder.id });
      } finally {
        socket.disconnect();
      }
    });

    it('prints a simulated tape at the recorded prices beside the real fills, and quotes an uneven book within its bound', async () => {
      const t = ctx();
      const path = ['90000', '90012.5', '89990', '90030', '90030', '89975.25', '90001', '90044', '90010', '89999.99', '90020', '90005'];
      for (const price of path) await pushPrices(t, { 'BTC/USDT': price });
      const buyer = await trader(t, { [USDT]: '1000' });
      const order = await placed(t, buyer, { symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: '50' });

      const depth = (await t.call<TSpotDepth>('spot/depth', { body: { symbol: 'BTC/USDT' } })).body.message;
      const amountStepAtoms = 10n ** BigInt(8 - (depth.amount_decimals ?? 8));
      const tape = (await t.call<TSpotTrade[]>('spot/trades', { body: { symbol: 'BTC/USDT' } })).body.message;
      const prints = tape.filter((trade) => trade.simulated);
      expect(prints.length).toBeGreaterThanOrEqual(path.length / 2);
      for (const print of prints) {
        expect(path).toContain(print.price);
        expect(toAtoms(print.amount)).toBeGreaterThan(0n);
        expect(toAtoms(print.amount) % amountStepAtoms).toBe(0n);
        expect(print.id).toBeLessThan(0);
      }
      expect(new Set(prints.map((print) => print.amount)).size).toBeGreaterThan(1);
      // The user's own fill stays a real one, newest on the tape; the tape is in time order.
      const ownFillIds = (await tradesOf(t, order.id)).map((fill) => fill.id);
      expect(ownFillIds.length).toBeGreaterThan(0);
      expect(tape[0]).toMatchObject({ simulated: false, side: 'buy' });
      expect(ownFillIds).toContain(tape[0]?.id);
      expect(tape.map((trade) => trade.time)).toEqual(tape.map((trade) => trade.time).sort((a, b) => b - a));
      // Printing moved no money (the ledger check after each test) and wrote no trade: every real print is a stored trade.
      const storedIds = new Set((await t.db.selectFrom('spot_trades').select('id').execute()).map((row) => row.id));
      for (const trade of tape) expect(storedIds.has(trade.id)).toBe(!trade.simulated);

      // The book: 15 levels a side, not an even ladder, each side worth at most 60,000 USDT.
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const book = (await t.call<TSpotDepth>('spot/depth', { body: { symbol: 'BTC/USDT' } })).body.message;
      for (const levels of [book.asks, book.bids]) {
        expect(levels).toHaveLength(15);
        const quotes = levels.map((level) => quoteAtoms(toAtoms(level.price), toAtoms(level.amount)));
        expect(sum(quotes)).toBeLessThanOrEqual(toAtoms('60000'));
        expect(sum(quotes)).toBeGreaterThan(toAtoms('59000'));
        // An even ladder grows by the same worth from level to level; this one does not.
        const growthTensOfUsdt = quotes.slice(1).map((quote, index) => (quote - (quotes[index] as bigint)) / toAtoms('10'));
        expect(new Set(growthTensOfUsdt).size).toBeGreaterThan(5);
        // Thin at the touch, deep further out.
        expect(sum(quotes.slice(-5))).toBeGreaterThan(sum(quotes.slice(0, 5)));
      }
    });

    it('refuses bad input with the right text and changes nothing', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const user = await trader(t, { [USDT]: '1000' });
      const limitBuy = { symbol: 'BTC/USDT', type: 'buy', order_type: 'limit', target_price: '90000', amount: '0.001' };
      const cases: [Record<string, string>, string][] = [
        [{ ...limitBuy, target_price: '0' }, 'price_invalid'],
        [{ ...limitBuy, target_price: '-90000' }, 'price_invalid'],
        [{ ...limitBuy, target_price: 'abc' }, 'price_invalid'],
        [{ ...limitBuy, target_price: '' }, 'price_invalid'],
        [{ ...limitBuy, amount: '0' }, 'quantity_invalid'],
        [{ ...limitBuy, amount: '-0.001' }, 'quantity_invalid'],
        [{ ...limitBuy, target_price: '90000.001' }, 'price_too_precise'],
        [{ ...limitBuy, amount: '0.0000001' }, 'quantity_too_precise'],
        [{ ...limitBuy, target_price: '50000' }, 'price_far_from_market'],
        [{ ...limitBuy, target_price: '100000' }, 'price_far_from_market'],
        [{ ...limitBuy, amount: '0.00001' }, 'order_total_too_small'],
        [{ ...limitBuy, amount: '1' }, 'insufficient_balance'],
        [{ ...limitBuy, symbol: 'XYZ/USDT' }, 'market_not_tradable'],
        [{ ...limitBuy, symbol: 'US500/USD', target_price: '6000' }, 'market_not_tradable'],
        [{ ...limitBuy, symbol: '', currency_id: '99', legal_id: '3' }, 'market_not_tradable'],
        [{ ...limitBuy, type: 'hold' }, 'direction_invalid'],
        [{ ...limitBuy, order_type: 'stop' }, 'order_type_invalid'],
        [{ symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: '0.5' }, 'order_total_too_small'],
        [{ symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: '10.001' }, 'quantity_too_precise'],
        [{ symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: '5000' }, 'insufficient_balance'],
        [{ symbol: 'BTC/USDT', type: 'sell', order_type: 'market', amount: '0.001' }, 'insufficient_balance'],
      ];
      for (const [body, code] of cases) {
        const answer = await trade(t, user, body);
        expect({ body, code: answer.body.code }).toEqual({ body, code });
        expect(answer.body.type).toBe('error');
      }
      const far = await trade(t, user, { ...limitBuy, target_price: '50000' });
      expect(far.body.message).toContain('81000');
      expect(far.body.message).toContain('99000');
      expect(await spotBalance(t, user.userId, USDT)).toEqual({ available: toAtoms('1000'), frozen: 0n });
      const rows = await t.db.selectFrom('spot_orders').select('id').where('user_id', '=', user.userId).execute();
      expect(rows).toEqual([]);
      // By currency ids: ETH against USDT is a spot pair.
      const byIds = await trade(t, user, {
        currency_id: String(ETH),
        legal_id: String(USDT),
        type: 'buy',
        order_type: 'limit',
        target_price: '2900',
        amount: '0.01',
      });
      expect(byIds.body.message).toMatchObject({ symbol: 'ETH/USDT', status: 'in_progress' });
      expect((await cancel(t, user, byIds.body.message.id)).body.message).toMatchObject({ status: 'cancelled' });
    });

    it('accepts exactly the concurrent orders the balance covers, and never overdraws', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const user = await trader(t, { [USDT]: '1000' });
      // Each freezes 0.002 x 89000 = 178 USDT: five fit in 1,000.
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          trade(t, user, { symbol: 'BTC/USDT', type: 'buy', order_type: 'limit', target_price: '89000', amount: '0.002' }),
        ),
      );
      const accepted = answers.filter((answer) => answer.body.type === 'ok');
      expect(accepted).toHaveLength(5);
      expect(answers.filter((answer) => answer.body.code === 'insufficient_balance')).toHaveLength(7);
      expect(await spotBalance(t, user.userId, USDT)).toEqual({ available: toAtoms('110'), frozen: toAtoms('890') });
      const cancels = await Promise.all(accepted.map((answer) => cancel(t, user, answer.body.message.id)));
      expect(cancels.map((answer) => answer.body.message.status)).toEqual(accepted.map(() => 'cancelled'));
      expect(await spotBalance(t, user.userId, USDT)).toEqual({ available: toAtoms('1000'), frozen: 0n });

      // Market buys at once against the same balance: three of 300 fit, the rest is refused whole.
      const buys = await Promise.all(
        Array.from({ length: 6 }, () => trade(t, user, { symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: '300' })),
      );
      expect(buys.filter((answer) => answer.body.type === 'ok')).toHaveLength(3);
      const usdt = await spotBalance(t, user.userId, USDT);
      expect(usdt.frozen).toBe(0n);
      expect(usdt.available).toBeGreaterThanOrEqual(toAtoms('100'));
    });
  },
  // Each test registers its own users; the code-sending limit is not what these tests are about.
  { marketFeed: 'manual', codeSendsPerMinute: 10_000 },
);

// A second app on the same database, as a restart: the books come back from the orders in progress.
for (const dialect of DIALECTS) {
  describe(`spot trading across a restart [${dialect}]`, () => {
    it('rebuilds the resting orders, which then still fill and cancel', async () => {
      const first = await startTestApp(dialect, { marketFeed: 'manual', codeSendsPerMinute: 10_000 });
      let second: TestApp | undefined;
      try {
        await pushPrices(first, { 'ETH/USDT': '3000' });
        const buyer = await trader(first, { [USDT]: '1000' });
        const seller = await trader(first, { [ETH]: '1' });
        const bid = await placed(first, buyer, {
          symbol: 'ETH/USDT',
          type: 'buy',
          order_type: 'limit',
          target_price: '2950',
          amount: '0.1',
        });
        const ask = await placed(first, seller, {
          symbol: 'ETH/USDT',
          type: 'sell',
          order_type: 'limit',
          target_price: '3100',
          amount: '0.2',
        });
        await first.app.close();

        second = await reopen(first);
        const depth = await second.call<TSpotDepth>('spot/depth', { body: { symbol: 'ETH/USDT' } });
        expect(depth.body.message.bids).toContainEqual({ price: '2950', amount: '0.1' });
        expect(depth.body.message.asks).toContainEqual({ price: '3100', amount: '0.2' });

        // The market falls through the bid: the provider's asks fill it at 2950.
        await pushPrices(second, { 'ETH/USDT': '2900' });
        const fills = await tradesOf(second, bid.id);
        expect(fills.map((fill) => [fromAtoms(fill.price_atoms), fromAtoms(fill.quantity_atoms)])).toEqual([['2950', '0.1']]);
        expect(await spotBalance(second, buyer.userId, USDT)).toEqual({ available: toAtoms('705'), frozen: 0n });
        expect(await spotBalance(second, buyer.userId, ETH)).toEqual({ available: toAtoms('0.0999'), frozen: 0n });

        const cancelled = await cancel(second, seller, ask.id);
        expect(cancelled.body.message).toMatchObject({ status: 'cancelled' });
        expect(await spotBalance(second, seller.userId, ETH)).toEqual({ available: toAtoms('1'), frozen: 0n });
        expect((await checkLedger(second.db)).problems).toEqual([]);
      } finally {
        await second?.app.close();
        await second?.db.destroy();
        await first.db.destroy();
        if (dialect === 'postgres') dropPostgresDatabase(first.config.databaseUrl);
      }
    }, 120_000);
  });
}

async function reopen(first: TestApp): Promise<TestApp> {
  const { config, dialect, clock } = first;
  const { db } = createDb(config.databaseUrl);
  const app = await buildApp(
    { config, db, dialect, clock: clock.now, translate: await loadTranslator(), mailer: createMailer(config, db, clock.now) },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call: TestApp['call'] = async (apiPath, options = {}) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(options.body ?? {})) if (value !== undefined) params.set(name, String(value));
    const headers: Record<string, string> = options.token ? { authorization: options.token } : {};
    const method = options.method ?? 'GET';
    const response =
      method === 'GET'
        ? await fetch(`${baseUrl}/api/${apiPath}?${params.toString()}`, { headers })
        : await fetch(`${baseUrl}/api/${apiPath}`, {
            method,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: params.toString(),
          });
    return { status: response.status, body: (await response.json()) as { type: unknown; message: never; code?: string } };
  };
  return { app, db, dialect, baseUrl, clock, config, call, close: async () => undefined };
}
