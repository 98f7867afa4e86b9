// The platform's built-in liquidity provider: on every recorded tick it replaces its quotes with a
// ladder on each side around the tick price, so a lone user can always buy or sell. The quotes
// live only in the book (rebuilt from the next tick, never persisted) and freeze nothing: they
// are the platform's own risk, settled through PLATFORM_ACCOUNT.spotLiquidity, which may go
// below zero in a coin. When a new ladder crosses a user's resting limit order, that order fills
// at its own price (the user is the maker): this is how limit orders fill as the market moves.
import { ATOMS_PER_UNIT, toAtoms } from '@platform/shared/money';
import type { LiquidityQuote } from '@platform/engine/spot-pair';
import { ceilToDecimals, floorToDecimals, gridStepAtoms, shiftedByPpm } from '@platform/shared/price-rules';
import type { SpotMarket } from './spot-markets.ts';

export const LIQUIDITY_LADDER = {
  /** Levels on each side. */
  levels: 15,
  /** The first level's distance from the tick price, and the step between levels, in ppm (0.05 %). */
  firstStepPpm: 500,
  stepPpm: 500,
  /**
   * What the first level is worth in quote; level n (from 0) is worth n + 1 times it, so the book is
   * thin at the touch like a real one and deep further out: 500 x (1 + ... + 15) = 60,000 USDT a side
   * within 0.75 % of the price, enough for a retail market order of any demo balance to fill whole.
   */
  levelQuoteAtoms: toAtoms('500'),
} as const;

/**
 * The ladder around `tickPriceAtoms`: asks rounded up and bids rounded down onto the market's
 * price grid (never inside the tick price), quantities rounded down onto its amount grid (at least
 * one step). Asks first, each side best first.
 */
export function liquidityQuotes(market: SpotMarket, tickPriceAtoms: bigint): LiquidityQuote[] {
  const quotes: LiquidityQuote[] = [];
  const priceStepAtoms = gridStepAtoms(market.priceDecimals);
  for (const side of ['sell', 'buy'] as const) {
    for (let level = 0; level < LIQUIDITY_LADDER.levels; level += 1) {
      const distancePpm = LIQUIDITY_LADDER.firstStepPpm + level * LIQUIDITY_LADDER.stepPpm;
      const priceAtoms =
        side === 'sell'
          ? ceilToDecimals(shiftedByPpm(tickPriceAtoms, distancePpm), market.priceDecimals)
          : floorToDecimals(shiftedByPpm(tickPriceAtoms, -distancePpm), market.priceDecimals);
      if (priceAtoms < priceStepAtoms) continue;
      quotes.push({ side, priceAtoms, quantityAtoms: levelQuantityAtoms(market, priceAtoms, BigInt(level + 1)) });
    }
  }
  return quotes;
}

function levelQuantityAtoms(market: SpotMarket, priceAtoms: bigint, multiple: bigint): bigint {
  const quantityAtoms = floorToDecimals((LIQUIDITY_LADDER.levelQuoteAtoms * multiple * ATOMS_PER_UNIT) / priceAtoms, market.amountDecimals);
  const stepAtoms = gridStepAtoms(market.amountDecimals);
  return quantityAtoms < stepAtoms ? stepAtoms : quantityAtoms;
}
