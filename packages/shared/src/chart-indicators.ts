// The K-line's indicators (moving average, exponential moving average, Bollinger bands), computed
// from candle closes for drawing only: numbers, never amounts that move money. Each answer is
// aligned with its input, null where there are not yet enough candles.

export const INDICATOR_PERIODS = {
  /** The moving averages drawn as MA: short, medium and long. */
  ma: [7, 25, 99],
  ema: [12, 26],
  /** Bollinger: a 20-candle average with bands two standard deviations away. */
  boll: 20,
  bollWidth: 2,
} as const;

export type IndicatorPoint = number | null;
export type BollPoint = { middle: number; upper: number; lower: number } | null;

function assertPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`period must be a positive whole number, got ${period}`);
}

/** Simple moving average of the last `period` values. */
export function movingAverage(values: readonly number[], period: number): IndicatorPoint[] {
  assertPeriod(period);
  const result: IndicatorPoint[] = [];
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) {
    sum += values[index] as number;
    if (index >= period) sum -= values[index - period] as number;
    result.push(index >= period - 1 ? sum / period : null);
  }
  return result;
}

/** Exponential moving average with smoothing 2 / (period + 1), started from the simple average of the first `period` values. */
export function exponentialMovingAverage(values: readonly number[], period: number): IndicatorPoint[] {
  assertPeriod(period);
  const smoothing = 2 / (period + 1);
  const result: IndicatorPoint[] = [];
  let previous: number | null = null;
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    if (previous === null) {
      sum += value;
      if (index === period - 1) previous = sum / period;
    } else {
      previous = value * smoothing + previous * (1 - smoothing);
    }
    result.push(previous);
  }
  return result;
}

/** Bollinger bands: the moving average, and `width` population standard deviations above and below it. */
export function bollingerBands(values: readonly number[], period: number, width: number): BollPoint[] {
  const middles = movingAverage(values, period);
  return middles.map((middle, index) => {
    if (middle === null) return null;
    let squares = 0;
    for (let back = index - period + 1; back <= index; back += 1) squares += ((values[back] as number) - middle) ** 2;
    const deviation = Math.sqrt(squares / period);
    return { middle, upper: middle + width * deviation, lower: middle - width * deviation };
  });
}
