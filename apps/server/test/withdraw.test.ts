// Withdrawals through the real HTTP stack on both databases: the address book, bank cards, the pay
// password and its throttle, the request with every refusal, the review that pays out or returns
// the money, the 24 h limit, idempotency, and concurrent requests that can neither overdraw a
// balance nor exceed the limit. After every test the harness re-adds the whole ledger.
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { ATOMS_PER_UNIT, fromAtoms, toAtoms } from '@platform/shared/money';
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { forgetCachedCoins } from '../src/ledger/coins.ts';
import { balancesOf } from '../src/ledger/ledger.ts';
import { usdtPriceOf } from '../src/prices/coin-prices.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, lastCodeSentTo, loginAdmin, registerUser, userIdOf, verifyIdentity } from './helpers.ts';

const BTC = 1;
const USDT = 3;
const USDC = 4;
const { legal, change } = ACCOUNT_TYPE;
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const OTHER_TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ERC20_ADDRESS = '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063';
const BTC_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const PAY_PASSWORD = '246810';
const DAY_MS = 24 * 3_600_000;

type Reply<T> = { status: number; body: { type: unknown; message: T; code?: string } };
type Withdrawal = { id: number; kind: string; currency_id: number; amount: string; fee: string; received: string; status: string };
type WithdrawRecord = Withdrawal & { address: string; network: string; reason: string; tx_ref: string; reviewed_at: number | null };
type Address = { id: number; currency_id: number; network: string; name: string; address: string; remark: string };

const post = <T = unknown>(t: TestApp, path: string, token: string, body: Record<string, string | number | undefined> = {}) =>
  t.call<T>(path, { method: 'POST', token, body });

function expectRefused(reply: Reply<unknown>, code: string) {
  expect({ type: reply.body.type, code: reply.body.code }).toEqual({ type: 'error', code });
}

/** A new user with basic verification, which withdrawals need (their 998 is proved in identity.test.ts). */
async function newUser(t: TestApp) {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  await verifyIdentity(t, userId, 1);
  return { email, token, userId };
}

async function setPayPassword(t: TestApp, user: { email: string; token: string }) {
  const sent = await post(t, 'sms_mail', user.token, { user_string: user.email, scene: 'pay_password' });
  expect(sent.body.type).toBe('ok');
  const code = await lastCodeSentTo(t, user.email);
  const saved = await post(t, 'safe/pay_password', user.token, { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code });
  expect(saved.body.type).toBe('ok');
}

async function saveAddress(t: TestApp, token: string, body: Record<string, string | number>): Promise<Address> {
  const reply = await post<Address>(t, 'user/wallet/save', token, body);
  expect(reply.body.type).toBe('ok');
  return reply.body.message;
}

/** A user with a pay password, `amount` of a coin in an account, and an address book entry for it. */
async function withdrawer(t: TestApp, funds: { coinId: number; accountType?: 1 | 2; amount: string } = { coinId: USDT, amount: '100' }) {
  const user = await newUser(t);
  await setPayPassword(t, user);
  await creditDeposit(t, {
    userId: user.userId,
    coinId: funds.coinId,
    accountType: funds.accountType ?? change,
    amountAtoms: toAtoms(funds.amount),
  });
  const entry =
    funds.coinId === BTC
      ? { currency_id: BTC, network: 'Bitcoin', name: 'cold', address: BTC_ADDRESS }
      : {
          currency_id: funds.coinId,
          network: funds.coinId === USDT ? 'TRC20' : 'ERC20',
          name: 'main',
          address: funds.coinId === USDT ? TRC20_ADDRESS : ERC20_ADDRESS,
        };
  const address = await saveAddress(t, user.token, entry);
  return { ...user, addressId: address.id };
}

function withdraw(t: TestApp, token: string, body: Record<string, string | number | undefined>, headers: Record<string, string> = {}) {
  return t.call<Withdrawal>('wallet/out', { method: 'POST', token, body: { pay_password: PAY_PASSWORD, ...body }, headers });
}

async function balanceOf(t: TestApp, userId: number, coinId: number, accountType: number) {
  const row = (await balancesOf(t.db, userId)).find((balance) => balance.coinId === coinId && balance.accountType === accountType);
  return { available: fromAtoms(row?.availableAtoms ?? 0n), frozen: fromAtoms(row?.frozenAtoms ?? 0n) };
}

async function platformAvailable(t: TestApp, owner: string, coinId: number): Promise<bigint> {
  const row = await t.db
    .selectFrom('balances')
    .select('available_atoms')
    .where('owner', '=', owner)
    .where('coin_id', '=', coinId)
    .executeTakeFirst();
  return row?.available_atoms ?? 0n;
}

async function records(t: TestApp, token: string) {
  const reply = await t.call<{ data: WithdrawRecord[]; total: number }>('user/withdraw/list', { token, body: { page: 1, limit: 50 } });
  expect(reply.body.type).toBe('ok');
  return reply.body.message;
}

describeEachDialect(
  'withdrawals',
  (ctx) => {
    it('saves addresses to the address book, lists them, and asks before replacing an address under the same name', async () => {
      const t = ctx();
      const user = await newUser(t);
      const saved = await saveAddress(t, user.token, {
        currency_id: USDT,
        network: 'trc20',
        name: ' main ',
        address: TRC20_ADDRESS,
        remark: 'exchange',
      });
      expect(saved).toMatchObject({
        currency_id: USDT,
        currency_name: 'USDT',
        network: 'TRC20',
        name: 'main',
        address: TRC20_ADDRESS,
        remark: 'exchange',
      });
      await saveAddress(t, user.token, { currency_id: BTC, network: 'Bitcoin', name: 'cold', address: BTC_ADDRESS });

      const all = await t.call<Address[]>('user/wallet/list', { token: user.token });
      expect(all.body.message.map((entry) => entry.name).sort()).toEqual(['cold', 'main']);
      const usdtOnly = await t.call<Address[]>('user/wallet/list', { token: user.token, body: { currency_id: USDT } });
      expect(usdtOnly.body.message.map((entry) => entry.id)).toEqual([saved.id]);

      const differs = await post(t, 'user/wallet/save', user.token, {
        currency_id: USDT,
        network: 'TRC20',
        name: 'main',
        address: OTHER_TRC20_ADDRESS,
      });
      expectRefused(differs, 'address_differs');
      expect(differs.body.message).toMatch(/differs from the bound address/);
      const unchanged = await t.call<Address[]>('user/wallet/list', { token: user.token, body: { currency_id: USDT } });
      expect(unchanged.body.message[0]?.address).toBe(TRC20_ADDRESS);

      const confirmed = await saveAddress(t, user.token, {
        currency_id: USDT,
        network: 'TRC20',
        name: 'main',
        address: OTHER_TRC20_ADDRESS,
        confirm: '1',
      });
      expect(confirmed).toMatchObject({ id: saved.id, address: OTHER_TRC20_ADDRESS });
      const replaced = await t.call<Address[]>('user/wallet/list', { token: user.token, body: { currency_id: USDT } });
      expect(replaced.body.message).toHaveLength(1);
      expect(replaced.body.message[0]?.address).toBe(OTHER_TRC20_ADDRESS);

      const other = await newUser(t);
      const theirs = await t.call<Address[]>('user/wallet/list', { token: other.token });
      expect(theirs.body.message).toEqual([]);
    });

    it('refuses an address that does not fit its network, and missing or unknown fields', async () => {
      const t = ctx();
      const { token } = await newUser(t);
      const base = { currency_id: USDT, network: 'TRC20', name: 'n', address: TRC20_ADDRESS };
      const cases: [Record<string, string | number>, string][] = [
        [{ ...base, address: ERC20_ADDRESS }, 'address_invalid'],
        [{ ...base, address: `${TRC20_ADDRESS.slice(0, -1)}0` }, 'address_invalid'],
        [{ ...base, network: 'ERC20', address: '0x12345' }, 'address_invalid'],
        [{ ...base, address: '' }, 'address_required'],
        [{ ...base, network: 'BEP20' }, 'network_unknown'],
        [{ ...base, network: '' }, 'network_unknown'],
        [{ ...base, currency_id: 999 }, 'coin_unknown'],
        [{ ...base, currency_id: '' }, 'coin_unknown'],
        [{ ...base, name: '  ' }, 'address_name_required'],
        [{ currency_id: BTC, network: 'Bitcoin', name: 'n', address: 'bc1short' }, 'address_invalid'],
        [{ currency_id: BTC, network: 'Bitcoin', name: 'n', address: TRC20_ADDRESS }, 'address_invalid'],
        [{ currency_id: 5, network: 'Litecoin', name: 'n', address: BTC_ADDRESS }, 'address_invalid'],
        [{ currency_id: 6, network: 'Bitcoin Cash', name: 'n', address: 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6' }, 'address_invalid'],
      ];
      for (const [body, code] of cases) expectRefused(await post(t, 'user/wallet/save', token, body), code);

      const valid: Record<string, string | number>[] = [
        { currency_id: BTC, network: 'Bitcoin', name: 'legacy', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
        { currency_id: BTC, network: 'Bitcoin', name: 'p2sh', address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' },
        {
          currency_id: BTC,
          network: 'Bitcoin',
          name: 'taproot',
          address: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
        },
        { currency_id: 5, network: 'Litecoin', name: 'seg', address: 'ltc1qg82ffnvz5n9a3lp6gc5uwsyhvnhclmv9hdg8qn' },
        { currency_id: 5, network: 'Litecoin', name: 'legacy', address: 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9' },
        { currency_id: 6, network: 'Bitcoin Cash', name: 'cash', address: 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a' },
        { currency_id: 2, network: 'ERC20', name: 'eth', address: ERC20_ADDRESS.toLowerCase() },
      ];
      for (const body of valid) expect((await post(t, 'user/wallet/save', token, body)).body).toMatchObject({ type: 'ok' });
    });

    it('deletes only the caller’s own address book entries', async () => {
      const t = ctx();
      const owner = await newUser(t);
      const entry = await saveAddress(t, owner.token, { currency_id: USDT, network: 'TRC20', name: 'mine', address: TRC20_ADDRESS });
      const intruder = await newUser(t);
      expectRefused(await post(t, 'user/wallet/delete', intruder.token, { id: entry.id }), 'record_not_found');
      expectRefused(await post(t, 'user/wallet/delete', owner.token, { id: 999_999 }), 'record_not_found');
      expect((await t.call<Address[]>('user/wallet/list', { token: owner.token })).body.message).toHaveLength(1);

      expect((await post(t, 'user/wallet/delete', owner.token, { id: entry.id })).body.type).toBe('ok');
      expect((await t.call<Address[]>('user/wallet/list', { token: owner.token })).body.message).toEqual([]);
      expectRefused(await post(t, 'user/wallet/delete', owner.token, { id: entry.id }), 'record_not_found');
    });

    it('saves bank cards only with every field filled and no special characters, and shows each user only their own', async () => {
      const t = ctx();
      const user = await newUser(t);
      const card = {
        holder_name: 'Li Wei',
        account_number: '6222 0202 0000 1234',
        bank_name: 'ICBC',
        branch: 'Pudong Branch',
        currency: 'cny',
      };
      expect((await post(t, 'user/cash_info', user.token)).body).toEqual({ type: 'ok', message: null });
      for (const field of Object.keys(card)) {
        expectRefused(await post(t, 'user/cash_save', user.token, { ...card, [field]: undefined }), 'bank_field_required');
        expectRefused(await post(t, 'user/cash_save', user.token, { ...card, [field]: '   ' }), 'bank_field_required');
      }
      expectRefused(await post(t, 'user/cash_save', user.token, { ...card, holder_name: 'Li <Wei>' }), 'special_characters');
      expectRefused(await post(t, 'user/cash_save', user.token, { ...card, account_number: '6222;0202' }), 'special_characters');
      expectRefused(await post(t, 'user/cash_save', user.token, { ...card, currency: 'XYZ' }), 'fiat_unknown');

      const saved = await post<{ id: number }>(t, 'user/cash_save', user.token, { ...card, holder_name: '  Li Wei  ' });
      expect(saved.body.type).toBe('ok');
      const info = await post(t, 'user/cash_info', user.token);
      expect(info.body.message).toMatchObject({ ...card, currency: 'CNY', holder_name: 'Li Wei' });
      const changed = await post<{ id: number }>(t, 'user/cash_save', user.token, { ...card, branch: 'Xuhui Branch' });
      expect(changed.body.message.id).toBe(saved.body.message.id);
      expect((await post(t, 'user/cash_info', user.token)).body.message).toMatchObject({ branch: 'Xuhui Branch' });

      const international = {
        aba_number: '021000021',
        holder_name: 'Anna Schmidt',
        account_number: 'DE89 3704 0044 0532 0130 00',
        province_city: 'Berlin',
        bank_name: 'Deutsche Bank',
        branch: 'Mitte',
        swift_code: 'deutdeff',
        phone: '+49 30 1234567',
        holder_address: 'Unter den Linden 1, 10117 Berlin',
      };
      for (const field of Object.keys(international)) {
        expectRefused(await post(t, 'user/cash_save_international', user.token, { ...international, [field]: '' }), 'bank_field_required');
      }
      expect((await post(t, 'user/cash_save_international', user.token, international)).body.type).toBe('ok');
      expect((await post(t, 'user/cash_info_international', user.token)).body.message).toMatchObject({
        ...international,
        swift_code: 'DEUTDEFF',
      });

      const other = await newUser(t);
      expect((await post(t, 'user/cash_info', other.token)).body.message).toBeNull();
      expect((await post(t, 'user/cash_info_international', other.token)).body.message).toBeNull();
    });

    it('sets the pay password only with the code sent to the user’s own email, and locks after repeated wrong tries', async () => {
      const t = ctx();
      const user = await newUser(t);
      expect((await t.call('safe/pay_password_state', { token: user.token })).body.message).toEqual({ set: false });
      const request = { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code: '000000' };
      expectRefused(await post(t, 'safe/pay_password', user.token, request), 'code_expired');

      // A code to someone else's address is refused for this scene.
      const other = await newUser(t);
      expectRefused(await post(t, 'sms_mail', user.token, { user_string: other.email, scene: 'pay_password' }), 'scene_invalid');

      expect((await post(t, 'sms_mail', user.token, { user_string: user.email, scene: 'pay_password' })).body.type).toBe('ok');
      const code = await lastCodeSentTo(t, user.email);
      const wrongCode = code === '111111' ? '222222' : '111111';
      expectRefused(await post(t, 'safe/pay_password', user.token, { ...request, code: wrongCode }), 'code_wrong');
      expectRefused(
        await post(t, 'safe/pay_password', user.token, { ...request, code, password: '12345', re_password: '12345' }),
        'pay_password_invalid',
      );
      expectRefused(
        await post(t, 'safe/pay_password', user.token, { ...request, code, password: 'abcdef', re_password: 'abcdef' }),
        'pay_password_invalid',
      );
      expectRefused(await post(t, 'safe/pay_password', user.token, { ...request, code, re_password: '999999' }), 'passwords_mismatch');
      expect((await post(t, 'safe/pay_password', user.token, { ...request, code })).body.type).toBe('ok');
      expect((await t.call('safe/pay_password_state', { token: user.token })).body.message).toEqual({ set: true });
      const row = await t.db.selectFrom('users').select('pay_password_hash').where('id', '=', user.userId).executeTakeFirstOrThrow();
      expect(row.pay_password_hash).toMatch(/^\$argon2id\$/);
      // The code is spent.
      expectRefused(await post(t, 'safe/pay_password', user.token, { ...request, code }), 'code_expired');

      await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: change, amountAtoms: toAtoms('50') });
      const entry = await saveAddress(t, user.token, { currency_id: USDT, network: 'TRC20', name: 'main', address: TRC20_ADDRESS });
      const attempt = (payPassword: string) =>
        withdraw(t, user.token, { currency_id: USDT, address_id: entry.id, amount: '20', pay_password: payPassword });
      for (let i = 0; i < 5; i += 1) expectRefused(await attempt('111111'), 'pay_password_wrong');
      const locked = await attempt(PAY_PASSWORD);
      expectRefused(locked, 'pay_password_locked');
      expect(locked.body.message).toMatch(/try again in (2\d|30) seconds/);
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '50', frozen: '0' });

      t.clock.advance(31_000);
      expect((await attempt(PAY_PASSWORD)).body.type).toBe('ok');
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '30', frozen: '20' });
    });

    it('checks at most 5 of 20 wrong pay passwords sent at the same instant; the rest wait', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: USDT, amount: '50' });
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          withdraw(t, user.token, { currency_id: USDT, address_id: user.addressId, amount: '20', pay_password: '000000' }),
        ),
      );
      const codes = replies.map((reply) => reply.body.code);
      expect(codes.filter((code) => code === 'pay_password_wrong').length).toBeLessThanOrEqual(5);
      expect(codes.filter((code) => code !== 'pay_password_wrong')).toEqual(
        Array(20 - codes.filter((code) => code === 'pay_password_wrong').length).fill('pay_password_locked'),
      );
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '50', frozen: '0' });
    });

    it('refuses a withdrawal below the minimum, not above the fee, beyond the balance, or without what it needs', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: USDT, amount: '50' });
      const usdt = { currency_id: USDT, address_id: user.addressId };

      const below = await withdraw(t, user.token, { ...usdt, amount: '9.99' });
      expectRefused(below, 'withdraw_below_minimum');
      expect(below.body.message).toBe('The minimum withdrawal is 10 USDT');
      expectRefused(await withdraw(t, user.token, { ...usdt, amount: '60' }), 'insufficient_balance');
      expectRefused(await withdraw(t, user.token, { ...usdt, amount: '0' }), 'amount_invalid');
      expectRefused(await withdraw(t, user.token, { ...usdt, amount: '10', pay_password: '' }), 'pay_password_required');

      // A coin whose fee is above its minimum: an amount between them would receive nothing.
      await t.db
        .updateTable('coin_rules')
        .set({ withdraw_min_atoms: toAtoms('1'), withdraw_fee_atoms: toAtoms('2') })
        .where('currency_id', '=', USDC)
        .execute();
      forgetCachedCoins(t.db);
      try {
        const usdcEntry = await saveAddress(t, user.token, { currency_id: USDC, network: 'ERC20', name: 'usdc', address: ERC20_ADDRESS });
        const fee = await withdraw(t, user.token, { currency_id: USDC, address_id: usdcEntry.id, amount: '2' });
        expectRefused(fee, 'withdraw_fee_exceeds_amount');
        expect(fee.body.message).toBe('The amount must be larger than the fee of 2 USDC');
      } finally {
        await t.db
          .updateTable('coin_rules')
          .set({ withdraw_min_atoms: toAtoms('10'), withdraw_fee_atoms: toAtoms('1') })
          .where('currency_id', '=', USDC)
          .execute();
        forgetCachedCoins(t.db);
      }

      const other = await newUser(t);
      const theirs = await saveAddress(t, other.token, {
        currency_id: USDT,
        network: 'TRC20',
        name: 'theirs',
        address: OTHER_TRC20_ADDRESS,
      });
      expectRefused(await withdraw(t, user.token, { ...usdt, address_id: theirs.id, amount: '10' }), 'address_not_found');
      expectRefused(await withdraw(t, user.token, { ...usdt, address_id: undefined, amount: '10' }), 'address_not_found');
      expectRefused(await withdraw(t, user.token, { ...usdt, address_id: 999_999, amount: '10' }), 'address_not_found');
      const btcEntry = await saveAddress(t, user.token, { currency_id: BTC, network: 'Bitcoin', name: 'btc', address: BTC_ADDRESS });
      expectRefused(await withdraw(t, user.token, { ...usdt, address_id: btcEntry.id, amount: '10' }), 'address_not_found');

      const noPassword = await newUser(t);
      const entry = await saveAddress(t, noPassword.token, { currency_id: USDT, network: 'TRC20', name: 'main', address: TRC20_ADDRESS });
      expectRefused(await withdraw(t, noPassword.token, { currency_id: USDT, address_id: entry.id, amount: '10' }), 'pay_password_not_set');

      expectRefused(await withdraw(t, user.token, { kind: 'bank', currency_id: USDT, amount: '10' }), 'bank_card_required');

      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '50', frozen: '0' });
      expect((await records(t, user.token)).total).toBe(0);
    });

    it('freezes the amount on request; approval pays it out, rejection returns it, and a second review is refused', async () => {
      const t = ctx();
      const admin = await loginAdmin(t);
      const user = await withdrawer(t, { coinId: USDT, amount: '100' });
      const inTransitBefore = await platformAvailable(t, PLATFORM_ACCOUNT.withdrawalsInTransit, USDT);
      const feesBefore = await platformAvailable(t, PLATFORM_ACCOUNT.fees, USDT);

      const first = await withdraw(t, user.token, { currency_id: USDT, address_id: user.addressId, amount: '30' });
      expect(first.body.type).toBe('ok');
      expect(first.body.message).toMatchObject({
        kind: 'chain',
        currency_id: USDT,
        amount: '30',
        fee: '1',
        received: '29',
        status: 'review',
      });
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '70', frozen: '30' });
      const listed = await records(t, user.token);
      expect(listed.data[0]).toMatchObject({
        id: first.body.message.id,
        status: 'review',
        network: 'TRC20',
        address: TRC20_ADDRESS,
        reviewed_at: null,
      });

      const queue = await t.call<{ data: { id: number; user_email: string; status: string; bank: unknown; value_btc: string }[] }>(
        'admin/withdrawals',
        {
          token: admin,
          body: { status: 'review' },
        },
      );
      const queued = queue.body.message.data.find((row) => row.id === first.body.message.id);
      expect(queued).toMatchObject({ user_email: user.email, status: 'review', bank: null });
      expect(toAtoms(queued?.value_btc ?? '0')).toBeGreaterThan(0n);

      expectRefused(await post(t, 'admin/withdrawals/approve', user.token, { id: first.body.message.id, tx_ref: 'x' }), 'admin_only');
      expectRefused(await post(t, 'admin/withdrawals/approve', admin, { id: first.body.message.id, tx_ref: ' ' }), 'parameter_error');
      expect((await post(t, 'admin/withdrawals/approve', admin, { id: first.body.message.id, tx_ref: '0xabc123' })).body.type).toBe('ok');
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '70', frozen: '0' });
      expect(await platformAvailable(t, PLATFORM_ACCOUNT.withdrawalsInTransit, USDT)).toBe(inTransitBefore + toAtoms('29'));
      expect(await platformAvailable(t, PLATFORM_ACCOUNT.fees, USDT)).toBe(feesBefore + toAtoms('1'));
      expect((await records(t, user.token)).data[0]).toMatchObject({ status: 'success', tx_ref: '0xabc123' });
      expectRefused(
        await post(t, 'admin/withdrawals/approve', admin, { id: first.body.message.id, tx_ref: '0xabc123' }),
        'record_already_reviewed',
      );
      expectRefused(
        await post(t, 'admin/withdrawals/reject', admin, { id: first.body.message.id, reason: 'late' }),
        'record_already_reviewed',
      );
      expectRefused(await post(t, 'admin/withdrawals/approve', admin, { id: 999_999, tx_ref: 'x' }), 'record_not_found');

      const second = await withdraw(t, user.token, { currency_id: USDT, address_id: user.addressId, amount: '20' });
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '50', frozen: '20' });
      expectRefused(await post(t, 'admin/withdrawals/reject', admin, { id: second.body.message.id, reason: '' }), 'reject_reason_required');
      expect((await post(t, 'admin/withdrawals/reject', admin, { id: second.body.message.id, reason: 'Address flagged' })).body.type).toBe(
        'ok',
      );
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '70', frozen: '0' });
      expect((await records(t, user.token)).data[0]).toMatchObject({
        id: second.body.message.id,
        status: 'rejected',
        reason: 'Address flagged',
      });
      expectRefused(
        await post(t, 'admin/withdrawals/approve', admin, { id: second.body.message.id, tx_ref: 'x' }),
        'record_already_reviewed',
      );

      const audit = await t.db.selectFrom('audit_log').select(['action', 'target_id']).where('target_type', '=', 'withdrawal').execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'withdrawal.approve', target_id: String(first.body.message.id) },
          { action: 'withdrawal.reject', target_id: String(second.body.message.id) },
        ]),
      );
      expect(audit.filter((line) => [String(first.body.message.id), String(second.body.message.id)].includes(line.target_id))).toHaveLength(
        2,
      );
    });

    it('keeps a withdrawal’s own copy of its address when the entry is deleted from the book while under review', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: USDT, amount: '40' });
      const pending = await withdraw(t, user.token, { currency_id: USDT, address_id: user.addressId, amount: '15' });
      expect(pending.body.type).toBe('ok');
      expect((await post(t, 'user/wallet/delete', user.token, { id: user.addressId })).body.type).toBe('ok');
      expect((await records(t, user.token)).data[0]).toMatchObject({
        id: pending.body.message.id,
        address: TRC20_ADDRESS,
        status: 'review',
      });
      expectRefused(await withdraw(t, user.token, { currency_id: USDT, address_id: user.addressId, amount: '15' }), 'address_not_found');
      const admin = await loginAdmin(t);
      expect((await post(t, 'admin/withdrawals/approve', admin, { id: pending.body.message.id, tx_ref: 'tx-1' })).body.type).toBe('ok');
    });

    it('pays a bank withdrawal in USDT out of the legal account to the user’s bank card', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: USDT, accountType: legal, amount: '80' });
      const card = { holder_name: 'Li Wei', account_number: '6222020200001234', bank_name: 'ICBC', branch: 'Pudong', currency: 'CNY' };
      expect((await post(t, 'user/cash_save', user.token, card)).body.type).toBe('ok');
      expectRefused(await withdraw(t, user.token, { kind: 'bank', currency_id: BTC, amount: '10' }), 'parameter_error');
      const out = await withdraw(t, user.token, { kind: 'bank', currency_id: USDT, amount: '25' });
      expect(out.body.message).toMatchObject({ kind: 'bank', currency_id: USDT, amount: '25', received: '24' });
      expect(await balanceOf(t, user.userId, USDT, legal)).toEqual({ available: '55', frozen: '25' });

      const admin = await loginAdmin(t);
      const queue = await t.call<{ data: { id: number; bank: unknown }[] }>('admin/withdrawals', {
        token: admin,
        body: { status: 'review', limit: 100 },
      });
      expect(queue.body.message.data.find((row) => row.id === out.body.message.id)?.bank).toEqual({
        holder_name: 'Li Wei',
        account_number: '6222020200001234',
        bank_name: 'ICBC',
      });
      expect((await post(t, 'admin/withdrawals/approve', admin, { id: out.body.message.id, tx_ref: 'SWIFT-REF-1' })).body.type).toBe('ok');
      expect(await balanceOf(t, user.userId, USDT, legal)).toEqual({ available: '55', frozen: '0' });
    });

    it('answers a retried request with the same withdrawal and freezes the amount once', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: USDT, amount: '100' });
      const body = { currency_id: USDT, address_id: user.addressId, amount: '12' };
      const headers = { 'idempotency-key': `withdraw-${user.userId}-retry` };
      const first = await withdraw(t, user.token, body, headers);
      const retry = await withdraw(t, user.token, body, headers);
      expect(first.body.type).toBe('ok');
      expect(retry.body.message).toEqual(first.body.message);
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '88', frozen: '12' });
      expect((await records(t, user.token)).total).toBe(1);
      expectRefused(await withdraw(t, user.token, { ...body, amount: '13' }, headers), 'idempotency_key_reused');
    });

    it('holds the 24 h limit of the user’s tier and frees it 24 h later', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: BTC, amount: '250' });
      const btc = { currency_id: BTC, address_id: user.addressId };
      const info = await post<Record<string, unknown>>(t, 'wallet/get_info', user.token, { currency_id: BTC });
      expect(info.body.message).toMatchObject({
        currency_name: 'BTC',
        networks: ['Bitcoin'],
        available: '250',
        withdraw_min: '0.001',
        withdraw_fee: '0.0002',
        tier: 'basic',
        limit_24h_btc: '200',
        used_24h_btc: '0',
        remaining_24h_btc: '200',
        limit_24h_coin: '200',
        used_24h_coin: '0',
        remaining_24h_coin: '200',
        pay_password_set: true,
        bank_card_set: false,
      });

      expect((await withdraw(t, user.token, { ...btc, amount: '150' })).body.type).toBe('ok');
      expect((await withdraw(t, user.token, { ...btc, amount: '50' })).body.type).toBe('ok');
      const over = await withdraw(t, user.token, { ...btc, amount: '0.01' });
      expectRefused(over, 'withdraw_limit_exceeded');
      expect(over.body.message).toBe('This exceeds your 24-hour withdrawal limit of 200 BTC (0 BTC left)');
      expect((await post(t, 'wallet/get_info', user.token, { currency_id: BTC })).body.message).toMatchObject({
        used_24h_btc: '200',
        remaining_24h_btc: '0',
      });

      // A rejected withdrawal no longer counts against the limit.
      const admin = await loginAdmin(t);
      const listed = await records(t, user.token);
      const fifty = listed.data.find((row) => row.amount === '50');
      expect((await post(t, 'admin/withdrawals/reject', admin, { id: fifty?.id, reason: 'Split it please' })).body.type).toBe('ok');
      expect((await post(t, 'wallet/get_info', user.token, { currency_id: BTC })).body.message).toMatchObject({ remaining_24h_btc: '50' });
      expectRefused(await withdraw(t, user.token, { ...btc, amount: '50.001' }), 'withdraw_limit_exceeded');
      expect((await withdraw(t, user.token, { ...btc, amount: '50' })).body.type).toBe('ok');

      t.clock.advance(DAY_MS);
      expect((await withdraw(t, user.token, { ...btc, amount: '0.01' })).body.type).toBe('ok');

      // Advanced verification: 500 BTC.
      await verifyIdentity(t, user.userId, 2);
      expect((await post(t, 'wallet/get_info', user.token, { currency_id: BTC })).body.message).toMatchObject({
        tier: 'advanced',
        limit_24h_btc: '500',
      });
      expect(await balanceOf(t, user.userId, BTC, change)).toEqual({ available: '49.99', frozen: '200.01' });
    });

    it('answers the 24 h limit in the form’s coin too, at the recorded prices', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: BTC, amount: '20' });
      expect((await withdraw(t, user.token, { currency_id: BTC, address_id: user.addressId, amount: '10' })).body.type).toBe('ok');
      const btcPrice = (await usdtPriceOf(t.db, BTC)).usdtAtoms;
      const inUsdt = (btc: string) => fromAtoms((toAtoms(btc) * btcPrice) / ATOMS_PER_UNIT);
      const usdt = await post<Record<string, unknown>>(t, 'wallet/get_info', user.token, { currency_id: USDT });
      expect(usdt.body.message).toMatchObject({
        currency_name: 'USDT',
        limit_24h_btc: '200',
        used_24h_btc: '10',
        remaining_24h_btc: '190',
        limit_24h_coin: inUsdt('200'),
        used_24h_coin: inUsdt('10'),
        remaining_24h_coin: inUsdt('190'),
      });
      // An unverified user has no limit to show, in any coin.
      const { token } = await registerUser(t);
      expect((await post(t, 'wallet/get_info', token, { currency_id: USDT })).body.message).toMatchObject({
        tier: null,
        limit_24h_coin: '0',
        remaining_24h_coin: '0',
      });
    });

    it('lets exactly as many of 50 concurrent withdrawals through as the balance covers, and none goes negative', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: USDT, amount: '100' });
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          withdraw(
            t,
            user.token,
            { currency_id: USDT, address_id: user.addressId, amount: '10' },
            { 'idempotency-key': `race-${user.userId}-${i}` },
          ),
        ),
      );
      const codes = replies.map((reply) => (reply.body.type === 'ok' ? 'ok' : reply.body.code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
      expect(codes.filter((code) => code !== 'ok')).toEqual(Array(40).fill('insufficient_balance'));
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '0', frozen: '100' });
      const listed = await records(t, user.token);
      expect(listed.total).toBe(10);
      expect(new Set(listed.data.map((row) => row.id))).toEqual(
        new Set(replies.filter((r) => r.body.type === 'ok').map((r) => r.body.message.id)),
      );
    });

    it('lets exactly the affordable ones of 50 concurrent withdrawals and transfers through, out of one balance', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: USDT, amount: '100' });
      // Interleaved: 25 withdrawals and 25 transfers to the contract account, 10 USDT each, 500 asked of 100.
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? withdraw(t, user.token, { currency_id: USDT, address_id: user.addressId, amount: '10' })
            : post(t, 'user/Transfer', user.token, { currency_id: USDT, number: '10', from_field: change, to_field: 3 }),
        ),
      );
      const codes = replies.map((reply) => (reply.body.type === 'ok' ? 'ok' : reply.body.code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
      expect(codes.filter((code) => code !== 'ok')).toEqual(Array(40).fill('insufficient_balance'));
      const withdrawn = replies.filter((reply, i) => i % 2 === 0 && reply.body.type === 'ok').length;
      const transferred = 10 - withdrawn;
      expect(await balanceOf(t, user.userId, USDT, change)).toEqual({ available: '0', frozen: String(withdrawn * 10) });
      expect(await balanceOf(t, user.userId, USDT, 3)).toEqual({ available: String(transferred * 10), frozen: '0' });
    });

    it('never lets 50 concurrent withdrawals in two coins exceed the 24 h limit together', async () => {
      const t = ctx();
      const user = await withdrawer(t, { coinId: BTC, amount: '1000' });
      // USDT worth about 6 BTC at the current price, in whole USDT.
      const btcPrice = (await usdtPriceOf(t.db, BTC)).usdtAtoms;
      const usdtAmountAtoms = ((6n * btcPrice) / ATOMS_PER_UNIT) * ATOMS_PER_UNIT;
      await creditDeposit(t, { userId: user.userId, coinId: USDT, accountType: change, amountAtoms: 25n * usdtAmountAtoms });
      const usdtEntry = await saveAddress(t, user.token, { currency_id: USDT, network: 'ERC20', name: 'usdt', address: ERC20_ADDRESS });

      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? withdraw(t, user.token, { currency_id: BTC, address_id: user.addressId, amount: '10' })
            : withdraw(t, user.token, { currency_id: USDT, address_id: usdtEntry.id, amount: fromAtoms(usdtAmountAtoms) }),
        ),
      );
      const refused = replies.filter((reply) => reply.body.type !== 'ok');
      expect(refused.map((reply) => reply.body.code)).toEqual(Array(refused.length).fill('withdraw_limit_exceeded'));
      const rows = await t.db
        .selectFrom('withdrawals')
        .select(['value_btc_atoms', 'currency_id', 'price_tick_seq'])
        .where('user_id', '=', user.userId)
        .execute();
      expect(rows).toHaveLength(50 - refused.length);
      const usedAtoms = rows.reduce((sum, row) => sum + row.value_btc_atoms, 0n);
      expect(usedAtoms).toBeLessThanOrEqual(toAtoms('200'));
      // Filled as far as the limit allows: what is left is less than the smallest request (about 6 BTC).
      expect(toAtoms('200') - usedAtoms).toBeLessThan(toAtoms('5.5'));
      for (const row of rows) expect(row.price_tick_seq === null).toBe(row.currency_id === BTC);
      const btcFrozen = rows.filter((row) => row.currency_id === BTC).length * 10;
      expect((await balanceOf(t, user.userId, BTC, change)).frozen).toBe(String(btcFrozen));
    });
  },
  { codeSendsPerMinute: 1000, passwordCallsPerMinute: 1000, apiCallsPerMinute: 100_000 },
);
