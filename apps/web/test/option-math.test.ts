// Proves the options screen's figures on decimal strings: what a win pays, how an order stands
// against its opening price (a tie is level), and that a stake is checked in the server's order.
import { describe, expect, it } from 'vitest';
import { checkStake, payoutOf, quickStakesOf, standingOf, winReturnOf } from '../src/features/option/utils/option-math.ts';

const product = { seconds: 30, profit_ratio: '70', min_number: '10', max_number: '50000' };

describe('option figures', () => {
  it('pays stake x rate on a win, rounded down to the atom', () => {
    expect(payoutOf('10', '70')).toBe('7');
    expect(winReturnOf('10', '70')).toBe('17');
    expect(payoutOf('0.00000001', '85')).toBe('0');
    expect(payoutOf('123.45678901', '85')).toBe('104.93827065');
    expect(payoutOf('', '70')).toBeNull();
  });

  it('stands winning, losing or level by the direction and the prices', () => {
    expect(standingOf('up', '100.5', '100.51')).toBe('winning');
    expect(standingOf('up', '100.5', '100.49')).toBe('losing');
    expect(standingOf('down', '100.5', '100.49')).toBe('winning');
    expect(standingOf('down', '100.5', '100.50')).toBe('level');
  });

  it('checks a stake: amount, minimum, maximum, then the balance', () => {
    expect(checkStake('abc', product, '100', 'USDT')).toEqual({ key: 'amount_invalid' });
    expect(checkStake('0', product, '100', 'USDT')).toEqual({ key: 'amount_invalid' });
    expect(checkStake('9.99', product, '100', 'USDT')).toEqual({
      key: 'option_stake_below_minimum',
      params: { minimum: '10', coin: 'USDT' },
    });
    expect(checkStake('50000.01', product, '100000', 'USDT')).toMatchObject({ key: 'option_stake_above_maximum' });
    expect(checkStake('200', product, '100', 'USDT')).toEqual({ key: 'insufficient_balance' });
    expect(checkStake('10', product, '100', 'USDT')).toBeNull();
    expect(checkStake('10', product, null, 'USDT')).toBeNull();
  });

  it('offers quick stakes within the limits and the most one can stake', () => {
    expect(quickStakesOf(product, '2000')).toEqual([
      { label: null, amount: '10' },
      { label: null, amount: '50' },
      { label: null, amount: '100' },
      { label: null, amount: '500' },
      { label: 'max', amount: '2000' },
    ]);
    expect(quickStakesOf({ ...product, min_number: '100' }, '5').map((chip) => chip.amount)).toEqual(['100', '500']);
  });
});
