// Proves the simulated walk is reproducible from its seed, never leaves the positive prices,
// moves with the volatility it is given, and is pulled towards its anchor.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, MOVE_PPB_MAX, PPB, mulberry32, nextPriceAtoms, normalDraw, seedOf } from '../src/random-walk.ts';

function walk(seed: number, steps: number, startAtoms: bigint, stepMs: number, dailyVolatilityPpm: number): bigint[] {
  const random = mulberry32(seed);
  const prices = [startAtoms];
  for (let i = 0; i < steps; i += 1) {
    prices.push(nextPriceAtoms({ priceAtoms: prices[i] as bigint, normalDraw: normalDraw(random), stepMs, dailyVolatilityPpm }));
  }
  return prices;
}

describe('random walk', () => {
  it('is reproducible: the same seed gives the same path, another seed another path', () => {
    const first = walk(42, 500, 9_700_000_000_000n, 1000, 40_000);
    expect(walk(42, 500, 9_700_000_000_000n, 1000, 40_000)).toEqual(first);
    expect(walk(43, 500, 9_700_000_000_000n, 1000, 40_000)).not.toEqual(first);
  });

  it('uniform draws stay in [0, 1) and normal draws are finite', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const random = mulberry32(seed);
        for (let i = 0; i < 50; i += 1) {
          const uniform = random();
          expect(uniform).toBeGreaterThanOrEqual(0);
          expect(uniform).toBeLessThan(1);
          expect(Number.isFinite(normalDraw(random))).toBe(true);
        }
      }),
    );
  });

  it('never goes to zero or below, and moves at most half the price in one step, whatever the draw', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 30 * DAY_MS }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 18n }), { nil: undefined }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (priceAtoms, draw, stepMs, dailyVolatilityPpm, anchorPriceAtoms, reversionPpmPerDay) => {
          const next = nextPriceAtoms({ priceAtoms, normalDraw: draw, stepMs, dailyVolatilityPpm, anchorPriceAtoms, reversionPpmPerDay });
          expect(next > 0n).toBe(true);
          const moveAtoms = next > priceAtoms ? next - priceAtoms : priceAtoms - next;
          expect(moveAtoms * PPB <= priceAtoms * MOVE_PPB_MAX).toBe(true);
        },
      ),
    );
  });

  it('stays positive over a long, very volatile walk from one atom up', () => {
    const prices = walk(7, 5000, 1n, 60_000, 1_000_000);
    expect(prices.every((price) => price > 0n)).toBe(true);
  });

  it('does not move without volatility or pull', () => {
    expect(nextPriceAtoms({ priceAtoms: 123_456_789n, normalDraw: 3.2, stepMs: 1000, dailyVolatilityPpm: 0 })).toBe(123_456_789n);
  });

  it('moves one standard deviation per day by the daily volatility', () => {
    // A draw of exactly 1 over a whole day moves the price by the daily volatility: 4 % of 100.
    expect(nextPriceAtoms({ priceAtoms: 10_000_000_000n, normalDraw: 1, stepMs: DAY_MS, dailyVolatilityPpm: 40_000 })).toBe(
      10_400_000_000n,
    );
    // Over a quarter of a day the same draw moves half as far (square root of time).
    expect(nextPriceAtoms({ priceAtoms: 10_000_000_000n, normalDraw: -1, stepMs: DAY_MS / 4, dailyVolatilityPpm: 40_000 })).toBe(
      9_800_000_000n,
    );
  });

  it('has the given volatility over many steps (sample standard deviation of daily returns)', () => {
    const stepsPerDay = 24;
    const prices = walk(2024, 24 * 2000, 100_000_000_000n, DAY_MS / stepsPerDay, 30_000);
    const returns: number[] = [];
    for (let day = 1; day * stepsPerDay < prices.length; day += 1) {
      const before = Number(prices[(day - 1) * stepsPerDay]);
      returns.push(Math.log(Number(prices[day * stepsPerDay]) / before));
    }
    const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
    const deviation = Math.sqrt(returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1));
    expect(deviation).toBeGreaterThan(0.027);
    expect(deviation).toBeLessThan(0.033);
  });

  it('is pulled towards its anchor', () => {
    const base = {
      normalDraw: 0,
      stepMs: DAY_MS,
      dailyVolatilityPpm: 40_000,
      anchorPriceAtoms: 100n * 10n ** 8n,
      reversionPpmPerDay: 100_000,
    };
    expect(nextPriceAtoms({ ...base, priceAtoms: 200n * 10n ** 8n })).toBeLessThan(200n * 10n ** 8n);
    expect(nextPriceAtoms({ ...base, priceAtoms: 50n * 10n ** 8n })).toBeGreaterThan(50n * 10n ** 8n);
    expect(nextPriceAtoms({ ...base, priceAtoms: 100n * 10n ** 8n })).toBe(100n * 10n ** 8n);
  });

  it('refuses nonsense input', () => {
    expect(() => nextPriceAtoms({ priceAtoms: 0n, normalDraw: 0, stepMs: 1000, dailyVolatilityPpm: 1 })).toThrow(RangeError);
    expect(() => nextPriceAtoms({ priceAtoms: 1n, normalDraw: Number.NaN, stepMs: 1000, dailyVolatilityPpm: 1 })).toThrow(RangeError);
    expect(() => nextPriceAtoms({ priceAtoms: 1n, normalDraw: 0, stepMs: 0, dailyVolatilityPpm: 1 })).toThrow(RangeError);
    expect(() => nextPriceAtoms({ priceAtoms: 1n, normalDraw: 0, stepMs: 1000, dailyVolatilityPpm: -1 })).toThrow(RangeError);
  });

  it('derives distinct, stable seeds from ids', () => {
    expect(seedOf(1, 1000)).toBe(seedOf(1, 1000));
    expect(seedOf(1, 1000)).not.toBe(seedOf(2, 1000));
  });
});
