// Proves the wallet and withdrawal screens show amounts as SPEC.md section 9 says (2 decimals with
// thousands separators, more for coins worth a lot, every atom where the exact amount matters) and
// refuse a typed amount for the same reasons and in the same order as the server (a positive
// decimal, at least the minimum, within the balance, above the fee), without floats.
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  cleanAmountInput,
  fiatToUsd,
  formatCoin,
  formatCoinExact,
  formatMoney,
  formatPrecise,
  formatSignedCoin,
  receivedOf,
  sameAmount,
} from '../src/lib/coin-amounts.ts';

describe('formatting', () => {
  it('shows dollar coins with 2 decimals and other coins with up to 8', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatCoin('1234.5', 'USDT')).toBe('1,234.50');
    expect(formatCoin('0.00012345', 'BTC')).toBe('0.00012345');
    expect(formatCoin('2', 'ETH')).toBe('2.00');
    expect(formatCoin('12345.1', 'BTC')).toBe('12,345.10');
    expect(formatSignedCoin('5', 'USDT')).toBe('+5.00');
    expect(formatSignedCoin('-0.5', 'USDT')).toBe('-0.50');
  });

  it('shows every atom of an exact amount, with at least 2 decimals', () => {
    expect(formatCoinExact('1234.5')).toBe('1,234.50');
    expect(formatCoinExact('0.00012')).toBe('0.00012');
    expect(formatCoinExact('0')).toBe('0.00');
    expect(formatCoinExact('abc')).toBe('abc');
  });

  it('shows a rate with the digits its size needs', () => {
    expect(formatPrecise('0.00001029')).toBe('0.00001029');
    expect(formatPrecise('96681.77894')).toBe('96,681.78');
    expect(formatPrecise('1.08421312')).toBe('1.084213');
    expect(formatPrecise('1')).toBe('1.00');
  });
});

describe('cleanAmountInput', () => {
  it('keeps digits and one point with at most 8 decimals', () => {
    expect(cleanAmountInput('1,5')).toBe('1.5');
    expect(cleanAmountInput('12a.3.4')).toBe('12.34');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput('.5')).toBe('0.5');
    expect(cleanAmountInput('0.123456789')).toBe('0.12345678');
    expect(cleanAmountInput('$ 1 000')).toBe('1000');
  });
});

describe('checkAmount', () => {
  const withdrawal = {
    minimum: { amount: '10', key: 'withdraw_below_minimum' as const },
    available: '250.5',
    fee: '1',
    coin: 'USDT',
  };

  it('refuses what is not a positive decimal of at most 8 places', () => {
    for (const text of ['', '  ', 'abc', '0', '0.000', '-5', '1.123456789', '1e3']) {
      expect(checkAmount(text, withdrawal), text).toEqual({ key: 'amount_invalid' });
    }
  });

  it("names a deposit's or a withdrawal's minimum and the coin below it", () => {
    expect(checkAmount('0.5', { minimum: { amount: '1', key: 'deposit_below_minimum' }, coin: 'USDT' })).toEqual({
      key: 'deposit_below_minimum',
      params: { minimum: '1', coin: 'USDT' },
    });
    expect(checkAmount('9.99999999', withdrawal)).toEqual({ key: 'withdraw_below_minimum', params: { minimum: '10', coin: 'USDT' } });
  });

  it('refuses more than the available balance, but accepts all of it', () => {
    expect(checkAmount('100.01', { available: '100' })).toEqual({ key: 'insufficient_balance' });
    expect(checkAmount('250.50000001', withdrawal)).toEqual({ key: 'insufficient_balance' });
    expect(checkAmount('250.5', withdrawal)).toBeNull();
    expect(checkAmount('100', { available: '100', minimum: { amount: '1', key: 'deposit_below_minimum' } })).toBeNull();
  });

  it('refuses an amount the fee would swallow, even above the minimum', () => {
    const costly = { ...withdrawal, minimum: { amount: '0.5', key: 'withdraw_below_minimum' as const }, fee: '2' };
    expect(checkAmount('2', costly)).toEqual({ key: 'withdraw_fee_exceeds_amount', params: { fee: '2', coin: 'USDT' } });
    expect(checkAmount('2.00000001', costly)).toBeNull();
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

describe('fiat and comparisons', () => {
  it('converts a fiat amount to USD at units per USD, without floats', () => {
    expect(fiatToUsd('1000', '0.9231')).toBe('1083.30625067');
    expect(fiatToUsd('abc', '1')).toBeNull();
    expect(fiatToUsd('10', '0')).toBeNull();
  });

  it('reads two spellings of one amount as the same', () => {
    expect(sameAmount('10.50', '10.5')).toBe(true);
    expect(sameAmount('10.5', '10.51')).toBe(false);
  });
});
