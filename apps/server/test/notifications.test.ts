// Proves the notifications centre on both databases: real actions leave the user a notice (an admin
// crediting a deposit, rejecting a withdrawal; a spot order completing, once however many fills it
// took; a stop-loss and a liquidation; an option settling on a scripted tick path), delivered live
// to the user's socket; each notice reads in the caller's language; read one, unread filter, read
// all; another user's notice cannot be read or changed; and every kind has its texts in every language.
import { formatDecimal } from '@platform/shared/format';
import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import type { PageOf } from '@platform/shared/envelope';
import { TEXT_LOADERS } from '@platform/shared/i18n/texts';
import { LANGUAGES } from '@platform/shared/languages';
import { fromAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import { NOTIFICATION_KINDS, NOTIFICATION_PARAMS, NOTIFICATION_SOCKET_EVENT } from '@platform/shared/notification-rules';
import { parseNoticeParams, renderNotice } from '@platform/shared/notification-texts';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TNotification, TNotificationEvent, TReadAllResponse } from '@platform/shared/schemas/notifications';
import type { TContractPosition } from '@platform/shared/schemas/contract';
import type { TSpotOrder } from '@platform/shared/schemas/spot';
import { notifyUser } from '../src/notify/notify.ts';
import { balancesOf } from '../src/ledger/ledger.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, lastCodeSentTo, loginAdmin, pushPrices, registerUser, userIdOf, verifyIdentity } from './helpers.ts';
import { placeOption } from './option-helpers.ts';

const USDT = 3;
const BTC_USDT = 1;
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const PAY_PASSWORD = '246810';
/** Each test that records ticks starts this far after the last, past any tick stamped ahead of the clock. */
const TEST_GAP_MS = 10 * 60_000;

type User = { email: string; token: string; userId: number };

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

async function newUser(t: TestApp): Promise<User> {
  const { email, token } = await registerUser(t);
  return { email, token, userId: await userIdOf(t, email) };
}

async function notices(t: TestApp, token: string, query: Record<string, string | number> = {}, lang?: string) {
  const answer = await t.call<PageOf<TNotification>>('notifications/list', { token, body: query, lang });
  expect(answer.body.type, JSON.stringify(answer.body)).toBe('ok');
  return answer.body.message;
}

async function unread(t: TestApp, token: string): Promise<number> {
  const answer = await t.call<{ count: number }>('notifications/unread', { token });
  expect(answer.body.type).toBe('ok');
  return answer.body.message.count;
}

/** The user's notices of one kind, waited for: trading notices are written beside the trading, not before its answer. */
async function waitForNotices(t: TestApp, user: User, kind: string, count = 1): Promise<TNotification[]> {
  let found: TNotification[] = [];
  await expect
    .poll(
      async () => {
        found = (await notices(t, user.token, { limit: 100 })).data.filter((notice) => notice.kind === kind);
        return found.length;
      },
      { timeout: 5000 },
    )
    .toBe(count);
  return found;
}

/** A socket in the user's private room, collecting their notification events. */
async function listen(t: TestApp, token: string): Promise<TNotificationEvent[]> {
  const socket = connect(t.baseUrl, { path: '/socket.io', transports: ['websocket'] });
  sockets.push(socket);
  expect(await new Promise<boolean>((resolve) => socket.emit(SOCKET_EVENTS.login, token, resolve))).toBe(true);
  const events: TNotificationEvent[] = [];
  socket.on(NOTIFICATION_SOCKET_EVENT, (event: TNotificationEvent) => events.push(event));
  return events;
}

async function setPayPassword(t: TestApp, user: User): Promise<void> {
  const sent = await t.call('sms_mail', { method: 'POST', token: user.token, body: { user_string: user.email, scene: 'pay_password' } });
  expect(sent.body.type).toBe('ok');
  const code = await lastCodeSentTo(t, user.email);
  const saved = await t.call('safe/pay_password', {
    method: 'POST',
    token: user.token,
    body: { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code },
  });
  expect(saved.body.type).toBe('ok');
}

describe('notification texts', () => {
  it("has every kind's title and body in every language, using only that kind's parameters, the same as English", async () => {
    const english = await TEXT_LOADERS.en();
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const lang of LANGUAGES) {
      const texts = (await TEXT_LOADERS[lang]()) as Record<string, string>;
      for (const kind of NOTIFICATION_KINDS) {
        for (const part of ['title', 'body']) {
          const key = `notice_${kind}_${part}`;
          const text = texts[key];
          expect(text?.trim(), `${lang} ${key}`).toBeTruthy();
          expect(placeholders(text ?? ''), `${lang} ${key}`).toEqual(placeholders((english as Record<string, string>)[key] ?? ''));
          for (const name of placeholders(text ?? '')) expect(NOTIFICATION_PARAMS[kind], `${lang} ${key}`).toContain(name);
          if (lang !== 'en' && part === 'body')
            expect(text, `${lang} ${key} is translated`).not.toBe((english as Record<string, string>)[key]);
        }
      }
    }
  });
});

describe('rendering a notice', () => {
  it('shows a word parameter in the reader language, amounts with its separators, any other value as it is, and a left-out one as nothing', async () => {
    const german = (await TEXT_LOADERS.de()) as Record<string, string>;
    const templateOf = (key: string) => german[key] ?? key;
    expect(
      renderNotice(
        'contract_stopped',
        { symbol: 'ETH/USDT', direction: 'short', stop: 'stop_profit', price: '3000', profit: '12.5' },
        templateOf,
        'de-DE',
      ),
    ).toEqual({
      title: 'Take-Profit ausgelöst',
      body: 'Ihre ETH/USDT-Position (Short) wurde bei 3.000,00 geschlossen. Gewinn und Verlust: 12,50 USDT.',
    });
    // A level this version has no word for is shown as sent; a reason left out leaves no gap.
    expect(renderNotice('identity_failed', { level: 'premium' }, templateOf).body).toBe(
      'Ihre Identitätsprüfung (premium) wurde nicht genehmigt. Grund:',
    );
    expect(renderNotice('kind_of_a_newer_server', { a: 'b' }, templateOf)).toEqual({ title: 'Benachrichtigung', body: '' });
    expect(parseNoticeParams('{"amount":"1.5","count":3}')).toEqual({ amount: '1.5' });
    expect(parseNoticeParams('not json')).toEqual({});
  });
});

describeEachDialect(
  'notifications',
  (ctx) => {
    it('an admin crediting a deposit notifies the user live with the credited amount, in the reader language', async () => {
      const t = ctx();
      const user = await newUser(t);
      await verifyIdentity(t, user.userId, 1);
      const events = await listen(t, user.token);
      const asked = await t.call<{ id: number }>('otc/recharge', {
        method: 'POST',
        token: user.token,
        body: { account: 'Ann Lee', amount: '250', currency: 'USD', bankno: '12345678', type: 'bank' },
      });
      expect(asked.body.type, JSON.stringify(asked.body)).toBe('ok');
      expect(await unread(t, user.token)).toBe(0);

      const admin = await loginAdmin(t);
      const approved = await t.call('admin/deposits/approve', {
        method: 'POST',
        token: admin,
        body: { id: asked.body.message.id, credited_amount: '249.5' },
      });
      expect(approved.body.type, JSON.stringify(approved.body)).toBe('ok');

      // The notice is there once the approval has answered, and the user's socket heard of it.
      expect(await unread(t, user.token)).toBe(1);
      const [notice] = (await notices(t, user.token)).data;
      expect(notice).toMatchObject({
        kind: 'deposit_credited',
        title: 'Deposit credited',
        body: '249.50 USDT has been credited to your account.',
        link: '#/pages/fund/receive_withdraw_record?tab=deposit',
        read: false,
      });
      await expect.poll(() => events.length).toBe(1);
      expect(events[0]).toMatchObject({ id: notice?.id, kind: 'deposit_credited', params: { amount: '249.5', coin: 'USDT' } });

      // The same notice in German: the stored kind and parameters, rendered for the reader.
      const [german] = (await notices(t, user.token, {}, 'de')).data;
      expect(german).toMatchObject({
        id: notice?.id,
        title: 'Einzahlung gutgeschrieben',
        body: '249,50 USDT wurden Ihrem Konto gutgeschrieben.',
      });
      // Admins' own notices are untouched: the notice went to the depositor only.
      expect(await unread(t, admin)).toBe(0);
    });

    it('a rejected withdrawal notifies its amount and the reason, and the amount is back in the balance', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const user = await newUser(t);
      await verifyIdentity(t, user.userId, 1);
      await setPayPassword(t, user);
      await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms('100') });
      const address = await t.call<{ id: number }>('user/wallet/save', {
        method: 'POST',
        token: user.token,
        body: { currency_id: USDT, network: 'TRC20', name: 'main', address: TRC20_ADDRESS },
      });
      expect(address.body.type).toBe('ok');
      const asked = await t.call<{ id: number }>('wallet/out', {
        method: 'POST',
        token: user.token,
        body: { currency_id: USDT, address_id: address.body.message.id, amount: '40', pay_password: PAY_PASSWORD },
      });
      expect(asked.body.type, JSON.stringify(asked.body)).toBe('ok');

      const rejected = await t.call('admin/withdrawals/reject', {
        method: 'POST',
        token: await loginAdmin(t),
        body: { id: asked.body.message.id, reason: 'The address is on a sanctions list' },
      });
      expect(rejected.body.type, JSON.stringify(rejected.body)).toBe('ok');
      const [notice] = (await notices(t, user.token)).data;
      expect(notice).toMatchObject({
        kind: 'withdrawal_rejected',
        title: 'Withdrawal rejected',
        body: 'Your withdrawal of 40.00 USDT was rejected and the amount is back in your balance. Reason: The address is on a sanctions list',
        link: '#/pages/fund/receive_withdraw_record?tab=withdraw',
      });
      const usdt = (await balancesOf(t.db, user.userId)).find((row) => row.coinId === USDT && row.accountType === ACCOUNT_TYPE.change);
      expect(usdt).toMatchObject({ availableAtoms: toAtoms('100'), frozenAtoms: 0n });
    });

    it('a spot order that completes in several fills gets one notice; a resting or cancelled order gets none', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const user = await newUser(t);
      await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms('200000') });
      const trade = (body: Record<string, string>) => t.call<TSpotOrder>('coin/trade', { method: 'POST', token: user.token, body });

      const resting = await trade({ symbol: 'BTC/USDT', type: 'buy', order_type: 'limit', target_price: '85000', amount: '0.01' });
      expect(resting.body.message.status, JSON.stringify(resting.body)).toBe('in_progress');
      expect(
        (await t.call('coin/cancelTrade', { method: 'POST', token: user.token, body: { id: resting.body.message.id } })).body.type,
      ).toBe('ok');

      const bought = await trade({ symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: '150000' });
      expect(bought.body.message.status).toBe('completed');
      const fills = await t.db.selectFrom('spot_trades').select('id').where('taker_order_id', '=', bought.body.message.id).execute();
      expect(fills.length).toBeGreaterThan(1);

      const [notice] = await waitForNotices(t, user, 'spot_order_filled');
      const order = bought.body.message;
      // The average price at the market's 2 price decimals.
      const average = fromAtoms(roundAtoms(toAtoms(order.avg_price ?? '0'), 2));
      expect(notice).toMatchObject({
        title: 'Order filled',
        body: `Your BTC/USDT order (Buy) is filled: ${formatDecimal(order.filled_amount, 2, 'en-US')} BTC at an average price of ${formatDecimal(average, 2, 'en-US')} USDT.`,
        link: '#/pages/transaction/currency_order?state=completed',
      });
      // Nothing else arrives later: the cancelled order and the fills made no notice of their own.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await notices(t, user.token)).total).toBe(1);
    });

    it("notifies a stop-loss and a liquidation with the position's outcome, and not a close the user made", async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await newUser(t);
      await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: ACCOUNT_TYPE.lever, amountAtoms: toAtoms('1000') });
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const open = async (body: Record<string, string | number>) => {
        const answer = await t.call<TContractPosition>('lever/submit', {
          method: 'POST',
          token: user.token,
          body: { symbol: 'BTC/USDT', ...body },
        });
        expect(answer.body.type, JSON.stringify(answer.body)).toBe('ok');
        return answer.body.message;
      };
      const closedByUser = await open({ type: 'short', lots: 1, multiple: 10 });
      expect((await t.call('lever/close', { method: 'POST', token: user.token, body: { id: closedByUser.id } })).body.type).toBe('ok');
      await open({ type: 'long', lots: 1, multiple: 10, stop_loss_price: '89500' });
      await open({ type: 'long', lots: 1, multiple: 100 });

      await pushPrices(t, { 'BTC/USDT': '89000' });
      const [stopped] = await waitForNotices(t, user, 'contract_stopped');
      expect(stopped).toMatchObject({
        title: 'Stop-loss triggered',
        body: 'Your BTC/USDT position (Long) was closed at 89,000.00. Profit and loss: -10.00 USDT.',
        link: '#/pages/transaction/contract_order?tab=history',
      });
      const [liquidated] = await waitForNotices(t, user, 'contract_liquidated');
      expect(liquidated).toMatchObject({
        title: 'Position liquidated',
        body: 'Your BTC/USDT position (Long) was liquidated at 89,000.00. Margin lost: 9.00 USDT.',
      });
      const [germanStop] = (await notices(t, user.token, {}, 'de')).data.filter((notice) => notice.kind === 'contract_stopped');
      expect(germanStop?.title).toBe('Stop-Loss ausgelöst');
      expect((await notices(t, user.token)).total).toBe(2);
    });

    it('notifies a settled option with its result and what it paid back, on a scripted tick path', async () => {
      const t = ctx();
      t.clock.advance(TEST_GAP_MS);
      const user = await newUser(t);
      await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: ACCOUNT_TYPE.micro, amountAtoms: toAtoms('1000') });
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const option = await placeOption(t, user, { match_id: BTC_USDT, type: 'up', seconds: 60, number: '100' });
      expect(await unread(t, user.token)).toBe(0);
      await pushPrices(t, { 'BTC/USDT': '90100' }, option.expires_at - 1000);
      await pushPrices(t, { 'BTC/USDT': '89000' }, option.expires_at + 500);

      const [notice] = await waitForNotices(t, user, 'option_settled');
      expect(notice).toMatchObject({
        title: 'Option settled: Won',
        body: 'Your BTC/USDT option (Up, 100.00 USDT) has settled. Paid back: 180.00 USDT.',
        link: '#/pages/transaction/seconds_order?tab=settled',
      });
      const [german] = (await notices(t, user.token, {}, 'de')).data;
      expect(german).toMatchObject({
        title: 'Option abgerechnet: Gewonnen',
        body: 'Ihre BTC/USDT-Option (Steigend, 100,00 USDT) wurde abgerechnet. Zurückgezahlt: 180,00 USDT.',
      });
    });

    it("reads one, filters unread, reads all; another user's notice is not found and stays unread", async () => {
      const t = ctx();
      const owner = await newUser(t);
      const other = await newUser(t);
      const deps = { db: t.db, io: t.app.io, clock: t.clock.now };
      for (const amount of ['1', '2', '3']) {
        await notifyUser(deps, { userId: owner.userId, kind: 'deposit_credited', params: { amount, coin: 'BTC' } });
      }
      await notifyUser(deps, { userId: other.userId, kind: 'support_replied' });

      const page = await notices(t, owner.token, { limit: 2 });
      expect(page).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(page.data.map((notice) => notice.body)).toEqual([
        '3.00 BTC has been credited to your account.',
        '2.00 BTC has been credited to your account.',
      ]);
      expect((await notices(t, owner.token, { limit: 2, page: 2 })).data.map((notice) => notice.body)).toEqual([
        '1.00 BTC has been credited to your account.',
      ]);
      const newest = page.data[0]!;

      // Someone else's id: not found, and nothing changes.
      const foreign = await t.call('notifications/read', { method: 'POST', token: other.token, body: { id: newest.id } });
      expect(foreign.body).toMatchObject({ type: 'error', code: 'notification_not_found', message: 'This notification does not exist' });
      expect(await unread(t, owner.token)).toBe(3);
      expect((await t.call('notifications/read', { method: 'POST', token: other.token, body: { id: 'x' } })).body.code).toBe(
        'parameter_error',
      );

      const read = await t.call<TNotification>('notifications/read', { method: 'POST', token: owner.token, body: { id: newest.id } });
      expect(read.body.message).toMatchObject({ id: newest.id, read: true });
      const firstReadAt = (await t.db.selectFrom('notifications').select('read_at').where('id', '=', newest.id).executeTakeFirstOrThrow())
        .read_at;
      t.clock.advance(1000);
      await t.call('notifications/read', { method: 'POST', token: owner.token, body: { id: newest.id } });
      const againReadAt = (await t.db.selectFrom('notifications').select('read_at').where('id', '=', newest.id).executeTakeFirstOrThrow())
        .read_at;
      expect(againReadAt).toBe(firstReadAt);

      expect(await unread(t, owner.token)).toBe(2);
      const unreadOnly = await notices(t, owner.token, { filter: 'unread' });
      expect(unreadOnly.total).toBe(2);
      expect(unreadOnly.data.every((notice) => !notice.read)).toBe(true);
      expect((await notices(t, owner.token)).data.map((notice) => notice.read)).toEqual([true, false, false]);
      expect((await t.call('notifications/list', { token: owner.token, body: { filter: 'seen' } })).body.code).toBe('parameter_error');

      const all = await t.call<TReadAllResponse>('notifications/read_all', { method: 'POST', token: owner.token });
      expect(all.body.message).toEqual({ read: 2 });
      expect(await unread(t, owner.token)).toBe(0);
      expect((await t.call<TReadAllResponse>('notifications/read_all', { method: 'POST', token: owner.token })).body.message).toEqual({
        read: 0,
      });
      // The other user's notice is still unread: read all is the caller's own.
      expect(await unread(t, other.token)).toBe(1);
      expect((await t.call('notifications/unread')).body.type).toBe(999);
    });
  },
  { marketFeed: 'manual', codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000, apiCallsPerMinute: 100_000 },
);
