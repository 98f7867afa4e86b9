// How the simulated feed moves one market: its walk parameters, its tick size, its volume, and
// bars built from a few walk steps. Shared by the live feed and the history back-fill, so the
// chart looks the same on both sides of "now".
import { nextPriceAtoms, normalDraw, type RandomSource } from '@platform/engine/random-walk';
import { assertCandle, type CandleAtoms } from '@platform/engine/candles';
import { ATOMS_PER_UNIT, SCALE_DIGITS, divAtoms } from '@platform/shared/money';
import type { MarketRow } from '../../db/schema.ts';

/** Turnover of every simulated market per minute, in quote units: about 290 million a day. */
const NOTIONAL_PER_MINUTE_ATOMS = 200_000n * ATOMS_PER_UNIT;
/** How far the simulated price may drift from its seed price in the long run (one standard deviation of the log price). */
const LONG_RUN_SPREAD_PPM = 400_000;
/** A volume draw lies between 40 % and 160 % of the mean. */
const VOLUME_FACTOR_MIN_PPM = 400_000;
const VOLUME_FACTOR_SPAN_PPM = 1_200_000;

export type MarketSimulation = {
  marketId: number;
  priceDecimals: number;
  amountDecimals: number;
  dailyVolatilityPpm: number;
  anchorPriceAtoms: bigint;
  reversionPpmPerDay: number;
  volumePerMinuteAtoms: bigint;
  /** The price step (0.01 for 2 price decimals) and the volume step, in atoms. */
  tickAtoms: bigint;
  volumeStepAtoms: bigint;
};

export function simulationOf(market: MarketRow): MarketSimulation {
  if (market.seed_price_atoms <= 0n) throw new Error(`market ${market.symbol} has no seed price`);
  return {
    marketId: market.id,
    priceDecimals: market.price_decimals,
    amountDecimals: market.amount_decimals,
    dailyVolatilityPpm: market.daily_volatility_ppm,
    anchorPriceAtoms: market.seed_price_atoms,
    reversionPpmPerDay: reversionPpmPerDay(market.daily_volatility_ppm),
    volumePerMinuteAtoms: divAtoms(NOTIONAL_PER_MINUTE_ATOMS, market.seed_price_atoms),
    tickAtoms: stepAtoms(market.price_decimals),
    volumeStepAtoms: stepAtoms(market.amount_decimals),
  };
}

function stepAtoms(decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > SCALE_DIGITS) throw new RangeError(`decimals must be 0..${SCALE_DIGITS}`);
  return 10n ** BigInt(SCALE_DIGITS - decimals);
}

/** Rounds half up to a multiple of `stepAtoms` (prices and volumes are never negative here). */
function roundToStep(atoms: bigint, stepAtoms: bigint): bigint {
  return ((atoms + stepAtoms / 2n) / stepAtoms) * stepAtoms;
}

/**
 * Mean reversion keeps a walk that runs for years near its seed price: for an
 * Ornstein-Uhlenbeck walk the long-run spread is sigma / sqrt(2 theta), so theta = sigma^2 / (2 spread^2).
 */
function reversionPpmPerDay(dailyVolatilityPpm: number): number {
  return Math.round((dailyVolatilityPpm * dailyVolatilityPpm) / ((2 * LONG_RUN_SPREAD_PPM * LONG_RUN_SPREAD_PPM) / 1_000_000));
}

/** One walk step of `stepMs` from `priceAtoms` (unrounded, the walk keeps full precision). */
export function stepPriceAtoms(sim: MarketSimulation, priceAtoms: bigint, stepMs: number, random: RandomSource): bigint {
  return nextPriceAtoms({
    priceAtoms,
    normalDraw: normalDraw(random),
    stepMs,
    dailyVolatilityPpm: sim.dailyVolatilityPpm,
    anchorPriceAtoms: sim.anchorPriceAtoms,
    reversionPpmPerDay: sim.reversionPpmPerDay,
  });
}

/** The published price: rounded to the market's tick size, never below one tick. Called for every step of the history, so kept cheap. */
export function tickPriceAtoms(sim: MarketSimulation, priceAtoms: bigint): bigint {
  const rounded = roundToStep(priceAtoms, sim.tickAtoms);
  return rounded < sim.tickAtoms ? sim.tickAtoms : rounded;
}

/** Base-currency volume traded over `durationMs`, rounded to the market's amount precision. */
export function volumeAtoms(sim: MarketSimulation, durationMs: number, random: RandomSource): bigint {
  const factorPpm = BigInt(VOLUME_FACTOR_MIN_PPM + Math.floor(random() * VOLUME_FACTOR_SPAN_PPM));
  const raw = (sim.volumePerMinuteAtoms * BigInt(durationMs) * factorPpm) / (60_000n * 1_000_000n);
  return roundToStep(raw, sim.volumeStepAtoms);
}

/**
 * A bar of `lengthS` seconds walked in `steps` steps, either forward from its open price or,
 * for history that must end at today's price, backward from its close price. Returns the bar
 * (tick-rounded) and the unrounded price at its far end, where the neighbouring bar continues.
 */
export function simulateBar(
  sim: MarketSimulation,
  random: RandomSource,
  bar: { openTimeS: number; lengthS: number; steps: number; direction: 'forward' | 'backward'; fromPriceAtoms: bigint },
): { candle: CandleAtoms; endPriceAtoms: bigint } {
  const stepMs = Math.floor((bar.lengthS * 1000) / bar.steps);
  let priceAtoms = bar.fromPriceAtoms;
  // Extremes of the unrounded walk: rounding to the tick is monotonic, so rounding them once at
  // the end gives the extremes of the rounded prices, for a fraction of the work.
  let highAtoms = priceAtoms;
  let lowAtoms = priceAtoms;
  for (let step = 0; step < bar.steps; step += 1) {
    priceAtoms = stepPriceAtoms(sim, priceAtoms, stepMs, random);
    if (priceAtoms > highAtoms) highAtoms = priceAtoms;
    if (priceAtoms < lowAtoms) lowAtoms = priceAtoms;
  }
  const first = tickPriceAtoms(sim, bar.fromPriceAtoms);
  const last = tickPriceAtoms(sim, priceAtoms);
  const forward = bar.direction === 'forward';
  const candle = {
    openTimeS: bar.openTimeS,
    openAtoms: forward ? first : last,
    highAtoms: tickPriceAtoms(sim, highAtoms),
    lowAtoms: tickPriceAtoms(sim, lowAtoms),
    closeAtoms: forward ? last : first,
    volumeAtoms: volumeAtoms(sim, bar.lengthS * 1000, random),
  };
  assertCandle(candle);
  return { candle, endPriceAtoms: priceAtoms };
}
