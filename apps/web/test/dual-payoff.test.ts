// The purchase screen's quantity check and payoff preview: whole units only (SPEC.md: "Invest
// purchase quantity must be an integer"), within the quota; and the preview lines are the engine's
// payouts at 5 % below, at and 5 % above the target, in the coin each case pays.
import { describe, expect, it } from 'vitest';
import type { TDualProduct } from '@platform/shared/schemas/dual';
import { checkNum, investedOf, payoffLines, termYieldPercent } from '../src/features/dual/utils/payoff.ts';

const put: TDualProduct = {
  id: 1,
  currency_id: 1,
  currency: 'BTC',
  type: 'put',
  invest_currency: 'USDT',
  symbol: 'BTC/USDT',
  target_price: '50000',
  apr: '36.5',
  term_days: 10,
  settle_at: 0,
  unit: '100',
  quota: 10,
  sold: 4,
  remaining: 6,
  status: 'open',
  buyable: true,
  last_price: '51000',
  server_time: 0,
};

describe('dual quantity', () => {
  it('takes whole units within the quota and names the reason otherwise', () => {
    expect(checkNum('3', 6)).toEqual({ num: 3 });
    for (const text of ['1.5', '0', '-1', '', 'abc', '1e2', '0x2']) expect(checkNum(text, 6)).toEqual({ key: 'dual_num_invalid' });
    expect(checkNum('7', 6)).toEqual({ key: 'dual_quota_exceeded' });
    expect(checkNum('7', null)).toEqual({ num: 7 });
    expect(investedOf(put, 3)).toBe('300');
  });
});

describe('dual payoff preview', () => {
  it('pays the coin at or below the target and USDT above it, with r = APR x days / 365', () => {
    expect(termYieldPercent(put)).toBe('1');
    expect(payoffLines(put, 10)).toEqual([
      { case: 'below', price: '47500', payout: '0.0202', coin: 'BTC', earned: '0.0002' },
      { case: 'at', price: '50000', payout: '0.0202', coin: 'BTC', earned: '0.0002' },
      { case: 'above', price: '52500', payout: '1010', coin: 'USDT', earned: '10' },
    ]);
  });

  it('a call pays USDT at or above the target and the coin below it', () => {
    const call = { ...put, type: 'call' as const, invest_currency: 'BTC', target_price: '100000', unit: '0.01' };
    expect(payoffLines(call, 10).map((line) => [line.case, line.payout, line.coin])).toEqual([
      ['below', '0.101', 'BTC'],
      ['at', '10100', 'USDT'],
      ['above', '10100', 'USDT'],
    ]);
  });
});
