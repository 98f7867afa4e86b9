// What makes the simulated market look like a market (DESIGN.md market data), as pure functions
// of a seeded random source so that a recorded tick and its seed reproduce them exactly:
// - the depth profile of the platform's liquidity quotes: uneven level sizes that grow away from
//   the price, within a fixed total per side;
// - the public tape of trades between simulated participants: prints at the recorded tick price,
//   with sizes on the market's amount grid. They move no money and are labelled as simulated.
// Only uniform draws are JS numbers; they become integer weights or ppm factors before they touch
// an amount, so no float rounds a quantity.
import { ATOMS_PER_UNIT } from '@platform/shared/money';
import { floorToDecimals, gridStepAtoms } from '@platform/shared/price-rules';
import type { RandomSource } from './random-walk.ts';

export type DepthProfile = {
  /** Levels on one side. */
  levels: number;
  /** What all levels of a side are worth together at most, in quote atoms. */
  sideQuoteAtoms: bigint;
  /** What every level is worth at least, in quote atoms (the touch is never paper-thin). */
  levelQuoteMinAtoms: bigint;
};

/** A level's random factor lies between 60 % and 140 % of its trend; the one "wall" level is twice its size. */
const LEVEL_FACTOR_MIN_PERMILLE = 600;
const LEVEL_FACTOR_SPAN_PERMILLE = 800;
const WALL_FACTOR = 2;

/**
 * The quote worth of each level of one side, nearest the price first: a floor of
 * levelQuoteMinAtoms each, and the rest shared by weights that grow with the distance from the
 * price (level n weighs n + 1) times a random factor, with one random level in the outer half
 * standing out as a wall. The sum never exceeds sideQuoteAtoms.
 */
export function depthProfileQuoteAtoms(random: RandomSource, profile: DepthProfile): bigint[] {
  const { levels, sideQuoteAtoms, levelQuoteMinAtoms } = profile;
  if (!Number.isInteger(levels) || levels < 1) throw new RangeError(`levels must be a positive whole number, got ${levels}`);
  if (levelQuoteMinAtoms <= 0n) throw new RangeError('a level must be worth something');
  const floorTotalAtoms = levelQuoteMinAtoms * BigInt(levels);
  if (floorTotalAtoms > sideQuoteAtoms) throw new RangeError('the side total is below the floor of its levels');

  const wallLevel = Math.floor(levels / 2) + Math.floor(random() * Math.ceil(levels / 2));
  const weights: bigint[] = [];
  for (let level = 0; level < levels; level += 1) {
    const factorPermille = LEVEL_FACTOR_MIN_PERMILLE + Math.floor(random() * LEVEL_FACTOR_SPAN_PERMILLE);
    const wall = level === wallLevel ? WALL_FACTOR : 1;
    weights.push(BigInt((level + 1) * factorPermille * wall));
  }
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0n);
  const shareableAtoms = sideQuoteAtoms - floorTotalAtoms;
  const quotes = weights.map((weight) => levelQuoteMinAtoms + (shareableAtoms * weight) / weightTotal);
  const totalAtoms = quotes.reduce((sum, quote) => sum + quote, 0n);
  if (totalAtoms > sideQuoteAtoms) throw new Error(`depth profile exceeds its side total: ${totalAtoms} > ${sideQuoteAtoms}`);
  return quotes;
}

/** The base quantity `quoteAtoms` buys at `priceAtoms`, rounded down onto the amount grid, at least one step. */
export function quantityOnGridAtoms(quoteAtoms: bigint, priceAtoms: bigint, amountDecimals: number): bigint {
  if (priceAtoms <= 0n) throw new RangeError('price must be positive');
  const stepAtoms = gridStepAtoms(amountDecimals);
  const quantityAtoms = floorToDecimals((quoteAtoms * ATOMS_PER_UNIT) / priceAtoms, amountDecimals);
  return quantityAtoms < stepAtoms ? stepAtoms : quantityAtoms;
}

export type SimulatedPrint = { timeMs: number; priceAtoms: bigint; quantityAtoms: bigint; side: 'buy' | 'sell' };

export type TapeStep = {
  /** The recorded tick: every print of this step is at its price, at or before its time. */
  priceAtoms: bigint;
  timeMs: number;
  /** The tick before it (its time bounds the prints from below; its price gives the takers' side). */
  previousPriceAtoms: bigint | null;
  previousTimeMs: number;
  amountDecimals: number;
  /** The quote worth of a print lies between these (smaller prints far more often). */
  printQuoteMinAtoms: bigint;
  printQuoteMaxAtoms: bigint;
};

/** How many prints a tick gets, cumulative chances in permille: 0 to PRINTS_PER_TICK_MAX. */
const PRINT_COUNT_CUMULATIVE_PERMILLE = [250, 600, 820, 940, 1000] as const;
export const PRINTS_PER_TICK_MAX = PRINT_COUNT_CUMULATIVE_PERMILLE.length - 1;
/** When the price moved, this share of the prints are takers in its direction. */
const WITH_MOVE_PERMILLE = 800;

/**
 * The prints between simulated participants for one recorded tick, oldest first: 0 to
 * PRINTS_PER_TICK_MAX of them, each at the tick's price, timed after the previous tick and no later
 * than this one, sized between the two quote bounds (log-uniform, skewed to small) on the amount
 * grid. Takers mostly follow the move: a rise is lifted asks (buys), a fall hit bids (sells).
 */
export function simulatedPrints(random: RandomSource, step: TapeStep): SimulatedPrint[] {
  const { priceAtoms, timeMs, previousTimeMs, printQuoteMinAtoms, printQuoteMaxAtoms } = step;
  if (priceAtoms <= 0n) throw new RangeError('price must be positive');
  if (!(previousTimeMs < timeMs)) throw new RangeError(`the previous tick must be older: ${previousTimeMs} >= ${timeMs}`);
  if (printQuoteMinAtoms <= 0n || printQuoteMaxAtoms < printQuoteMinAtoms) throw new RangeError('print quote bounds are not a range');

  const countDraw = Math.floor(random() * 1000);
  const count = PRINT_COUNT_CUMULATIVE_PERMILLE.findIndex((bound) => countDraw < bound);
  const moved = step.previousPriceAtoms === null ? 0n : priceAtoms - step.previousPriceAtoms;
  const spanMs = timeMs - previousTimeMs;
  const times = Array.from({ length: count }, () => timeMs - Math.floor(random() * spanMs)).sort((a, b) => a - b);
  const ratio = Number(printQuoteMaxAtoms) / Number(printQuoteMinAtoms);
  return times.map((printTimeMs) => {
    const sideDraw = Math.floor(random() * 1000);
    const withMove = sideDraw < WITH_MOVE_PERMILLE;
    const side: 'buy' | 'sell' = moved === 0n ? (sideDraw < 500 ? 'buy' : 'sell') : moved > 0n === withMove ? 'buy' : 'sell';
    // Squaring the draw makes small prints common and large ones rare, as on a retail tape.
    const skewed = random() ** 2;
    const factorPpm = BigInt(Math.floor(ratio ** skewed * 1_000_000));
    let quoteAtoms = (printQuoteMinAtoms * factorPpm) / 1_000_000n;
    if (quoteAtoms > printQuoteMaxAtoms) quoteAtoms = printQuoteMaxAtoms;
    return { timeMs: printTimeMs, priceAtoms, quantityAtoms: quantityOnGridAtoms(quoteAtoms, priceAtoms, step.amountDecimals), side };
  });
}
