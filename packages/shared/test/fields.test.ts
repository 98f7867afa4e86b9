// Proves the shared field builders and their use in the request schemas: whole numbers are read
// only from JSON integers and digit strings, every amount and price stops at AMOUNT_MAX with the
// field's own error, and each bidi control is removed from every free-text field others read.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BIDI_CONTROLS, hasBidiControl, stripBidiControls } from '../src/text-rules.ts';
import { AMOUNT_MAX, ID_MAX, wholeNumberOf, zPositiveAmount, zWhole } from '../src/schemas/fields.ts';
import { ZTransferRequest, ZConversionRequest, ZTransferFeeRequest } from '../src/schemas/wallet.ts';
import { ZCoinTradeRequest, ZCoinCancelRequest } from '../src/schemas/spot.ts';
import { ZLeverSubmitRequest, ZLeverSetStopRequest } from '../src/schemas/contract.ts';
import { ZMicrotradeSubmitRequest } from '../src/schemas/option.ts';
import { ZAddressSaveRequest, ZWithdrawRequest } from '../src/schemas/withdraw.ts';
import { ZChargeRequest, ZOtcRechargeRequest } from '../src/schemas/deposit.ts';
import { ZAdminDepositApproveRequest } from '../src/schemas/admin.ts';
import { ZEditNicknameRequest, ZEditSignatureRequest } from '../src/schemas/profile.ts';
import { ZAdminSupportSendRequest, ZSupportSendRequest } from '../src/schemas/support.ts';
import { ZTimesharRequest } from '../src/schemas/market.ts';
import { ZMarketTicksRequest } from '../src/schemas/fair.ts';
import { ZPageRequest } from '../src/schemas/common.ts';

/** The first issue's message (a text key), or 'ok'. */
function answerOf(schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  return parsed.success ? 'ok' : (parsed.error.issues[0]?.message ?? '');
}

describe('whole numbers', () => {
  it('reads JSON integers and digit strings, and nothing else', () => {
    expect([3, '3', '007', 0, -1, '0'].map(wholeNumberOf)).toEqual([3, 3, 7, 0, -1, 0]);
    for (const value of [
      true,
      false,
      null,
      undefined,
      '',
      ' 3',
      '3 ',
      '+3',
      '-1',
      '0x10',
      '1e1',
      '3.0',
      '1.5',
      1.5,
      ['3'],
      { a: 1 },
      1e21,
      NaN,
    ])
      expect(wholeNumberOf(value), JSON.stringify(value)).toBeUndefined();
    expect(wholeNumberOf('9'.repeat(17))).toBeUndefined();
  });

  it('bounds a field and refuses anything else with its own error', () => {
    const zSeconds = zWhole('option_duration_invalid');
    expect(zSeconds.parse('60')).toBe(60);
    expect(zSeconds.parse(ID_MAX)).toBe(ID_MAX);
    for (const value of [ID_MAX + 1, 0, -1, true, '0x10', '1e1', ['60'], 1.5, ' 60', undefined])
      expect(answerOf(zSeconds, value), JSON.stringify(value)).toBe('option_duration_invalid');
  });

  it('is how every id, account type, count and time of a request is read', () => {
    const cases: [z.ZodType, Record<string, unknown>, string, string][] = [
      [ZTransferRequest, { currency_id: 3, number: '1', from_field: 2, to_field: 1 }, 'to_field', 'account_type_unknown'],
      [ZTransferRequest, { currency_id: 3, number: '1', from_field: 2, to_field: 1 }, 'currency_id', 'coin_unknown'],
      [ZLeverSubmitRequest, { symbol: 'BTC/USDT', type: 'long', lots: 1, multiple: 10 }, 'multiple', 'leverage_invalid'],
      [
        ZMicrotradeSubmitRequest,
        { match_id: 1, currency_id: 3, type: 'up', seconds: 60, number: '10' },
        'seconds',
        'option_duration_invalid',
      ],
      [ZMicrotradeSubmitRequest, { match_id: 1, currency_id: 3, type: 'up', seconds: 60, number: '10' }, 'match_id', 'parameter_error'],
      [ZWithdrawRequest, { currency_id: 3, address_id: 1, amount: '10', pay_password: '123456' }, 'address_id', 'parameter_error'],
      [ZCoinCancelRequest, { id: 1 }, 'id', 'parameter_error'],
      [ZPageRequest, { page: 1, limit: 10 }, 'page', 'page_invalid'],
      [ZTimesharRequest, { symbol: 'BTC/USDT', from: 0, to: 10 }, 'to', 'time_range_invalid'],
      [ZMarketTicksRequest, { symbol: 'BTC/USDT', from_seq: 1 }, 'from_seq', 'parameter_error'],
    ];
    for (const [schema, valid, field, textKey] of cases) {
      expect(answerOf(schema, valid), field).toBe('ok');
      expect(answerOf(schema, { ...valid, [field]: String(valid[field]) }), field).toBe('ok');
      for (const value of [true, '0x10', '1e1', ['3'], 1.5, -1, ' 3'])
        expect(answerOf(schema, { ...valid, [field]: value }), `${field}=${JSON.stringify(value)}`).toBe(textKey);
    }
    // lots: the server names the maximum, so what is not a whole number arrives as 0 for it to refuse.
    for (const value of [true, '0x10', '1e1', ['3'], 1.5, ' 3'])
      expect(ZLeverSubmitRequest.parse({ type: 'long', lots: value, multiple: 10 }).lots, JSON.stringify(value)).toBe(0);
    expect(ZLeverSubmitRequest.parse({ type: 'long', lots: '16', multiple: 10 }).lots).toBe(16);
  });
});

describe('amounts and prices', () => {
  it('stop at AMOUNT_MAX', () => {
    const zQuantity = zPositiveAmount('quantity_invalid');
    expect(answerOf(zQuantity, AMOUNT_MAX)).toBe('ok');
    expect(answerOf(zQuantity, '0.00000001')).toBe('ok');
    for (const value of ['10000000000.00000001', '92233720369', '1'.repeat(40), '0', '-1', '1e3', '0.000000001', 5])
      expect(answerOf(zQuantity, value), String(value)).toBe('quantity_invalid');
  });

  it('is the rule of every amount and price field of a request, with the field error', () => {
    const big = '92233720369';
    const cases: [z.ZodType, Record<string, unknown>, string, string][] = [
      [ZTransferRequest, { currency_id: 3, number: '1', from_field: 2, to_field: 1 }, 'number', 'amount_invalid'],
      [ZTransferFeeRequest, { currency_id: 3, number: '1', from_field: 2, to_field: 1 }, 'number', 'amount_invalid'],
      [ZConversionRequest, { from_currency_id: 3, to_currency_id: 1, number: '1', rate: '1' }, 'number', 'amount_invalid'],
      [ZConversionRequest, { from_currency_id: 3, to_currency_id: 1, number: '1', rate: '1' }, 'rate', 'amount_invalid'],
      [ZCoinTradeRequest, { symbol: 'BTC/USDT', type: 'buy', target_price: '1', amount: '1' }, 'amount', 'quantity_invalid'],
      [ZCoinTradeRequest, { symbol: 'BTC/USDT', type: 'buy', target_price: '1', amount: '1' }, 'target_price', 'price_invalid'],
      [ZLeverSubmitRequest, { type: 'long', lots: 1, multiple: 10, price: '1' }, 'price', 'price_invalid'],
      [ZLeverSubmitRequest, { type: 'long', lots: 1, multiple: 10, target_profit_price: '1' }, 'target_profit_price', 'price_invalid'],
      [ZLeverSetStopRequest, { id: 1, stop_loss_price: '1' }, 'stop_loss_price', 'price_invalid'],
      [ZMicrotradeSubmitRequest, { match_id: 1, currency_id: 3, type: 'up', seconds: 60, number: '10' }, 'number', 'amount_invalid'],
      [ZWithdrawRequest, { currency_id: 3, address_id: 1, amount: '10', pay_password: '123456' }, 'amount', 'amount_invalid'],
      [ZChargeRequest, { currency_id: 3, amount: '10', voucher: 'x' }, 'amount', 'amount_invalid'],
      [ZOtcRechargeRequest, { account: 'a', amount: '10', currency: 'USD', bankno: '1' }, 'amount', 'amount_invalid'],
      [ZAdminDepositApproveRequest, { id: 1, credited_amount: '10' }, 'credited_amount', 'amount_invalid'],
    ];
    for (const [schema, valid, field, textKey] of cases) {
      expect(answerOf(schema, valid), field).toBe('ok');
      expect(answerOf(schema, { ...valid, [field]: AMOUNT_MAX }), field).toBe('ok');
      expect(answerOf(schema, { ...valid, [field]: big }), field).toBe(textKey);
    }
  });

  it("bound a limit order's total, and leave a malformed field its own refusal", () => {
    const order = { symbol: 'BTC/USDT', type: 'buy', order_type: 'limit', target_price: '90000' };
    expect(answerOf(ZCoinTradeRequest, { ...order, amount: '111111.11111111' })).toBe('ok');
    expect(answerOf(ZCoinTradeRequest, { ...order, amount: '111111.11111112' })).toBe('amount_invalid');
    expect(answerOf(ZCoinTradeRequest, { ...order, order_type: 'market', amount: AMOUNT_MAX })).toBe('ok');
    expect(answerOf(ZCoinTradeRequest, { ...order, amount: 'abc' })).toBe('quantity_invalid');
    expect(answerOf(ZCoinTradeRequest, { ...order, target_price: '1e5', amount: '1' })).toBe('price_invalid');
  });
});

describe('bidi controls', () => {
  it('are the embeddings, overrides, isolates and marks, and only they', () => {
    expect(BIDI_CONTROLS.map((control) => control.codePointAt(0)?.toString(16))).toEqual([
      '202a',
      '202b',
      '202c',
      '202d',
      '202e',
      '2066',
      '2067',
      '2068',
      '2069',
      '200e',
      '200f',
      '61c',
    ]);
    for (const control of BIDI_CONTROLS) expect(hasBidiControl(`a${control}b`)).toBe(true);
    expect(stripBidiControls(`a${BIDI_CONTROLS.join('')}b`)).toBe('ab');
    expect(hasBidiControl('مرحبا שלום 你好 \u200D')).toBe(false);
  });

  it('are removed from every free-text field others read', () => {
    for (const control of BIDI_CONTROLS) {
      expect(ZEditNicknameRequest.parse({ nickname: `Eve${control}gpj` })).toEqual({ nickname: 'Evegpj' });
      expect(ZEditSignatureRequest.parse({ signature: ` hi ${control}txt.exe${control} ` })).toEqual({ signature: 'hi txt.exe' });
      const entry = ZAddressSaveRequest.parse({
        currency_id: 3,
        network: 'TRC20',
        name: `a${control}b`,
        address: 'x',
        remark: `c${control}d`,
      });
      expect({ name: entry.name, remark: entry.remark }).toEqual({ name: 'ab', remark: 'cd' });
      expect(ZSupportSendRequest.parse({ body: `pay ${control}12` }).body).toBe('pay 12');
      expect(ZAdminSupportSendRequest.parse({ thread_id: 1, body: `pay ${control}12` }).body).toBe('pay 12');
      // Nothing but controls is an empty field, refused as one.
      expect(answerOf(ZEditNicknameRequest, { nickname: control.repeat(3) })).toBe('nickname_required');
      expect(answerOf(ZSupportSendRequest, { body: control })).toBe('support_message_empty');
    }
  });
});
