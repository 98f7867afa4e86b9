// The money arithmetic of a fill, in bigint atoms (1e-8), with the rounding of each amount spelled out.
//
//  - The quote amount of a fill is price x quantity truncated (mulAtoms): the same amount leaves
//    the buyer and reaches the seller, so rounding never creates or loses money. Truncation is
//    sub-additive (the sum of truncated parts never exceeds the truncated whole), so freezing
//    mulAtoms(quantity, limit price) always covers every fill at that price or better.
//  - A fee is charged in the currency its payer receives (the buyer's in base, the seller's in
//    quote), so the frozen amount never has to cover a fee, and rounded up to a whole atom, so the
//    platform never earns less than the published rate. With a rate of at most 100 % a fee never
//    exceeds what it is taken from.
import { ATOMS_PER_UNIT } from '@platform/shared/money';
import type { Owner } from './ledger.ts';
import { OrderBookInvariantError } from './order-book-levels.ts';

export const PPM = 1_000_000n;
/** A fee rate above 100 % would take more than the fill pays. Rebates (negative rates) are not offered. */
export const FEE_PPM_MAX = 1_000_000;
/** Prices, quantities and budgets fit PostgreSQL's BIGINT, where the server stores them. */
export const AMOUNT_ATOMS_MAX = 2n ** 63n - 1n;
/**
 * Prices stay exact as JS numbers, which the book's level search uses: 2^53 - 1 atoms is about
 * 90 million units of quote per unit of base, far above any pair the platform lists.
 */
export const PRICE_ATOMS_MAX = BigInt(Number.MAX_SAFE_INTEGER);

export type FeeRates = { makerFeePpm: number; takerFeePpm: number };

/** The book's rates, and optional rates for particular owners (e.g. the platform's liquidity account). */
export type FeeSchedule = FeeRates & { byOwner?: ReadonlyMap<Owner, FeeRates> };

/** Rates as bigint, checked once when the book is made rather than on every fill. */
export type FeeRatesPpm = { makerFeePpm: bigint; takerFeePpm: bigint };

export function feeRatesPpm(rates: FeeRates): FeeRatesPpm {
  return { makerFeePpm: checkedPpm('maker', rates.makerFeePpm), takerFeePpm: checkedPpm('taker', rates.takerFeePpm) };
}

function checkedPpm(role: string, ratePpm: number): bigint {
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0 || ratePpm > FEE_PPM_MAX) {
    throw new OrderBookInvariantError(`${role} fee must be whole ppm in [0, ${FEE_PPM_MAX}], got ${ratePpm}`);
  }
  return BigInt(ratePpm);
}

/** Quote atoms of a fill: price x quantity, truncated. */
export function quoteAtoms(priceAtoms: bigint, quantityAtoms: bigint): bigint {
  return (priceAtoms * quantityAtoms) / ATOMS_PER_UNIT;
}

/** The fee on `receivedAtoms` at `feePpm`, rounded up to a whole atom. */
export function feeAtoms(receivedAtoms: bigint, feePpm: bigint): bigint {
  if (feePpm === 0n || receivedAtoms === 0n) return 0n;
  return (receivedAtoms * feePpm + PPM - 1n) / PPM;
}

/**
 * The most base atoms a quote budget buys at `priceAtoms`: floor(budget / price). A fill of that
 * quantity costs quoteAtoms(...) <= budget; an empty budget buys nothing, even below one unit.
 */
export function affordableAtoms(budgetAtoms: bigint, priceAtoms: bigint): bigint {
  return (budgetAtoms * ATOMS_PER_UNIT) / priceAtoms;
}
