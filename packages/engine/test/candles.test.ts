// Proves candle buckets start where charts expect (epoch-aligned, Monday weeks, calendar months
// in UTC), that ticks keep low <= open, close <= high, and that adding up short candles gives
// exactly the candles the ticks would have built directly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERIODS, type Period } from '@platform/shared/schemas/market';
import {
  aggregateCandles,
  applyTick,
  applyTickAt,
  assertCandle,
  bucketOpenTimeS,
  nests,
  nextBucketOpenTimeS,
  openCandle,
  type CandleAtoms,
} from '../src/candles.ts';

const utcS = (text: string) => Date.parse(text) / 1000;

describe('candle buckets', () => {
  it('aligns minutes, hours and days to the epoch', () => {
    const timeS = utcS('2025-03-14T15:37:42Z');
    expect(bucketOpenTimeS('1min', timeS)).toBe(utcS('2025-03-14T15:37:00Z'));
    expect(bucketOpenTimeS('5min', timeS)).toBe(utcS('2025-03-14T15:35:00Z'));
    expect(bucketOpenTimeS('15min', timeS)).toBe(utcS('2025-03-14T15:30:00Z'));
    expect(bucketOpenTimeS('30min', timeS)).toBe(utcS('2025-03-14T15:30:00Z'));
    expect(bucketOpenTimeS('1hour', timeS)).toBe(utcS('2025-03-14T15:00:00Z'));
    expect(bucketOpenTimeS('4hour', timeS)).toBe(utcS('2025-03-14T12:00:00Z'));
    expect(bucketOpenTimeS('1day', timeS)).toBe(utcS('2025-03-14T00:00:00Z'));
  });

  it('starts weeks on Monday 00:00 UTC', () => {
    // 2025-03-10 was a Monday.
    expect(bucketOpenTimeS('1week', utcS('2025-03-14T15:37:42Z'))).toBe(utcS('2025-03-10T00:00:00Z'));
    expect(bucketOpenTimeS('1week', utcS('2025-03-10T00:00:00Z'))).toBe(utcS('2025-03-10T00:00:00Z'));
    expect(bucketOpenTimeS('1week', utcS('2025-03-09T23:59:59Z'))).toBe(utcS('2025-03-03T00:00:00Z'));
    expect(bucketOpenTimeS('1week', 0)).toBe(utcS('1969-12-29T00:00:00Z'));
    expect(new Date(bucketOpenTimeS('1week', utcS('2031-07-04T08:00:00Z')) * 1000).getUTCDay()).toBe(1);
  });

  it('uses calendar months in UTC, including February of leap years and the turn of the year', () => {
    expect(bucketOpenTimeS('1mon', utcS('2024-02-29T23:59:59Z'))).toBe(utcS('2024-02-01T00:00:00Z'));
    expect(bucketOpenTimeS('1mon', utcS('2024-03-01T00:00:00Z'))).toBe(utcS('2024-03-01T00:00:00Z'));
    expect(bucketOpenTimeS('1mon', utcS('2024-12-31T23:59:59Z'))).toBe(utcS('2024-12-01T00:00:00Z'));
    expect(nextBucketOpenTimeS('1mon', utcS('2024-12-01T00:00:00Z'))).toBe(utcS('2025-01-01T00:00:00Z'));
    expect(nextBucketOpenTimeS('1mon', utcS('2023-02-01T00:00:00Z')) - utcS('2023-02-01T00:00:00Z')).toBe(28 * 86_400);
    expect(nextBucketOpenTimeS('1mon', utcS('2024-02-01T00:00:00Z')) - utcS('2024-02-01T00:00:00Z')).toBe(29 * 86_400);
  });

  it('every time lies in its bucket, and the bucket is a fixed point', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERIODS), fc.integer({ min: 0, max: 4_102_444_800 }), (period, timeS) => {
        const openTimeS = bucketOpenTimeS(period, timeS);
        expect(openTimeS).toBeLessThanOrEqual(timeS);
        expect(nextBucketOpenTimeS(period, openTimeS)).toBeGreaterThan(timeS);
        expect(bucketOpenTimeS(period, openTimeS)).toBe(openTimeS);
      }),
    );
  });

  it('refuses a time that is not whole seconds, and a bucket start that is none', () => {
    expect(() => bucketOpenTimeS('1min', 1.5)).toThrow(RangeError);
    expect(() => nextBucketOpenTimeS('1hour', 60)).toThrow();
  });
});

describe('candles from ticks', () => {
  it('keeps open, moves close, stretches high and low, adds volume', () => {
    let candle = openCandle(60, 100n, 1n);
    candle = applyTick(candle, 120n, 2n);
    candle = applyTick(candle, 90n, 3n);
    candle = applyTick(candle, 110n, 0n);
    expect(candle).toEqual({ openTimeS: 60, openAtoms: 100n, highAtoms: 120n, lowAtoms: 90n, closeAtoms: 110n, volumeAtoms: 6n });
  });

  it('throws on a broken candle', () => {
    const good: CandleAtoms = { openTimeS: 0, openAtoms: 10n, highAtoms: 12n, lowAtoms: 9n, closeAtoms: 11n, volumeAtoms: 0n };
    expect(() => assertCandle(good)).not.toThrow();
    expect(() => assertCandle({ ...good, highAtoms: 10n })).toThrow(/invariant/);
    expect(() => assertCandle({ ...good, lowAtoms: 11n })).toThrow(/invariant/);
    expect(() => assertCandle({ ...good, volumeAtoms: -1n })).toThrow(/invariant/);
    expect(() => assertCandle({ ...good, lowAtoms: 0n, openAtoms: 0n })).toThrow(/invariant/);
  });

  it('opens a new candle when a tick falls in the next bucket, and refuses an older tick', () => {
    const first = applyTickAt('1min', undefined, 125, 100n, 1n);
    expect(first.openTimeS).toBe(120);
    const same = applyTickAt('1min', first, 179, 101n, 1n);
    expect(same).toMatchObject({ openTimeS: 120, closeAtoms: 101n, volumeAtoms: 2n });
    const next = applyTickAt('1min', same, 180, 99n, 5n);
    expect(next).toMatchObject({ openTimeS: 180, openAtoms: 99n, volumeAtoms: 5n });
    expect(() => applyTickAt('1min', next, 170, 99n, 1n)).toThrow(/older/);
  });
});

describe('aggregation', () => {
  it('knows which periods nest in which', () => {
    expect(nests('1min', '1mon')).toBe(true);
    expect(nests('1day', '1week')).toBe(true);
    expect(nests('4hour', '1week')).toBe(true);
    expect(nests('1week', '1mon')).toBe(false);
    expect(nests('1hour', '1min')).toBe(false);
    expect(nests('1hour', '1hour')).toBe(false);
    expect(() => aggregateCandles('1week', '1mon', [])).toThrow();
  });

  const tickArb = fc.record({
    offsetS: fc.integer({ min: 1, max: 40 * 3600 }),
    priceAtoms: fc.bigInt({ min: 1n, max: 10n ** 15n }),
    volumeAtoms: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  });

  /** Applies ticks (ascending by time) directly to the candles of one period. */
  function candlesOf(period: Period, ticks: { timeS: number; priceAtoms: bigint; volumeAtoms: bigint }[]): CandleAtoms[] {
    const candles: CandleAtoms[] = [];
    for (const tick of ticks) {
      const last = candles[candles.length - 1];
      const next = applyTickAt(period, last, tick.timeS, tick.priceAtoms, tick.volumeAtoms);
      if (last && next.openTimeS === last.openTimeS) candles[candles.length - 1] = next;
      else candles.push(next);
    }
    return candles;
  }

  it('adding up short candles equals building the long ones from the ticks directly, for every nesting pair', () => {
    fc.assert(
      fc.property(
        // Starts spread over years so month and week edges, leap days and year ends all turn up.
        fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
        fc.array(tickArb, { minLength: 1, maxLength: 60 }),
        fc.constantFrom(1, 60, 3600, 86_400, 7 * 86_400),
        (startS, rawTicks, spreadS) => {
          let timeS = startS;
          const ticks = rawTicks.map((tick) => {
            timeS += Math.max(1, Math.floor((tick.offsetS * spreadS) / 3600));
            return { timeS, priceAtoms: tick.priceAtoms, volumeAtoms: tick.volumeAtoms };
          });
          for (const source of PERIODS) {
            for (const target of PERIODS) {
              if (!nests(source, target)) continue;
              expect(aggregateCandles(source, target, candlesOf(source, ticks))).toEqual(candlesOf(target, ticks));
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses candles out of order', () => {
    const a = openCandle(60, 10n, 1n);
    const b = openCandle(120, 10n, 1n);
    expect(() => aggregateCandles('1min', '1hour', [b, a])).toThrow(/ascending/);
  });
});
