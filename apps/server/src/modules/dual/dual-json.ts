// How dual rows read on the wire (ZDualProduct, ZDualOrder): decimal strings for money and prices,
// the APR in percent, the derived state (settling once the settlement time has passed), and the
// server's clock so a countdown does not trust the phone's.
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { DualState } from '@platform/shared/dual-rules';
import type { TDualOrder, TDualProduct } from '@platform/shared/schemas/dual';
import type { MarketPrices } from '../../prices/recorded-prices.ts';
import type { DualOrderRow, DualProductRow } from './queries.ts';

export const USDT_ID = 3;

/** ppm as a percent: 365 000 ppm is '36.5'. */
export function aprText(ppm: number): string {
  return fromAtoms(BigInt(ppm) * 10_000n);
}

/** A percent with at most 4 decimals (ZAdminDualSaveRequest checked it) as ppm. */
export function aprPpmOf(percent: string): number {
  return Number(toAtoms(percent) / 10_000n);
}

export type DualNames = { coinNames: ReadonlyMap<number, string>; prices: MarketPrices };

const nameOf = (names: DualNames, coinId: number) => names.coinNames.get(coinId) ?? '';
export const investCoinOf = (row: { type: 'call' | 'put'; currency_id: number }) => (row.type === 'call' ? row.currency_id : USDT_ID);

export function productJson(row: DualProductRow, names: DualNames, nowMs: number): TDualProduct {
  const latest = names.prices.latest(row.market_id);
  return {
    id: row.id,
    currency_id: row.currency_id,
    currency: nameOf(names, row.currency_id),
    type: row.type,
    invest_currency: nameOf(names, investCoinOf(row)),
    symbol: names.prices.market(row.market_id)?.symbol ?? '',
    target_price: fromAtoms(row.target_atoms),
    apr: aprText(row.apr_ppm),
    term_days: row.term_days,
    settle_at: row.settle_at,
    unit: fromAtoms(row.unit_atoms),
    quota: row.quota_units,
    sold: row.sold_units,
    remaining: row.quota_units === null ? null : row.quota_units - row.sold_units,
    status: row.status,
    buyable: row.status === 'open' && nowMs < row.settle_at && (row.quota_units === null || row.sold_units < row.quota_units),
    last_price: latest ? fromAtoms(latest.priceAtoms) : null,
    server_time: nowMs,
  };
}

export function orderState(row: DualOrderRow, nowMs: number): DualState {
  if (row.status === 'completed') return 'completed';
  return nowMs >= row.settle_at ? 'settling' : 'purchased';
}

export function orderJson(row: DualOrderRow, names: DualNames, nowMs: number): TDualOrder {
  return {
    id: row.id,
    product_id: row.product_id,
    currency_id: row.currency_id,
    currency: nameOf(names, row.currency_id),
    type: row.type,
    invest_currency: nameOf(names, row.invest_currency_id),
    symbol: names.prices.market(row.market_id)?.symbol ?? '',
    target_price: fromAtoms(row.target_atoms),
    apr: aprText(row.apr_ppm),
    term_days: row.term_days,
    num: row.units,
    unit: fromAtoms(row.unit_atoms),
    amount: fromAtoms(row.amount_atoms),
    purchased_at: row.purchased_at,
    settle_at: row.settle_at,
    status: orderState(row, nowMs),
    settle_price: row.settle_price_atoms === null ? null : fromAtoms(row.settle_price_atoms),
    settle_tick_seq: row.settle_tick_seq,
    payout: row.payout_atoms === null ? null : fromAtoms(row.payout_atoms),
    payout_currency: row.payout_currency_id === null ? null : nameOf(names, row.payout_currency_id),
    earned: row.yield_atoms === null ? null : fromAtoms(row.yield_atoms),
    settled_at: row.settled_at,
    server_time: nowMs,
  };
}
