// Proves the K-line indicators against values worked out by hand, their alignment with the candles
// (null until enough candles), and the Bollinger bands' shape (symmetric, collapsed on a flat market).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bollingerBands, exponentialMovingAverage, movingAverage } from '../src/chart-indicators.ts';

describe('chart indicators', () => {
  it('moving average: the mean of the last period values, null before', () => {
    expect(movingAverage([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(movingAverage([10], 1)).toEqual([10]);
    expect(movingAverage([1, 2], 3)).toEqual([null, null]);
  });

  it('exponential moving average: starts at the simple average, then weighs the newest by 2 / (period + 1)', () => {
    const ema = exponentialMovingAverage([2, 4, 6, 8, 10], 3);
    expect(ema.slice(0, 2)).toEqual([null, null]);
    expect(ema[2]).toBe(4);
    expect(ema[3]).toBeCloseTo(6, 10); // 8 x 0.5 + 4 x 0.5
    expect(ema[4]).toBeCloseTo(8, 10); // 10 x 0.5 + 6 x 0.5
  });

  it('Bollinger bands: two population deviations around the mean', () => {
    const bands = bollingerBands([2, 4, 4, 4, 5, 5, 7, 9], 8, 2);
    expect(bands.slice(0, 7).every((point) => point === null)).toBe(true);
    // Mean 5, population standard deviation 2.
    expect(bands[7]).toEqual({ middle: 5, upper: 9, lower: 1 });
  });

  it('stays aligned with the candles; bands are symmetric and hold the average; a flat market has no width', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1e6, noNaN: true }), { minLength: 0, maxLength: 60 }),
        fc.integer({ min: 1, max: 30 }),
        (values, period) => {
          const averages = movingAverage(values, period);
          const emas = exponentialMovingAverage(values, period);
          const bands = bollingerBands(values, period, 2);
          expect(averages).toHaveLength(values.length);
          expect(emas).toHaveLength(values.length);
          expect(bands).toHaveLength(values.length);
          bands.forEach((band, index) => {
            expect(band === null).toBe(index < period - 1);
            if (!band) return;
            expect(band.upper - band.middle).toBeCloseTo(band.middle - band.lower, 6);
            expect(band.upper).toBeGreaterThanOrEqual(band.middle);
            const window = values.slice(index - period + 1, index + 1);
            expect(band.middle).toBeGreaterThanOrEqual(Math.min(...window) - 1e-6);
            expect(band.middle).toBeLessThanOrEqual(Math.max(...window) + 1e-6);
          });
        },
      ),
    );
    expect(bollingerBands([3, 3, 3], 3, 2)[2]).toEqual({ middle: 3, upper: 3, lower: 3 });
  });

  it('refuses a period that is not a positive whole number', () => {
    expect(() => movingAverage([1], 0)).toThrow(RangeError);
    expect(() => exponentialMovingAverage([1], 1.5)).toThrow(RangeError);
  });
});
