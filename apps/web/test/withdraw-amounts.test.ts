// Proves the withdrawal screen refuses an amount for the same reasons and in the same order as the
// server (entered, a positive decimal, at least the minimum, within the balance, above the fee),
// and shows what arrives as amount minus fee, exactly, without floats.
import { describe, expect, it } from 'vitest';
import { amountProblem, cleanAmountInput, formatCoin, receivedOf } from '../src/features/withdraw/amounts.ts';

const rules = { coin: 'USDT', minimum: '10', fee: '1', available: '250.5' };

describe('amountProblem', () => {
  it('asks for an amount when none is typed', () => {
    expect(amountProblem('  ', rules)).toEqual({ key: 'amountRequired' });
  });

  it('refuses what is not a positive decimal of at most 8 places', () => {
    for (const text of ['abc', '0', '0.000', '-5', '1.123456789', '1e3']) {
      expect(amountProblem(text, rules), text).toEqual({ key: 'amount_invalid' });
    }
  });

  it('names the minimum and the coin below the minimum', () => {
    expect(amountProblem('9.99999999', rules)).toEqual({ key: 'withdraw_below_minimum', params: { minimum: '10', coin: 'USDT' } });
  });

  it('refuses more than the available balance, but accepts all of it', () => {
    expect(amountProblem('250.50000001', rules)).toEqual({ key: 'insufficient_balance' });
    expect(amountProblem('250.5', rules)).toBeNull();
  });

  it('refuses an amount the fee would swallow, even above the minimum', () => {
    const costly = { ...rules, minimum: '0.5', fee: '2' };
    expect(amountProblem('2', costly)).toEqual({ key: 'withdraw_fee_exceeds_amount', params: { fee: '2', coin: 'USDT' } });
    expect(amountProblem('2.00000001', costly)).toBeNull();
  });
});

describe('receivedOf', () => {
  it('is the amount minus the fee, to the last atom', () => {
    expect(receivedOf('100.1', '0.3')).toBe('99.8');
    expect(receivedOf('0.00000003', '0.00000001')).toBe('0.00000002');
  });

  it('is null while nothing would arrive or the amount is not a number', () => {
    expect(receivedOf('1', '1')).toBeNull();
    expect(receivedOf('', '1')).toBeNull();
    expect(receivedOf('abc', '1')).toBeNull();
  });
});

describe('cleanAmountInput', () => {
  it('keeps digits and one point with at most 8 decimals', () => {
    expect(cleanAmountInput('12,5')).toBe('12.5');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput('.5')).toBe('0.5');
    expect(cleanAmountInput('0.123456789')).toBe('0.12345678');
    expect(cleanAmountInput('$ 1 000')).toBe('1000');
  });
});

describe('formatCoin', () => {
  it('shows at least 2 decimals and up to 8 where a coin needs them', () => {
    expect(formatCoin('1234.5')).toBe('1,234.50');
    expect(formatCoin('0.00012')).toBe('0.00012');
    expect(formatCoin('0')).toBe('0.00');
  });
});
