// A spot order as the API and the socket answer it (ZSpotOrder): decimal strings, never numbers.
import { quoteAtoms } from '@platform/engine/order-book-fees';
import { divAtoms, fromAtoms } from '@platform/shared/money';
import type { TSpotOrder } from '@platform/shared/schemas/spot';
import type { SpotOrderRow } from './queries.ts';
import type { SpotMarket } from './spot-markets.ts';

export function orderJson(market: SpotMarket, row: SpotOrderRow): TSpotOrder {
  let total: string | null = null;
  if (row.kind === 'limit' && row.price_atoms !== null) total = fromAtoms(quoteAtoms(row.price_atoms, row.quantity_atoms));
  else if (row.quote_budget_atoms !== null) total = fromAtoms(row.quote_budget_atoms);
  return {
    id: row.id,
    symbol: market.symbol,
    currency_id: market.coins.baseCoinId,
    legal_id: market.coins.quoteCoinId,
    currency_name: market.base,
    legal_name: market.quote,
    side: row.side,
    order_type: row.kind,
    price: row.price_atoms === null ? null : fromAtoms(row.price_atoms),
    amount: fromAtoms(row.quantity_atoms),
    total,
    filled_amount: fromAtoms(row.filled_atoms),
    filled_total: fromAtoms(row.filled_quote_atoms),
    avg_price: row.filled_atoms > 0n ? fromAtoms(divAtoms(row.filled_quote_atoms, row.filled_atoms)) : null,
    fee: fromAtoms(row.fee_atoms),
    fee_currency: row.side === 'buy' ? market.base : market.quote,
    status: row.status,
    tick_seq: row.tick_seq,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}
