// A spot order against the rules before anything is frozen: the rules themselves are
// @platform/shared/spot-rules (the spot screen checks with the same function); this turns the
// request into atoms and a refusal into its error.
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TCoinTradeRequest } from '@platform/shared/schemas/spot';
import { checkSpotOrder, type SpotOrderRefusal, type SpotOrderTerms } from '@platform/shared/spot-rules';
import { SPOT_MIN_TOTAL } from '@platform/shared/trading-rules';
import { AppError } from '../../http/errors.ts';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import type { SpotMarket } from './spot-markets.ts';

/** An order that passed the rules: what the book gets, what its acceptance freezes, and the tick it was checked at. */
export type CheckedOrder = SpotOrderTerms & { tick: RecordedTick };

export function checkOrder(market: SpotMarket, input: TCoinTradeRequest, tick: RecordedTick | undefined): CheckedOrder {
  const priceAtoms = input.order_type === 'limit' && input.target_price !== undefined ? toAtoms(input.target_price) : null;
  const checked = checkSpotOrder(
    market,
    { side: input.type, kind: input.order_type, priceAtoms, amountAtoms: toAtoms(input.amount) },
    tick?.priceAtoms ?? null,
  );
  if (!checked.ok) throw refusalError(market, checked.refusal);
  // checkSpotOrder refuses an order without a last price, so the tick is there.
  if (!tick) throw new Error('spot order checked without a tick');
  return { ...checked.terms, tick };
}

function refusalError(market: SpotMarket, refusal: SpotOrderRefusal): AppError {
  switch (refusal.code) {
    case 'price_too_precise':
    case 'quantity_too_precise':
      return new AppError(refusal.code, { decimals: refusal.decimals });
    case 'price_far_from_market':
      return new AppError(refusal.code, { min: fromAtoms(refusal.minAtoms), max: fromAtoms(refusal.maxAtoms) });
    case 'order_total_too_small':
      return new AppError(refusal.code, { minimum: SPOT_MIN_TOTAL, coin: market.quote });
    case 'price_invalid':
    case 'price_unavailable':
      return new AppError(refusal.code);
  }
}
