// Proves the wallet screens show and read amounts as SPEC.md section 9 says (2 decimals with
// thousands separators, more for coins worth a lot), and refuse a typed amount the server would.
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  cleanAmountInput,
  fiatToUsd,
  formatCoin,
  formatMoney,
  formatPrecise,
  formatSignedCoin,
  sameAmount,
} from '../src/features/wallet/utils/amounts.ts';
import { nextPageOf, uniqueRows } from '../src/features/wallet/utils/paging.ts';

describe('wallet amounts', () => {
  it('shows dollar coins with 2 decimals and other coins with up to 8', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatCoin('1234.5', 'USDT')).toBe('1,234.50');
    expect(formatCoin('0.00012345', 'BTC')).toBe('0.00012345');
    expect(formatCoin('2', 'ETH')).toBe('2.00');
    expect(formatCoin('12345.1', 'BTC')).toBe('12,345.10');
    expect(formatSignedCoin('5', 'USDT')).toBe('+5.00');
    expect(formatSignedCoin('-0.5', 'USDT')).toBe('-0.50');
  });

  it('keeps typed amounts to digits, one dot and 8 fraction digits', () => {
    expect(cleanAmountInput('1,5')).toBe('1.5');
    expect(cleanAmountInput('12a.3.4')).toBe('12.34');
    expect(cleanAmountInput('.5')).toBe('0.5');
    expect(cleanAmountInput('0.123456789')).toBe('0.12345678');
  });

  it('refuses an amount that is not positive, below the minimum or above what is available', () => {
    expect(checkAmount('')).toEqual({ key: 'amount_invalid' });
    expect(checkAmount('0')).toEqual({ key: 'amount_invalid' });
    expect(checkAmount('0.5', { minimum: '1', coin: 'USDT' })).toEqual({
      key: 'deposit_below_minimum',
      params: { minimum: '1', coin: 'USDT' },
    });
    expect(checkAmount('100.01', { available: '100' })).toEqual({ key: 'insufficient_balance' });
    expect(checkAmount('100', { available: '100', minimum: '1' })).toBeNull();
  });

  it('converts a fiat amount to USD at units per USD, without floats', () => {
    expect(fiatToUsd('1000', '0.9231')).toBe('1083.30625067');
    expect(fiatToUsd('abc', '1')).toBeNull();
    expect(fiatToUsd('10', '0')).toBeNull();
    expect(sameAmount('10.50', '10.5')).toBe(true);
  });

  it('pages a record list to its end and drops a row repeated across pages', () => {
    expect(nextPageOf({ data: [{}], total: 25, page: 2, limit: 10 })).toBe(3);
    expect(nextPageOf({ data: [{}], total: 20, page: 2, limit: 10 })).toBeUndefined();
    const pages = [
      { data: [{ id: 3 }, { id: 2 }], total: 4, page: 1, limit: 2 },
      { data: [{ id: 2 }, { id: 1 }], total: 4, page: 2, limit: 2 },
    ];
    expect(uniqueRows(pages).map((row) => row.id)).toEqual([3, 2, 1]);
  });
});

describe('wallet rates', () => {
  it('shows a rate with the digits its size needs', () => {
    expect(formatPrecise('0.00001029')).toBe('0.00001029');
    expect(formatPrecise('96681.77894')).toBe('96,681.78');
    expect(formatPrecise('1.08421312')).toBe('1.084213');
    expect(formatPrecise('1')).toBe('1.00');
  });
});
