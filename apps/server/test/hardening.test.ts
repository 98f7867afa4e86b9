// Proves the red-team findings stay fixed, on both databases: an amount or price too large for the
// BIGINT atoms columns is refused with the field's own translated error (never a 500); ids, lots,
// multiples and seconds are read only from digit strings or JSON integers, so `true`, '0x10',
// '1e1', ['3'], 1.5, -1 and ' 3' move no money; bidi controls never reach a nickname, signature,
// address book entry or support message; and an uploaded file is served sandboxed.
import { expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { BIDI_CONTROLS } from '@platform/shared/text-rules';
import { AMOUNT_MAX } from '@platform/shared/schemas/fields';
import type { TUser } from '@platform/shared/schemas/account';
import type { TAddress } from '@platform/shared/schemas/withdraw';
import type { TSupportMessagesResponse } from '@platform/shared/schemas/support';
import { balancesOf } from '../src/ledger/ledger.ts';
import { describeEachDialect, type TestApp } from './harness.ts';
import { creditDeposit, lastCodeSentTo, pushPrices, registerUser, uploadImage, userIdOf, verifyIdentity } from './helpers.ts';

const BTC = 1;
const USDT = 3;
const { legal, change, lever, micro } = ACCOUNT_TYPE;
const PAY_PASSWORD = '246810';
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** The first whole amount whose atoms (1e-8) no longer fit a BIGINT (2^63 - 1 atoms). */
const TOO_LARGE = '92233720369';
const OVERRIDES = {
  marketFeed: 'manual',
  codeSendsPerMinute: 10_000,
  passwordCallsPerMinute: 10_000,
  apiCallsPerMinute: 100_000,
} as const;

type Answer = { status: number; body: { type: unknown; message: unknown; code?: string } };

/** POSTs a JSON body as it is (booleans, arrays, numbers), which the harness's form helper cannot. */
async function postJson(t: TestApp, apiPath: string, token: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}/api/${apiPath}?lang=en`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

function postForm(t: TestApp, apiPath: string, token: string, body: Record<string, string | number>): Promise<Answer> {
  return t.call(apiPath, { method: 'POST', token, lang: 'en', body });
}

/** A refusal with `code`, as an envelope error (status 200), never a server failure. */
function expectRefused(answer: Answer, code: string, what: string) {
  expect({ status: answer.status, type: answer.body.type, code: answer.body.code }, what).toEqual({ status: 200, type: 'error', code });
}

async function newUser(t: TestApp, funds: { coinId: number; accountType: 1 | 2 | 3 | 4; amount: string }[] = []) {
  const { email, token } = await registerUser(t);
  const userId = await userIdOf(t, email);
  for (const fund of funds)
    await creditDeposit(t, { userId, coinId: fund.coinId, accountType: fund.accountType, amountAtoms: toAtoms(fund.amount) });
  return { email, token, userId };
}

/** Every balance of the user, to prove a refused call moved nothing. */
async function snapshot(t: TestApp, userId: number) {
  return (await balancesOf(t.db, userId)).map((row) => `${row.coinId}/${row.accountType}: ${row.availableAtoms}+${row.frozenAtoms}`).sort();
}

async function setPayPassword(t: TestApp, user: { email: string; token: string }) {
  expect((await postForm(t, 'sms_mail', user.token, { user_string: user.email, scene: 'pay_password' })).body.type).toBe('ok');
  const code = await lastCodeSentTo(t, user.email);
  const saved = await postForm(t, 'safe/pay_password', user.token, { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code });
  expect(saved.body.type).toBe('ok');
}

/** Values a lenient number parser reads as a number though no client means one. */
const JSON_NOT_INTEGERS: unknown[] = [true, '0x10', '1e1', ['3'], 1.5, -1, '', null, '3.0', 1e21];
const FORM_NOT_INTEGERS = ['0x10', '1e1', ' 3', '3 ', '+3', '1.5', '-1', '99999999999'];

describeEachDialect(
  'hardening',
  (ctx) => {
    it('refuses amounts and prices too large for the database with the field error, on every money-moving call', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const user = await newUser(t, [
        { coinId: USDT, accountType: change, amount: '1000' },
        { coinId: BTC, accountType: change, amount: '1' },
        { coinId: USDT, accountType: lever, amount: '1000' },
        { coinId: USDT, accountType: micro, amount: '1000' },
      ]);
      await verifyIdentity(t, user.userId, 1);
      await setPayPassword(t, user);
      const before = await snapshot(t, user.userId);
      const calls: [string, Record<string, string | number>, string][] = [
        ['user/Transfer', { currency_id: USDT, number: TOO_LARGE, from_field: change, to_field: legal }, 'amount_invalid'],
        ['user/getTransferFee', { currency_id: USDT, number: TOO_LARGE, from_field: change, to_field: legal }, 'amount_invalid'],
        ['wallet/change_quote', { from_currency_id: USDT, to_currency_id: BTC, number: TOO_LARGE }, 'amount_invalid'],
        ['wallet/change', { from_currency_id: USDT, to_currency_id: BTC, number: TOO_LARGE, rate: '0.00001' }, 'amount_invalid'],
        ['wallet/change', { from_currency_id: USDT, to_currency_id: BTC, number: '1', rate: TOO_LARGE }, 'amount_invalid'],
        ['coin/trade', { symbol: 'BTC/USDT', type: 'sell', order_type: 'limit', target_price: '1', amount: TOO_LARGE }, 'quantity_invalid'],
        ['coin/trade', { symbol: 'BTC/USDT', type: 'buy', order_type: 'market', amount: TOO_LARGE }, 'quantity_invalid'],
        ['coin/trade', { symbol: 'BTC/USDT', type: 'buy', order_type: 'limit', target_price: TOO_LARGE, amount: '1' }, 'price_invalid'],
        [
          'lever/submit',
          { symbol: 'BTC/USDT', type: 'long', order_type: 'limit', price: TOO_LARGE, lots: 1, multiple: 10 },
          'price_invalid',
        ],
        ['lever/submit', { symbol: 'BTC/USDT', type: 'long', lots: 1, multiple: 10, target_profit_price: TOO_LARGE }, 'price_invalid'],
        ['lever/submit', { symbol: 'BTC/USDT', type: 'short', lots: 1, multiple: 10, stop_loss_price: TOO_LARGE }, 'price_invalid'],
        ['microtrade/submit', { match_id: 1, currency_id: USDT, type: 'up', seconds: 60, number: TOO_LARGE }, 'amount_invalid'],
        ['wallet/out', { currency_id: USDT, address_id: 1, amount: TOO_LARGE, pay_password: PAY_PASSWORD }, 'amount_invalid'],
        ['wallet/charge_req', { currency_id: USDT, amount: TOO_LARGE, voucher: 'x' }, 'amount_invalid'],
      ];
      for (const [apiPath, body, code] of calls) {
        const what = `${apiPath} ${JSON.stringify(body)}`;
        const form = await postForm(t, apiPath, user.token, body);
        expectRefused(form, code, `${what} (form)`);
        expect(form.body.message, what).not.toBe(code); // translated, not the bare key
        expectRefused(await postJson(t, apiPath, user.token, body), code, `${what} (JSON)`);
      }
      expect(await snapshot(t, user.userId)).toEqual(before);

      // A limit order's total (price x amount) is bounded too: each may be valid and their product not.
      for (const type of ['buy', 'sell']) {
        const order = { symbol: 'BTC/USDT', type, order_type: 'limit', target_price: '90000', amount: AMOUNT_MAX };
        expectRefused(await postForm(t, 'coin/trade', user.token, order), 'amount_invalid', `${type} total`);
      }
      // The largest amount or price accepted is answered by the call's own rules, never by a failure of the database.
      for (const [apiPath, body] of calls) {
        const largest = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, value === TOO_LARGE ? AMOUNT_MAX : value]));
        const answer = await postForm(t, apiPath, user.token, largest);
        expect({ status: answer.status, code: answer.body.code }, `${apiPath} ${JSON.stringify(largest)}`).not.toMatchObject({
          code: 'internal_error',
        });
        expect(answer.status).toBe(200);
      }
      expectRefused(
        await postForm(t, 'user/Transfer', user.token, { currency_id: USDT, number: AMOUNT_MAX, from_field: change, to_field: legal }),
        'insufficient_balance',
        'the largest transfer',
      );
    });

    it('reads account types, ids, lots, multiples and seconds only from digit strings or JSON integers', async () => {
      const t = ctx();
      await pushPrices(t, { 'BTC/USDT': '90000' });
      const user = await newUser(t, [
        { coinId: USDT, accountType: change, amount: '1000' },
        { coinId: USDT, accountType: lever, amount: '1000' },
        { coinId: USDT, accountType: micro, amount: '1000' },
      ]);
      await verifyIdentity(t, user.userId, 1);
      await setPayPassword(t, user);
      const saved = await postForm(t, 'user/wallet/save', user.token, {
        currency_id: USDT,
        network: 'TRC20',
        name: 'main',
        address: TRC20_ADDRESS,
      });
      expect(saved.body.type).toBe('ok');
      const before = await snapshot(t, user.userId);

      const transfer = { currency_id: USDT, number: '10', from_field: change, to_field: legal };
      const contract = { symbol: 'BTC/USDT', type: 'long', lots: 1, multiple: 10 };
      const option = { match_id: 1, currency_id: USDT, type: 'up', seconds: 60, number: '10' };
      const withdrawal = { currency_id: USDT, address_id: (saved.body.message as TAddress).id, amount: '10', pay_password: PAY_PASSWORD };
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['user/Transfer', transfer, 'to_field', 'account_type_unknown'],
        ['user/Transfer', transfer, 'from_field', 'account_type_unknown'],
        ['user/Transfer', transfer, 'currency_id', 'coin_unknown'],
        ['lever/submit', contract, 'lots', 'lots_invalid'],
        ['lever/submit', contract, 'multiple', 'leverage_invalid'],
        ['microtrade/submit', option, 'seconds', 'option_duration_invalid'],
        ['microtrade/submit', option, 'match_id', 'parameter_error'],
        ['wallet/out', withdrawal, 'address_id', 'parameter_error'],
        ['wallet/out', withdrawal, 'currency_id', 'coin_unknown'],
        ['coin/cancelTrade', { id: 1 }, 'id', 'parameter_error'],
      ];
      for (const [apiPath, body, field, code] of cases) {
        for (const value of JSON_NOT_INTEGERS) {
          // An optional field sent empty or null means "not given": address_id's refusal is then the missing address.
          if ((value === '' || value === null) && field === 'address_id') continue;
          const answer = await postJson(t, apiPath, user.token, { ...body, [field]: value });
          expectRefused(answer, code, `${apiPath} JSON ${field}=${JSON.stringify(value)}`);
        }
        for (const value of FORM_NOT_INTEGERS) {
          const answer = await postForm(t, apiPath, user.token, { ...(body as Record<string, string | number>), [field]: value });
          expectRefused(answer, code, `${apiPath} form ${field}=${JSON.stringify(value)}`);
        }
      }
      expect(await snapshot(t, user.userId)).toEqual(before);
      expect(await t.db.selectFrom('contract_positions').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
      expect(await t.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);

      // What clients really send still works: JSON integers and digit strings, form digit strings.
      expect((await postJson(t, 'user/Transfer', user.token, { ...transfer, to_field: 1, number: '1' })).body.type).toBe('ok');
      expect((await postJson(t, 'user/Transfer', user.token, { ...transfer, to_field: '1', number: '1' })).body.type).toBe('ok');
      expect((await postForm(t, 'user/Transfer', user.token, { ...transfer, to_field: '1', number: '1' })).body.type).toBe('ok');
      const opened = await postJson(t, 'lever/submit', user.token, { ...contract, lots: '2', multiple: 10 });
      expect(opened.body).toMatchObject({ type: 'ok', message: { lots: 2, multiple: 10 } });
    });

    it('keeps bidi controls out of nicknames, signatures, address book entries and support messages', async () => {
      const t = ctx();
      const user = await newUser(t);
      const hidden = BIDI_CONTROLS.join('');
      expect(BIDI_CONTROLS).toEqual([
        '\u202A',
        '\u202B',
        '\u202C',
        '\u202D',
        '\u202E',
        '\u2066',
        '\u2067',
        '\u2068',
        '\u2069',
        '\u200E',
        '\u200F',
        '\u061C',
      ]);
      const hasBidi = (text: string) => BIDI_CONTROLS.some((control) => text.includes(control));

      for (const control of BIDI_CONTROLS) {
        const nickname = await postForm(t, 'user/editNickname', user.token, { nickname: `Eve${control}gpj` });
        const signature = await postForm(t, 'user/editSignature', user.token, { signature: `hi ${control}txt.exe` });
        for (const answer of [nickname, signature]) expect(answer.status).toBe(200);
        const info = await t.call<TUser>('user/info', { token: user.token });
        expect(hasBidi(info.body.message.nickname), `nickname with U+${control.charCodeAt(0).toString(16)}`).toBe(false);
        expect(hasBidi(info.body.message.signature), `signature with U+${control.charCodeAt(0).toString(16)}`).toBe(false);
      }
      // Removed rather than refused: what is left is what the user sees.
      expect((await postForm(t, 'user/editNickname', user.token, { nickname: `Eve${hidden}gpj` })).body.type).toBe('ok');
      expect((await postJson(t, 'user/editSignature', user.token, { signature: `hi ${hidden}txt.exe` })).body.type).toBe('ok');
      const info = await t.call<TUser>('user/info', { token: user.token });
      expect(info.body.message).toMatchObject({ nickname: 'Evegpj', signature: 'hi txt.exe' });
      // Only controls: nothing is left, which is the empty field's refusal.
      expectRefused(await postForm(t, 'user/editNickname', user.token, { nickname: hidden }), 'nickname_required', 'nickname of controls');

      const entry = await postForm(t, 'user/wallet/save', user.token, {
        currency_id: USDT,
        network: 'TRC20',
        name: `main${hidden}`,
        address: TRC20_ADDRESS,
        remark: `for ${hidden}rent`,
      });
      expect(entry.body).toMatchObject({ type: 'ok', message: { name: 'main', remark: 'for rent' } });
      expectRefused(
        await postForm(t, 'user/wallet/save', user.token, { currency_id: USDT, network: 'TRC20', name: hidden, address: TRC20_ADDRESS }),
        'address_name_required',
        'address name of controls',
      );
      const book = await t.call<TAddress[]>('user/wallet/list', { token: user.token });
      for (const address of book.body.message) expect(hasBidi(address.name + address.remark)).toBe(false);

      const sent = await postJson(t, 'support/send', user.token, { body: `pay to ${hidden}321 ti` });
      expect(sent.body).toMatchObject({ type: 'ok', message: { body: 'pay to 321 ti' } });
      expectRefused(
        await postForm(t, 'support/send', user.token, { body: hidden }),
        'support_message_empty',
        'support message of controls',
      );
      const history = await t.call<TSupportMessagesResponse>('support/messages', { token: user.token });
      for (const message of history.body.message.data) expect(hasBidi(message.body)).toBe(false);
    });

    it('serves an uploaded file with a sandbox Content-Security-Policy, so it can never run as a page of the site', async () => {
      const t = ctx();
      const user = await newUser(t);
      const name = await uploadImage(t, user.token);
      const response = await fetch(`${t.baseUrl}/api/file/${name}`, { headers: { authorization: user.token } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      await response.arrayBuffer();

      const sent = await postForm(t, 'support/send', user.token, { image: name });
      expect(sent.body.type).toBe('ok');
      const image = await fetch(`${t.baseUrl}/api/support/image/${name}`, { headers: { authorization: user.token } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-security-policy')).toBe('sandbox');
      await image.arrayBuffer();
    });
  },
  OVERRIDES,
);
