// The figures of the spot form on decimal strings (bigint atoms, never floats): the total of a
// limit order, a share of the available balance, and the checks the server makes (the same
// function, @platform/shared/spot-rules), so the user reads the reason before anything is sent.
import { formatAmount } from '@platform/shared/format';
import { divAtoms, fromAtoms, isDecimal, mulAtoms, toAtoms } from '@platform/shared/money';
import { floorToDecimals, gridStepAtoms } from '@platform/shared/price-rules';
import { checkSpotOrder, spotPriceBand, type SpotOrderKind, type SpotOrderRefusal, type SpotOrderSide } from '@platform/shared/spot-rules';
import { SPOT_MIN_TOTAL } from '@platform/shared/trading-rules';

export type Side = SpotOrderSide;
export type OrderType = SpotOrderKind;

/** Atoms of a positive decimal, or null for anything else (empty, zero, negative, over-precise). */
export function positiveAtoms(text: string): bigint | null {
  const trimmed = text.trim();
  if (!isDecimal(trimmed) || trimmed.startsWith('-')) return null;
  const atoms = toAtoms(trimmed);
  return atoms > 0n ? atoms : null;
}

/** Cuts atoms down (toward zero) to `decimals` fraction digits: a share must never exceed the balance. */
export function cutAtoms(atoms: bigint, decimals: number): bigint {
  return floorToDecimals(atoms, decimals);
}

/** price x amount, or null while either is not a positive decimal. */
export function totalOf(price: string, amount: string): string | null {
  const priceAtoms = positiveAtoms(price);
  const amountAtoms = positiveAtoms(amount);
  if (priceAtoms === null || amountAtoms === null) return null;
  return fromAtoms(mulAtoms(priceAtoms, amountAtoms));
}

/** amount / price (what a quote total buys), or null while either is not a positive decimal. */
export function quantityOf(total: string, price: string): string | null {
  const totalAtoms = positiveAtoms(total);
  const priceAtoms = positiveAtoms(price);
  if (totalAtoms === null || priceAtoms === null) return null;
  return fromAtoms(divAtoms(totalAtoms, priceAtoms));
}

export type ShareInput = {
  side: Side;
  orderType: OrderType;
  /** The limit price, or the last price for a market order. */
  price: string;
  /** Quote available for a buy, base available for a sell. */
  available: string;
  amountDecimals: number;
  /** A market buy's quote total is on the price grid. */
  priceDecimals: number;
};

/**
 * What the amount field holds at `percent` of the available balance: base for a limit buy (the
 * quote share divided by the price) and for any sell, the quote total for a market buy.
 */
export function amountForShare(percent: number, input: ShareInput): string {
  const availableAtoms = positiveAtoms(input.available);
  if (availableAtoms === null || percent <= 0) return '';
  const shareAtoms = (availableAtoms * BigInt(Math.round(Math.min(percent, 100)))) / 100n;
  if (input.side === 'sell') return nonZero(cutAtoms(shareAtoms, input.amountDecimals));
  if (input.orderType === 'market') return nonZero(cutAtoms(shareAtoms, input.priceDecimals));
  const priceAtoms = positiveAtoms(input.price);
  if (priceAtoms === null) return '';
  return nonZero(cutAtoms(divAtoms(shareAtoms, priceAtoms), input.amountDecimals));
}

function nonZero(atoms: bigint): string {
  return atoms > 0n ? fromAtoms(atoms) : '';
}

/** The slider position (0-100) of a typed amount, the inverse of amountForShare. */
export function shareOfAmount(amount: string, input: ShareInput): number {
  const amountAtoms = positiveAtoms(amount);
  const availableAtoms = positiveAtoms(input.available);
  if (amountAtoms === null || availableAtoms === null) return 0;
  let spentAtoms = amountAtoms;
  if (input.side === 'buy' && input.orderType === 'limit') {
    const priceAtoms = positiveAtoms(input.price);
    if (priceAtoms === null) return 0;
    spentAtoms = mulAtoms(amountAtoms, priceAtoms);
  }
  const percent = (spentAtoms * 100n) / availableAtoms;
  return Number(percent > 100n ? 100n : percent);
}

/** A shared text key (namespace `texts`) with its values: the first problem of an order. */
export type OrderProblem = {
  field: 'price' | 'amount' | 'form';
  key:
    | 'price_invalid'
    | 'quantity_invalid'
    | 'price_too_precise'
    | 'quantity_too_precise'
    | 'price_far_from_market'
    | 'order_total_too_small'
    | 'insufficient_balance'
    | 'price_unavailable';
  params?: Record<string, string | number>;
};

export type OrderDraft = {
  side: Side;
  orderType: OrderType;
  price: string;
  amount: string;
  lastPrice: string | null;
  priceDecimals: number;
  amountDecimals: number;
  /** Quote available for a buy, base for a sell; null when unknown (not logged in, not loaded). */
  available: string | null;
  quoteCoin: string;
};

/**
 * The first problem of the draft, or null when it may be sent: a price and an amount that are not
 * positive decimals, then the server's own rules (checkSpotOrder, in its order), then the balance.
 */
export function checkOrder(draft: OrderDraft): OrderProblem | null {
  const { side, orderType, price, amount } = draft;
  const priceAtoms = orderType === 'limit' ? positiveAtoms(price) : null;
  if (orderType === 'limit' && priceAtoms === null) return { field: 'price', key: 'price_invalid' };
  const amountAtoms = positiveAtoms(amount);
  if (amountAtoms === null) return { field: 'amount', key: 'quantity_invalid' };
  const lastAtoms = draft.lastPrice === null ? null : positiveAtoms(draft.lastPrice);
  const checked = checkSpotOrder(draft, { side, kind: orderType, priceAtoms, amountAtoms }, lastAtoms);
  if (!checked.ok) return problemOf(checked.refusal, draft);
  if (draft.available !== null && checked.terms.reservedAtoms > toAtoms(draft.available)) {
    return { field: 'amount', key: 'insufficient_balance' };
  }
  return null;
}

function problemOf(refusal: SpotOrderRefusal, draft: OrderDraft): OrderProblem {
  switch (refusal.code) {
    case 'price_invalid':
      return { field: 'price', key: refusal.code };
    case 'price_too_precise':
      return { field: 'price', key: refusal.code, params: { decimals: refusal.decimals } };
    case 'quantity_too_precise':
      return { field: 'amount', key: refusal.code, params: { decimals: refusal.decimals } };
    case 'price_far_from_market': {
      const { minAtoms, maxAtoms } = refusal;
      const params = { min: formatAmount(minAtoms, draft.priceDecimals), max: formatAmount(maxAtoms, draft.priceDecimals) };
      return { field: 'price', key: refusal.code, params };
    }
    case 'order_total_too_small':
      return { field: 'amount', key: refusal.code, params: { minimum: SPOT_MIN_TOTAL, coin: draft.quoteCoin } };
    case 'price_unavailable':
      return { field: 'form', key: refusal.code };
  }
}

/** The prices a limit order may have: SPOT_PRICE_BAND_PPM either side of the last price, on the market's grid (spotPriceBand). */
export function priceBand(
  lastPrice: string,
  priceDecimals: number,
): { min: string; max: string; minAtoms: bigint; maxAtoms: bigint } | null {
  const lastAtoms = positiveAtoms(lastPrice);
  if (lastAtoms === null) return null;
  const { minAtoms, maxAtoms } = spotPriceBand(lastAtoms, priceDecimals);
  return { minAtoms, maxAtoms, min: formatAmount(minAtoms, priceDecimals), max: formatAmount(maxAtoms, priceDecimals) };
}

/** The price one step (the market's smallest) up or down, never below one step. */
export function stepPrice(price: string, direction: 1 | -1, priceDecimals: number): string {
  const step = gridStepAtoms(priceDecimals);
  const current = positiveAtoms(price);
  if (current === null) return direction > 0 ? fromAtoms(step) : '';
  const next = cutAtoms(current, priceDecimals) + BigInt(direction) * step;
  return fromAtoms(next < step ? step : next);
}

/** Fixed decimals for an input value ("96938.7" at 2 -> "96938.70"): prices read as the market quotes them. */
export function fixedDecimals(text: string, decimals: number): string {
  const atoms = positiveAtoms(text);
  if (atoms === null) return text;
  const plain = fromAtoms(cutAtoms(atoms, decimals));
  const [whole = '0', fraction = ''] = plain.split('.');
  return decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0')}` : whole;
}
