// Candles (OHLCV) of the nine chart periods: which bucket a time falls in, how a tick changes a
// candle, and how short candles add up to long ones. Prices and volumes are bigint atoms; times
// are epoch seconds, the chart's unit. Weeks start on Monday 00:00 UTC, months are calendar
// months in UTC, every other period is aligned to the epoch.
import { PERIODS, PERIOD_SECONDS, type Period } from '@platform/shared/schemas/market';

export type CandleAtoms = {
  openTimeS: number;
  openAtoms: bigint;
  highAtoms: bigint;
  lowAtoms: bigint;
  closeAtoms: bigint;
  volumeAtoms: bigint;
};

/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC was four days later. */
const FIRST_MONDAY_S = 4 * 86_400;

export function bucketOpenTimeS(period: Period, timeS: number): number {
  assertWholeSeconds(timeS);
  if (period === '1mon') {
    const date = new Date(timeS * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
  }
  const lengthS = PERIOD_SECONDS[period];
  const offsetS = period === '1week' ? FIRST_MONDAY_S : 0;
  return Math.floor((timeS - offsetS) / lengthS) * lengthS + offsetS;
}

/** The open time of the bucket after the one opening at `openTimeS`. */
export function nextBucketOpenTimeS(period: Period, openTimeS: number): number {
  if (bucketOpenTimeS(period, openTimeS) !== openTimeS) throw new Error(`${openTimeS} does not open a ${period} bucket`);
  if (period === '1mon') {
    const date = new Date(openTimeS * 1000);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
  }
  return openTimeS + PERIOD_SECONDS[period];
}

/** Throws when a candle breaks low <= open, close <= high, or has a negative volume. */
export function assertCandle(candle: CandleAtoms): void {
  const { openAtoms, highAtoms, lowAtoms, closeAtoms, volumeAtoms } = candle;
  const ordered = lowAtoms <= openAtoms && lowAtoms <= closeAtoms && openAtoms <= highAtoms && closeAtoms <= highAtoms;
  if (!ordered || lowAtoms <= 0n || volumeAtoms < 0n) {
    throw new Error(
      `candle invariant broken at ${candle.openTimeS}: o=${openAtoms} h=${highAtoms} l=${lowAtoms} c=${closeAtoms} v=${volumeAtoms}`,
    );
  }
  assertWholeSeconds(candle.openTimeS);
}

/** The first tick of a bucket opens its candle. */
export function openCandle(openTimeS: number, priceAtoms: bigint, volumeAtoms: bigint): CandleAtoms {
  const candle = { openTimeS, openAtoms: priceAtoms, highAtoms: priceAtoms, lowAtoms: priceAtoms, closeAtoms: priceAtoms, volumeAtoms };
  assertCandle(candle);
  return candle;
}

/** A later tick of the same bucket: it is the new close and may stretch high or low. */
export function applyTick(candle: CandleAtoms, priceAtoms: bigint, volumeAtoms: bigint): CandleAtoms {
  if (volumeAtoms < 0n) throw new RangeError('tick volume must not be negative');
  const next = {
    openTimeS: candle.openTimeS,
    openAtoms: candle.openAtoms,
    highAtoms: priceAtoms > candle.highAtoms ? priceAtoms : candle.highAtoms,
    lowAtoms: priceAtoms < candle.lowAtoms ? priceAtoms : candle.lowAtoms,
    closeAtoms: priceAtoms,
    volumeAtoms: candle.volumeAtoms + volumeAtoms,
  };
  assertCandle(next);
  return next;
}

/** Applies a tick at `timeS` to the candle of its bucket, opening a new one when the bucket changed. */
export function applyTickAt(
  period: Period,
  current: CandleAtoms | undefined,
  timeS: number,
  priceAtoms: bigint,
  volumeAtoms: bigint,
): CandleAtoms {
  const openTimeS = bucketOpenTimeS(period, timeS);
  if (current && current.openTimeS === openTimeS) return applyTick(current, priceAtoms, volumeAtoms);
  if (current && current.openTimeS > openTimeS)
    throw new Error(`tick at ${timeS} is older than the ${period} candle at ${current.openTimeS}`);
  return openCandle(openTimeS, priceAtoms, volumeAtoms);
}

/** Two consecutive pieces of one bucket as one candle: the earlier opens it, the later closes it. */
export function mergeCandles(earlier: CandleAtoms, later: CandleAtoms): CandleAtoms {
  if (later.openTimeS < earlier.openTimeS) throw new Error('candles merged out of order');
  const merged = {
    openTimeS: earlier.openTimeS,
    openAtoms: earlier.openAtoms,
    highAtoms: later.highAtoms > earlier.highAtoms ? later.highAtoms : earlier.highAtoms,
    lowAtoms: later.lowAtoms < earlier.lowAtoms ? later.lowAtoms : earlier.lowAtoms,
    closeAtoms: later.closeAtoms,
    volumeAtoms: earlier.volumeAtoms + later.volumeAtoms,
  };
  assertCandle(merged);
  return merged;
}

/**
 * Whether every `source` bucket lies inside one `target` bucket. Fixed-length periods nest when
 * the target is a multiple of the source; weeks do not nest in months, nothing nests in a month
 * but whole days and shorter.
 */
export function nests(source: Period, target: Period): boolean {
  if (PERIODS.indexOf(source) >= PERIODS.indexOf(target)) return false;
  if (target === '1mon') return source !== '1week';
  return PERIOD_SECONDS[target] % PERIOD_SECONDS[source] === 0;
}

/** Candles of `source`, ascending, added up into candles of the longer `target` period. */
export function aggregateCandles(source: Period, target: Period, candles: readonly CandleAtoms[]): CandleAtoms[] {
  if (!nests(source, target)) throw new Error(`${source} candles do not add up to ${target} candles`);
  const result: CandleAtoms[] = [];
  let previousOpenTimeS = -Infinity;
  for (const candle of candles) {
    assertCandle(candle);
    if (candle.openTimeS <= previousOpenTimeS) throw new Error('candles to aggregate must be ascending and distinct');
    previousOpenTimeS = candle.openTimeS;
    const openTimeS = bucketOpenTimeS(target, candle.openTimeS);
    const last = result[result.length - 1];
    if (last && last.openTimeS === openTimeS) result[result.length - 1] = mergeCandles(last, candle);
    else result.push({ ...candle, openTimeS });
  }
  return result;
}

function assertWholeSeconds(timeS: number): void {
  if (!Number.isSafeInteger(timeS)) throw new RangeError(`time must be whole epoch seconds, got ${timeS}`);
}
