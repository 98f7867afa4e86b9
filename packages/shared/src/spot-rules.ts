// What a spot order must satisfy before anything is frozen, for the server (which refuses it) and
// the spot screen (which says why before sending), zod-free: the market's price and amount grid, a
// limit price near the last recorded price, a minimum total; and what an accepted order freezes.
// The server's order of checks is the one here: the first refusal is the one answered.
import { divAtoms, mulAtoms, toAtoms } from './money.ts';
import { ceilToDecimals, floorToDecimals, onGrid, shiftedByPpm } from './price-rules.ts';
import { SPOT_MIN_TOTAL, SPOT_PRICE_BAND_PPM } from './trading-rules.ts';

export const SPOT_MIN_TOTAL_ATOMS = toAtoms(SPOT_MIN_TOTAL);

export type SpotOrderSide = 'buy' | 'sell';
export type SpotOrderKind = 'limit' | 'market';
/** The grid of a market: fraction digits of its prices and of its quantities. */
export type SpotGrid = { priceDecimals: number; amountDecimals: number };

/** An order as typed: a limit price (null for a market order), and the amount (a market buy's is its quote total). */
export type SpotOrderInput = { side: SpotOrderSide; kind: SpotOrderKind; priceAtoms: bigint | null; amountAtoms: bigint };

/** An order that passed the rules: what the book gets and what its acceptance freezes. */
export type SpotOrderTerms = {
  side: SpotOrderSide;
  kind: SpotOrderKind;
  priceAtoms: bigint | null;
  /** Base quantity; for a market buy by total, an estimate at the last price until it has filled. */
  quantityAtoms: bigint;
  /** A market buy's quote total. */
  quoteBudgetAtoms: bigint | null;
  /** Frozen at acceptance: quote for a buy, base for a sell. */
  reservedAtoms: bigint;
};

/** Why an order is refused; `code` is the shared text key of the message. */
export type SpotOrderRefusal =
  | { code: 'price_invalid' }
  | { code: 'price_too_precise'; decimals: number }
  | { code: 'quantity_too_precise'; decimals: number }
  | { code: 'price_unavailable' }
  | { code: 'price_far_from_market'; minAtoms: bigint; maxAtoms: bigint }
  | { code: 'order_total_too_small' };

export type SpotOrderCheck = { ok: true; terms: SpotOrderTerms } | { ok: false; refusal: SpotOrderRefusal };

/** What `quantityAtoms` of base costs at `priceAtoms`, truncated (the book's quoteAtoms). */
export function spotTotalAtoms(priceAtoms: bigint, quantityAtoms: bigint): bigint {
  return mulAtoms(priceAtoms, quantityAtoms);
}

/** The limit prices accepted around the last price, on the market's grid. */
export function spotPriceBand(lastPriceAtoms: bigint, priceDecimals: number): { minAtoms: bigint; maxAtoms: bigint } {
  return {
    minAtoms: ceilToDecimals(shiftedByPpm(lastPriceAtoms, -SPOT_PRICE_BAND_PPM), priceDecimals),
    maxAtoms: floorToDecimals(shiftedByPpm(lastPriceAtoms, SPOT_PRICE_BAND_PPM), priceDecimals),
  };
}

/**
 * Checks an order against the market's rules and the last recorded price (null: none yet), in the
 * server's order, and answers either its terms or the first refusal.
 */
export function checkSpotOrder(grid: SpotGrid, input: SpotOrderInput, lastPriceAtoms: bigint | null): SpotOrderCheck {
  const refused = (refusal: SpotOrderRefusal): SpotOrderCheck => ({ ok: false, refusal });
  const { side, amountAtoms } = input;
  const quantityOffGrid = !onGrid(amountAtoms, grid.amountDecimals);
  if (input.kind === 'limit') {
    const priceAtoms = input.priceAtoms;
    if (priceAtoms === null) return refused({ code: 'price_invalid' });
    if (!onGrid(priceAtoms, grid.priceDecimals)) return refused({ code: 'price_too_precise', decimals: grid.priceDecimals });
    if (quantityOffGrid) return refused({ code: 'quantity_too_precise', decimals: grid.amountDecimals });
    if (lastPriceAtoms === null) return refused({ code: 'price_unavailable' });
    const { minAtoms, maxAtoms } = spotPriceBand(lastPriceAtoms, grid.priceDecimals);
    if (priceAtoms < minAtoms || priceAtoms > maxAtoms) return refused({ code: 'price_far_from_market', minAtoms, maxAtoms });
    const totalAtoms = spotTotalAtoms(priceAtoms, amountAtoms);
    if (totalAtoms < SPOT_MIN_TOTAL_ATOMS) return refused({ code: 'order_total_too_small' });
    const reservedAtoms = side === 'buy' ? totalAtoms : amountAtoms;
    return { ok: true, terms: { side, kind: 'limit', priceAtoms, quantityAtoms: amountAtoms, quoteBudgetAtoms: null, reservedAtoms } };
  }
  if (side === 'buy') {
    // A market buy names the quote total to spend, on the market's price grid.
    if (!onGrid(amountAtoms, grid.priceDecimals)) return refused({ code: 'quantity_too_precise', decimals: grid.priceDecimals });
    if (lastPriceAtoms === null) return refused({ code: 'price_unavailable' });
    if (amountAtoms < SPOT_MIN_TOTAL_ATOMS) return refused({ code: 'order_total_too_small' });
    const estimateAtoms = divAtoms(amountAtoms, lastPriceAtoms);
    const terms: SpotOrderTerms = {
      side,
      kind: 'market',
      priceAtoms: null,
      quantityAtoms: estimateAtoms > 0n ? estimateAtoms : 1n,
      quoteBudgetAtoms: amountAtoms,
      reservedAtoms: amountAtoms,
    };
    return { ok: true, terms };
  }
  if (quantityOffGrid) return refused({ code: 'quantity_too_precise', decimals: grid.amountDecimals });
  if (lastPriceAtoms === null) return refused({ code: 'price_unavailable' });
  if (spotTotalAtoms(lastPriceAtoms, amountAtoms) < SPOT_MIN_TOTAL_ATOMS) return refused({ code: 'order_total_too_small' });
  return {
    ok: true,
    terms: { side, kind: 'market', priceAtoms: null, quantityAtoms: amountAtoms, quoteBudgetAtoms: null, reservedAtoms: amountAtoms },
  };
}
