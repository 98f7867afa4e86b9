// Proves the depth chart's outline: cumulative totals growing away from the middle, bids left of
// asks, the larger side reaching the top, and nothing drawn for a one-sided book.
import { describe, expect, it } from 'vitest';
import { depthCurve } from '../src/features/market/utils/depth-curve.ts';

describe('depth curve', () => {
  const bids = [
    { price: '99', amount: '1' },
    { price: '98', amount: '2' },
  ];
  const asks = [
    { price: '101', amount: '0.5' },
    { price: '102', amount: '1.5' },
  ];

  it('steps up away from the middle, bids on the left and asks on the right, scaled to the larger side', () => {
    const curve = depthCurve(bids, asks)!;
    expect(curve).toMatchObject({ minPrice: 98, maxPrice: 102, maxTotal: 3 });
    expect(curve.bids).toEqual([
      { x: 0.25, y: 0 },
      { x: 0.25, y: 0 },
      { x: 0.25, y: 1 / 3 },
      { x: 0, y: 1 / 3 },
      { x: 0, y: 1 },
      { x: 0, y: 0 },
    ]);
    expect(curve.asks.map((point) => point.x)).toEqual([0.75, 0.75, 0.75, 1, 1, 1]);
    expect(Math.max(...curve.asks.map((point) => point.y))).toBeCloseTo(2 / 3, 10);
  });

  it('draws nothing for a one-sided or flat book', () => {
    expect(depthCurve([], asks)).toBeNull();
    expect(depthCurve(bids, [])).toBeNull();
    expect(depthCurve([{ price: '100', amount: '1' }], [{ price: '100', amount: '1' }])).toBeNull();
  });
});
