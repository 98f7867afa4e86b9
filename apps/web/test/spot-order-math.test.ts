// Proves the spot form's figures on decimal strings: a slider share never asks for more than the
// balance and lands on the market's quantity grid, the slider reads a typed amount back, and a
// draft is refused for the same reasons as the server (price, precision, band, least total,
// balance), first problem first, before anything is sent.
import { describe, expect, it } from 'vitest';
import {
  amountForShare,
  checkOrder,
  cutAtoms,
  fixedDecimals,
  priceBand,
  quantityOf,
  shareOfAmount,
  stepPrice,
  totalOf,
  type OrderDraft,
} from '../src/features/spot/utils/order-math.ts';
import { amountDecimalsSeen } from '../src/features/spot/utils/display.ts';

describe('totals and shares', () => {
  it('multiplies and divides without floats', () => {
    expect(totalOf('96913.33', '0.001')).toBe('96.91333');
    expect(totalOf('0.1', '0.2')).toBe('0.02');
    expect(totalOf('', '1')).toBeNull();
    expect(totalOf('100', '-1')).toBeNull();
    expect(quantityOf('100', '97000')).toBe('0.00103092');
  });

  it('cuts a share down to the grid, never up', () => {
    expect(cutAtoms(123_456_789n, 6)).toBe(123_456_700n);
    expect(cutAtoms(123_456_789n, 8)).toBe(123_456_789n);
    const buy = { side: 'buy', orderType: 'limit', price: '97000', available: '10000', amountDecimals: 6, priceDecimals: 2 } as const;
    // 25% of 10,000 USDT at 97,000 = 0.02577319... BTC, cut to 6 decimals.
    expect(amountForShare(25, buy)).toBe('0.025773');
    expect(amountForShare(100, { ...buy, orderType: 'market' })).toBe('10000');
    expect(amountForShare(33, { ...buy, orderType: 'market', available: '10.019' })).toBe('3.3');
    const sell = {
      side: 'sell',
      orderType: 'market',
      price: '97000',
      available: '0.50113163',
      amountDecimals: 6,
      priceDecimals: 2,
    } as const;
    expect(amountForShare(100, sell)).toBe('0.501131');
    expect(amountForShare(0, sell)).toBe('');
    expect(amountForShare(50, { ...sell, available: '0' })).toBe('');
  });

  it('reads the slider position back from a typed amount, at most 100', () => {
    const buy = { side: 'buy', orderType: 'limit', price: '100', available: '1000', amountDecimals: 6, priceDecimals: 2 } as const;
    expect(shareOfAmount('5', buy)).toBe(50);
    expect(shareOfAmount('50', buy)).toBe(100);
    expect(shareOfAmount('', buy)).toBe(0);
    expect(shareOfAmount('250', { ...buy, orderType: 'market' })).toBe(25);
    expect(shareOfAmount('0.25', { ...buy, side: 'sell', available: '1' })).toBe(25);
  });

  it('steps the price by the market precision and keeps its decimals', () => {
    expect(stepPrice('96913.33', 1, 2)).toBe('96913.34');
    expect(stepPrice('1.2527', -1, 4)).toBe('1.2526');
    expect(stepPrice('0.01', -1, 2)).toBe('0.01');
    expect(fixedDecimals('96938.7', 2)).toBe('96938.70');
    expect(fixedDecimals('1.24981', 4)).toBe('1.2498');
  });

  it('infers the quantity precision a book shows', () => {
    expect(amountDecimalsSeen(['0.004126', '0.00413', '1'])).toBe(6);
    expect(amountDecimalsSeen([])).toBeUndefined();
  });
});

describe('checkOrder', () => {
  const draft: OrderDraft = {
    side: 'buy',
    orderType: 'limit',
    price: '97000',
    amount: '0.01',
    lastPrice: '97000',
    priceDecimals: 2,
    amountDecimals: 6,
    available: '10000',
    quoteCoin: 'USDT',
  };

  it('accepts a sound limit and market order', () => {
    expect(checkOrder(draft)).toBeNull();
    expect(checkOrder({ ...draft, orderType: 'market', price: '', amount: '100' })).toBeNull();
    expect(checkOrder({ ...draft, side: 'sell', available: '0.01' })).toBeNull();
  });

  it('refuses a missing, zero or over-precise price', () => {
    expect(checkOrder({ ...draft, price: '' })).toEqual({ field: 'price', key: 'price_invalid' });
    expect(checkOrder({ ...draft, price: '0' })).toEqual({ field: 'price', key: 'price_invalid' });
    expect(checkOrder({ ...draft, price: '97000.123' })).toEqual({ field: 'price', key: 'price_too_precise', params: { decimals: 2 } });
  });

  it('refuses a zero or over-precise amount; a market buy total is on the price grid', () => {
    expect(checkOrder({ ...draft, amount: '0' })).toEqual({ field: 'amount', key: 'quantity_invalid' });
    expect(checkOrder({ ...draft, amount: '0.0100001' })).toEqual({
      field: 'amount',
      key: 'quantity_too_precise',
      params: { decimals: 6 },
    });
    expect(checkOrder({ ...draft, orderType: 'market', amount: '100.001' })).toEqual({
      field: 'amount',
      key: 'quantity_too_precise',
      params: { decimals: 2 },
    });
  });

  it('refuses a price outside the band around the last price, naming the band', () => {
    expect(priceBand('97000', 2)).toMatchObject({ min: '87,300.00', max: '106,700.00' });
    expect(checkOrder({ ...draft, price: '50000' })).toEqual({
      field: 'price',
      key: 'price_far_from_market',
      params: { min: '87,300.00', max: '106,700.00' },
    });
    expect(checkOrder({ ...draft, price: '87300' })).toBeNull();
  });

  it('refuses an order under the least total, then one over the balance', () => {
    expect(checkOrder({ ...draft, amount: '0.00001' })).toEqual({
      field: 'amount',
      key: 'order_total_too_small',
      params: { minimum: '1', coin: 'USDT' },
    });
    expect(checkOrder({ ...draft, amount: '1' })).toEqual({ field: 'amount', key: 'insufficient_balance' });
    expect(checkOrder({ ...draft, side: 'sell', amount: '0.02', available: '0.01' })).toEqual({
      field: 'amount',
      key: 'insufficient_balance',
    });
    // Unknown balance (a visitor): the server decides.
    expect(checkOrder({ ...draft, amount: '1', available: null })).toBeNull();
  });

  it('needs a last price to value a market sell', () => {
    expect(checkOrder({ ...draft, side: 'sell', orderType: 'market', lastPrice: null })).toEqual({
      field: 'form',
      key: 'price_unavailable',
    });
  });
});
