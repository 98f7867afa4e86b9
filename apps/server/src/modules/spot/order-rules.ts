// What a spot order must satisfy before anything is frozen: the market's price and amount grid,
// a limit price near the last recorded price, a minimum total; and what it freezes.
import { quoteAtoms } from '@platform/engine/order-book-fees';
import { divAtoms, fromAtoms, toAtoms } from '@platform/shared/money';
import type { TCoinTradeRequest } from '@platform/shared/schemas/spot';
import { SPOT_MIN_TOTAL, SPOT_PRICE_BAND_PPM } from '@platform/shared/trading-rules';
import type { SpotKind, SpotSide } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import { ceilToDecimals, floorToDecimals, onGrid, shiftedByPpm } from './price-steps.ts';
import type { SpotMarket } from './spot-markets.ts';

const MIN_TOTAL_ATOMS = toAtoms(SPOT_MIN_TOTAL);

/** An order that passed the rules: what the book gets and what its acceptance freezes. */
export type CheckedOrder = {
  side: SpotSide;
  kind: SpotKind;
  priceAtoms: bigint | null;
  /** Base quantity; for a market buy by total, an estimate at the last price until it has filled. */
  quantityAtoms: bigint;
  /** A market buy's quote total. */
  quoteBudgetAtoms: bigint | null;
  /** Frozen at acceptance: quote for a buy, base for a sell. */
  reservedAtoms: bigint;
  tick: RecordedTick;
};

export function checkOrder(market: SpotMarket, input: TCoinTradeRequest, tick: RecordedTick | undefined): CheckedOrder {
  const side = input.type;
  const amountAtoms = toAtoms(input.amount);
  if (input.order_type === 'limit') {
    if (input.target_price === undefined) throw new AppError('price_invalid');
    const priceAtoms = toAtoms(input.target_price);
    if (!onGrid(priceAtoms, market.priceDecimals)) throw new AppError('price_too_precise', { decimals: market.priceDecimals });
    assertQuantityGrid(market, amountAtoms);
    const last = lastTick(tick);
    assertWithinBand(market, priceAtoms, last.priceAtoms);
    const totalAtoms = quoteAtoms(priceAtoms, amountAtoms);
    assertMinimumTotal(market, totalAtoms);
    const reservedAtoms = side === 'buy' ? totalAtoms : amountAtoms;
    return { side, kind: 'limit', priceAtoms, quantityAtoms: amountAtoms, quoteBudgetAtoms: null, reservedAtoms, tick: last };
  }
  if (side === 'buy') {
    // A market buy names the quote total to spend, on the market's price grid.
    if (!onGrid(amountAtoms, market.priceDecimals)) throw new AppError('quantity_too_precise', { decimals: market.priceDecimals });
    const last = lastTick(tick);
    assertMinimumTotal(market, amountAtoms);
    const estimateAtoms = divAtoms(amountAtoms, last.priceAtoms);
    return {
      side,
      kind: 'market',
      priceAtoms: null,
      quantityAtoms: estimateAtoms > 0n ? estimateAtoms : 1n,
      quoteBudgetAtoms: amountAtoms,
      reservedAtoms: amountAtoms,
      tick: last,
    };
  }
  assertQuantityGrid(market, amountAtoms);
  const last = lastTick(tick);
  assertMinimumTotal(market, quoteAtoms(last.priceAtoms, amountAtoms));
  return {
    side,
    kind: 'market',
    priceAtoms: null,
    quantityAtoms: amountAtoms,
    quoteBudgetAtoms: null,
    reservedAtoms: amountAtoms,
    tick: last,
  };
}

function lastTick(tick: RecordedTick | undefined): RecordedTick {
  if (!tick) throw new AppError('price_unavailable');
  return tick;
}

function assertQuantityGrid(market: SpotMarket, quantityAtoms: bigint): void {
  if (!onGrid(quantityAtoms, market.amountDecimals)) throw new AppError('quantity_too_precise', { decimals: market.amountDecimals });
}

/** The limit prices accepted around the last price, on the market's grid. */
export function priceBand(market: SpotMarket, lastPriceAtoms: bigint): { minAtoms: bigint; maxAtoms: bigint } {
  return {
    minAtoms: ceilToDecimals(shiftedByPpm(lastPriceAtoms, -SPOT_PRICE_BAND_PPM), market.priceDecimals),
    maxAtoms: floorToDecimals(shiftedByPpm(lastPriceAtoms, SPOT_PRICE_BAND_PPM), market.priceDecimals),
  };
}

function assertWithinBand(market: SpotMarket, priceAtoms: bigint, lastPriceAtoms: bigint): void {
  const { minAtoms, maxAtoms } = priceBand(market, lastPriceAtoms);
  if (priceAtoms < minAtoms || priceAtoms > maxAtoms) {
    throw new AppError('price_far_from_market', { min: fromAtoms(minAtoms), max: fromAtoms(maxAtoms) });
  }
}

function assertMinimumTotal(market: SpotMarket, totalAtoms: bigint): void {
  if (totalAtoms < MIN_TOTAL_ATOMS) throw new AppError('order_total_too_small', { minimum: SPOT_MIN_TOTAL, coin: market.quote });
}
