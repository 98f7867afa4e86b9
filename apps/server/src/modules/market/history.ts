// Price history, so charts have bars from the first start (DESIGN.md market data).
//
// The past is walked in bars whose length grows with age: 1-minute bars for the last
// `historyDays` days, 5-minute bars for a week before that, hourly bars for a year, daily bars
// back to five years. Every longer period is added up from these bars, so all nine periods agree.
// On the first start the walk runs backward from the seed price, so history ends where the live
// feed begins; on a later start it runs forward from the last stored close over the gap.
import type { RandomSource } from '@platform/engine/random-walk';
import { aggregateCandles, bucketOpenTimeS, mergeCandles, type CandleAtoms } from '@platform/engine/candles';
import { PERIODS, PERIOD_SECONDS, type Period } from '@platform/shared/schemas/market';
import type { Db } from '../../db/database.ts';
import { candleAt, hasCandles, insertCandles, latestCandle, upsertCandles, type PeriodCandle } from './queries.ts';
import { simulateBar, type MarketSimulation } from './simulation.ts';

export type Resolution = '1min' | '5min' | '1hour' | '1day';
const RESOLUTIONS_COARSEST_FIRST: readonly Resolution[] = ['1day', '1hour', '5min', '1min'];

const DAY_S = 86_400;
export const HISTORY_TOTAL_DAYS = 5 * 365;
export const HISTORY_5MIN_DAYS = 7;
export const HISTORY_HOURLY_DAYS = 365;
/** historyDays is clamped to this, so a typo in the environment cannot ask for millions of bars. */
export const HISTORY_1MIN_DAYS_MAX = 30;
/** No single fill plans more bars than this (a fresh five-year history plans about 20 000). */
const HISTORY_BARS_MAX = 200_000;

/** Walk steps per bar: enough for believable wicks, few enough to start fast. */
const STEPS_PER_BAR: Record<Resolution, number> = { '1min': 6, '5min': 6, '1hour': 6, '1day': 12 };

/** Candles are built up along this chain; a target that is also a bar resolution takes those bars too. */
const AGGREGATION_CHAIN: readonly [Period, Period][] = [
  ['1min', '5min'],
  ['5min', '15min'],
  ['15min', '30min'],
  ['30min', '1hour'],
  ['1hour', '4hour'],
  ['4hour', '1day'],
  ['1day', '1week'],
  ['1day', '1mon'],
];

export type PlannedBar = { openTimeS: number; resolution: Resolution };
export type Bar = { resolution: Resolution; candle: CandleAtoms };

/** For each resolution, the latest time a bar of it may end. Band edges are midnights, so no day mixes bands. */
export function historyBandEndsS(nowS: number, historyDays: number): Record<Resolution, number> {
  if (!Number.isFinite(historyDays)) throw new RangeError(`history days must be a number, got ${historyDays}`);
  const fineDays = Math.min(Math.max(0, Math.floor(historyDays)), HISTORY_1MIN_DAYS_MAX);
  const fiveMinuteEndS = bucketOpenTimeS('1day', nowS) - fineDays * DAY_S;
  const hourEndS = fiveMinuteEndS - HISTORY_5MIN_DAYS * DAY_S;
  return { '1min': Number.POSITIVE_INFINITY, '5min': fiveMinuteEndS, '1hour': hourEndS, '1day': hourEndS - HISTORY_HOURLY_DAYS * DAY_S };
}

export function historyStartS(nowS: number): number {
  return bucketOpenTimeS('1day', nowS) - HISTORY_TOTAL_DAYS * DAY_S;
}

/**
 * Bars covering [fromS, toS), both whole minutes: at each point the coarsest resolution that is
 * aligned there, fits before `toS` and is allowed at that age. A fill that starts mid-day thus
 * climbs from minutes to hours to days and back down near the present.
 */
export function planBars(fromS: number, toS: number, bandEndsS: Record<Resolution, number>): PlannedBar[] {
  if (fromS % 60 !== 0 || toS % 60 !== 0) throw new Error('history must start and end on whole minutes');
  const plan: PlannedBar[] = [];
  for (let timeS = fromS; timeS < toS;) {
    const resolution = RESOLUTIONS_COARSEST_FIRST.find((candidate) => {
      const endS = timeS + PERIOD_SECONDS[candidate];
      return timeS % PERIOD_SECONDS[candidate] === 0 && endS <= toS && endS <= bandEndsS[candidate];
    });
    if (!resolution) throw new Error(`no bar fits at ${timeS}`);
    plan.push({ openTimeS: timeS, resolution });
    if (plan.length > HISTORY_BARS_MAX) throw new Error(`history needs more than ${HISTORY_BARS_MAX} bars`);
    timeS += PERIOD_SECONDS[resolution];
  }
  return plan;
}

/** Walks the planned bars backward from the price at their end; the first start uses this. */
export function walkBackward(sim: MarketSimulation, plan: readonly PlannedBar[], random: RandomSource, endPriceAtoms: bigint): Bar[] {
  const bars: Bar[] = new Array(plan.length);
  let priceAtoms = endPriceAtoms;
  for (let index = plan.length - 1; index >= 0; index -= 1) {
    const { openTimeS, resolution } = plan[index] as PlannedBar;
    const lengthS = PERIOD_SECONDS[resolution];
    const bar = simulateBar(sim, random, {
      openTimeS,
      lengthS,
      steps: STEPS_PER_BAR[resolution],
      direction: 'backward',
      fromPriceAtoms: priceAtoms,
    });
    bars[index] = { resolution, candle: bar.candle };
    priceAtoms = bar.endPriceAtoms;
  }
  return bars;
}

/** Walks the planned bars forward from the price at their start; a later start fills its gap with this. */
export function walkForward(
  sim: MarketSimulation,
  plan: readonly PlannedBar[],
  random: RandomSource,
  startPriceAtoms: bigint,
): { bars: Bar[]; endPriceAtoms: bigint } {
  const bars: Bar[] = [];
  let priceAtoms = startPriceAtoms;
  for (const { openTimeS, resolution } of plan) {
    const lengthS = PERIOD_SECONDS[resolution];
    const bar = simulateBar(sim, random, {
      openTimeS,
      lengthS,
      steps: STEPS_PER_BAR[resolution],
      direction: 'forward',
      fromPriceAtoms: priceAtoms,
    });
    bars.push({ resolution, candle: bar.candle });
    priceAtoms = bar.endPriceAtoms;
  }
  return { bars, endPriceAtoms: priceAtoms };
}

/** The candles of every period from bars of mixed resolution; a bar only feeds periods at least as long as itself. */
export function candlesOfBars(bars: readonly Bar[]): Map<Period, CandleAtoms[]> {
  const byPeriod = new Map<Period, CandleAtoms[]>();
  const barsAt = (period: Period) => bars.filter((bar) => bar.resolution === period).map((bar) => bar.candle);
  byPeriod.set('1min', barsAt('1min'));
  for (const [source, target] of AGGREGATION_CHAIN) {
    const aggregated = aggregateCandles(source, target, byPeriod.get(source) ?? []);
    byPeriod.set(target, mergeAscending(barsAt(target), aggregated));
  }
  return byPeriod;
}

/** Two ascending candle lists whose buckets never coincide, as one ascending list. */
function mergeAscending(left: readonly CandleAtoms[], right: readonly CandleAtoms[]): CandleAtoms[] {
  if (left.length === 0) return [...right];
  if (right.length === 0) return [...left];
  const merged: CandleAtoms[] = [];
  let i = 0;
  let j = 0;
  // Indexes are checked against the lengths before each read: reading past an array's end is slow in V8.
  while (i < left.length && j < right.length) {
    const a = left[i] as CandleAtoms;
    const b = right[j] as CandleAtoms;
    if (a.openTimeS === b.openTimeS) throw new Error(`two candles for the bucket at ${a.openTimeS}`);
    if (a.openTimeS < b.openTimeS) {
      merged.push(a);
      i += 1;
    } else {
      merged.push(b);
      j += 1;
    }
  }
  for (; i < left.length; i += 1) merged.push(left[i] as CandleAtoms);
  for (; j < right.length; j += 1) merged.push(right[j] as CandleAtoms);
  return merged;
}

/** Joins the first new candle of a period onto the stored candle of the same bucket, when a gap fill starts mid-bucket. */
export function continueStoredCandle(stored: CandleAtoms | undefined, candles: CandleAtoms[]): CandleAtoms[] {
  const first = candles[0];
  if (!stored || !first || stored.openTimeS !== first.openTimeS) return candles;
  return [mergeCandles(stored, first), ...candles.slice(1)];
}

export type HistoryFill = { kind: 'fresh' | 'gap' | 'none'; candlesWritten: number; lastPriceAtoms: bigint };

/**
 * Makes sure `sim`'s market has history up to the minute before `nowS`: all of it when the market
 * has no 1-minute candles yet, else the gap since its last candle. One transaction per market.
 */
export async function fillHistory(
  db: Db,
  sim: MarketSimulation,
  options: { nowS: number; historyDays: number; random: RandomSource },
): Promise<HistoryFill> {
  const { nowS, historyDays, random } = options;
  const nowMinuteS = bucketOpenTimeS('1min', nowS);
  const bandEndsS = historyBandEndsS(nowS, historyDays);
  const last = await latestCandle(db, sim.marketId, '1min');

  if (!last) {
    const plan = planBars(historyStartS(nowS), nowMinuteS, bandEndsS);
    const candles = candlesOfBars(walkBackward(sim, plan, random, sim.anchorPriceAtoms));
    const rows = rowsOf(sim.marketId, candles);
    // Longer periods without 1-minute candles only exist if someone deleted those; then replace.
    const write = (await hasCandles(db, sim.marketId)) ? upsertCandles : insertCandles;
    await db.transaction().execute((trx) => write(trx, rows));
    return { kind: 'fresh', candlesWritten: rows.length, lastPriceAtoms: sim.anchorPriceAtoms };
  }

  const gapStartS = last.openTimeS + PERIOD_SECONDS['1min'];
  if (gapStartS >= nowMinuteS) return { kind: 'none', candlesWritten: 0, lastPriceAtoms: last.closeAtoms };
  const walked = walkForward(sim, planBars(gapStartS, nowMinuteS, bandEndsS), random, last.closeAtoms);
  const candles = candlesOfBars(walked.bars);
  for (const period of PERIODS) {
    const first = candles.get(period)?.[0];
    const stored = first && (await candleAt(db, sim.marketId, period, first.openTimeS));
    candles.set(period, continueStoredCandle(stored, candles.get(period) ?? []));
  }
  const rows = rowsOf(sim.marketId, candles);
  await db.transaction().execute((trx) => upsertCandles(trx, rows));
  return { kind: 'gap', candlesWritten: rows.length, lastPriceAtoms: walked.endPriceAtoms };
}

function rowsOf(marketId: number, candles: Map<Period, CandleAtoms[]>): PeriodCandle[] {
  return [...candles].flatMap(([period, list]) => list.map((candle) => ({ marketId, period, candle })));
}
