// The simulated price path (DESIGN.md market data): a seeded random walk with realistic volatility.
//
// Only the standard-normal draw is a JS number; it becomes an integer move in parts per billion
// before it touches a price, and all price arithmetic is bigint atoms, so no float ever rounds a
// price. The random source is injected, so a seed reproduces a path exactly.

export const DAY_MS = 86_400_000;
export const PPB = 1_000_000_000n;
/** A single step moves at most half the price either way, which keeps every price above zero. */
export const MOVE_PPB_MAX = 500_000_000n;

/** Uniform draws in [0, 1). */
export type RandomSource = () => number;

export type WalkStep = {
  priceAtoms: bigint;
  /** A standard-normal draw, e.g. from normalDraw(random). */
  normalDraw: number;
  stepMs: number;
  /** Standard deviation of one day's return, in parts per million (40_000 = 4 %). */
  dailyVolatilityPpm: number;
  /** Optional pull towards a reference price, so a walk that runs for years stays plausible. */
  anchorPriceAtoms?: bigint;
  /** Share of the distance to the anchor closed per day, in parts per million. */
  reversionPpmPerDay?: number;
};

/** The price after one step; always at least one atom. */
export function nextPriceAtoms(step: WalkStep): bigint {
  const { priceAtoms, normalDraw, stepMs, dailyVolatilityPpm } = step;
  if (priceAtoms <= 0n) throw new RangeError(`price must be positive, got ${priceAtoms}`);
  if (!Number.isInteger(stepMs) || stepMs <= 0) throw new RangeError(`step must be a positive whole number of ms, got ${stepMs}`);
  if (!Number.isInteger(dailyVolatilityPpm) || dailyVolatilityPpm < 0) throw new RangeError(`volatility must be whole ppm >= 0`);
  if (!Number.isFinite(normalDraw)) throw new RangeError(`draw must be finite, got ${normalDraw}`);

  // Volatility grows with the square root of time: sigma_step = sigma_day * sqrt(step / day).
  const movePpb = BigInt(Math.round(normalDraw * dailyVolatilityPpm * 1000 * Math.sqrt(stepMs / DAY_MS)));
  const totalPpb = clamp(movePpb + pullPpb(step), -MOVE_PPB_MAX, MOVE_PPB_MAX);
  // |totalPpb| < PPB and bigint division truncates toward zero, so the change is smaller than the price.
  const nextAtoms = priceAtoms + (priceAtoms * totalPpb) / PPB;
  if (nextAtoms <= 0n) throw new Error(`random walk left the positive prices: ${priceAtoms} -> ${nextAtoms}`);
  return nextAtoms;
}

function pullPpb(step: WalkStep): bigint {
  const { anchorPriceAtoms, reversionPpmPerDay, priceAtoms, stepMs } = step;
  if (anchorPriceAtoms === undefined || !reversionPpmPerDay) return 0n;
  if (anchorPriceAtoms <= 0n) throw new RangeError('anchor price must be positive');
  const distancePpb = ((anchorPriceAtoms - priceAtoms) * PPB) / priceAtoms;
  // The share of the distance closed in this step; one BigInt of the product is cheaper than two.
  const shareProduct = reversionPpmPerDay * stepMs;
  const share = Number.isSafeInteger(shareProduct) ? BigInt(shareProduct) : BigInt(reversionPpmPerDay) * BigInt(stepMs);
  return (distancePpb * share) / PPM_DAY_MS;
}

const PPM_DAY_MS = 1_000_000n * BigInt(DAY_MS);

function clamp(value: bigint, min: bigint, max: bigint): bigint {
  return value < min ? min : value > max ? max : value;
}

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for a price simulation, and reproducible. */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard-normal draw by Box-Muller from two uniform draws (the second of the pair is dropped). */
export function normalDraw(random: RandomSource): number {
  const u1 = 1 - random(); // (0, 1], so the logarithm is finite
  const u2 = random();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** A 32-bit seed from a few integers (FNV-1a over their decimal text), e.g. a market id and a start time. */
export function seedOf(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
