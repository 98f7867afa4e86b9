// The platform's built-in liquidity provider: on every recorded tick it replaces its quotes with a
// ladder on each side around the tick price, so a lone user can always buy or sell. The quotes
// live only in the book (rebuilt from the next tick, never persisted) and freeze nothing: they
// are the platform's own risk, settled through PLATFORM_ACCOUNT.spotLiquidity, which may go
// below zero in a coin. When a new ladder crosses a user's resting limit order, that order fills
// at its own price (the user is the maker): this is how limit orders fill as the market moves.
import { toAtoms } from '@platform/shared/money';
import { mulberry32, seedOf } from '@platform/engine/random-walk';
import { depthProfileQuoteAtoms, quantityOnGridAtoms } from '@platform/engine/simulated-market';
import type { LiquidityQuote } from '@platform/engine/spot-pair';
import { ceilToDecimals, floorToDecimals, gridStepAtoms, shiftedByPpm } from '@platform/shared/price-rules';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import type { SpotMarket } from './spot-markets.ts';

export const LIQUIDITY_LADDER = {
  /** Levels on each side. */
  levels: 15,
  /** The first level's distance from the tick price, and the step between levels, in ppm (0.05 %). */
  firstStepPpm: 500,
  stepPpm: 500,
  /**
   * What all levels of a side are worth together at most: 60,000 USDT within 0.75 % of the price,
   * enough for a retail market order of any demo balance to fill whole. The depth profile
   * (@platform/engine/simulated-market) shares it unevenly, thin at the touch and deeper further
   * out like a real book, drawn afresh from a seed of the market and the tick on every tick.
   */
  sideQuoteAtoms: toAtoms('60000'),
  /** Every level is worth at least this, so the touch always takes a retail order. */
  levelQuoteMinAtoms: toAtoms('200'),
} as const;

/** The seed of a tick's depth profile: anyone holding the recorded tick can draw the same book. */
const DEPTH_SEED_STREAM = 3;

/**
 * The ladder around the tick's price: asks rounded up and bids rounded down onto the market's
 * price grid (never inside the tick price), quantities rounded down onto its amount grid (at least
 * one step), each level worth what the tick's depth profile gives it. Asks first, each side best first.
 */
export function liquidityQuotes(market: SpotMarket, tick: Pick<RecordedTick, 'seq' | 'priceAtoms'>): LiquidityQuote[] {
  const quotes: LiquidityQuote[] = [];
  const priceStepAtoms = gridStepAtoms(market.priceDecimals);
  const random = mulberry32(seedOf(market.id, tick.seq, DEPTH_SEED_STREAM));
  for (const side of ['sell', 'buy'] as const) {
    const profile = depthProfileQuoteAtoms(random, LIQUIDITY_LADDER);
    for (let level = 0; level < LIQUIDITY_LADDER.levels; level += 1) {
      const distancePpm = LIQUIDITY_LADDER.firstStepPpm + level * LIQUIDITY_LADDER.stepPpm;
      const priceAtoms =
        side === 'sell'
          ? ceilToDecimals(shiftedByPpm(tick.priceAtoms, distancePpm), market.priceDecimals)
          : floorToDecimals(shiftedByPpm(tick.priceAtoms, -distancePpm), market.priceDecimals);
      if (priceAtoms < priceStepAtoms) continue;
      const quantityAtoms = quantityOnGridAtoms(profile[level] as bigint, priceAtoms, market.amountDecimals);
      quotes.push({ side, priceAtoms, quantityAtoms });
    }
  }
  return quotes;
}
