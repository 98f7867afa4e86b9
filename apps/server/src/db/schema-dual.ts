// Dual investment's tables (migration 013), part of the DB interface in schema.ts.
import type { Generated, Selectable } from 'kysely';

export type DualTypeColumn = 'call' | 'put';

export interface DualProductsTable {
  id: Generated<number>;
  currency_id: number;
  market_id: number;
  type: DualTypeColumn;
  target_atoms: bigint;
  apr_ppm: number;
  term_days: number;
  settle_at: number;
  unit_atoms: bigint;
  quota_units: number | null;
  sold_units: Generated<number>;
  status: 'open' | 'closed';
  created_at: number;
  updated_at: number;
}

export interface DualOrdersTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  currency_id: number;
  market_id: number;
  type: DualTypeColumn;
  invest_currency_id: number;
  target_atoms: bigint;
  apr_ppm: number;
  term_days: number;
  units: number;
  unit_atoms: bigint;
  amount_atoms: bigint;
  purchased_at: number;
  settle_at: number;
  status: 'purchased' | 'completed';
  settle_tick_seq: number | null;
  settle_price_atoms: bigint | null;
  payout_currency_id: number | null;
  payout_atoms: bigint | null;
  yield_atoms: bigint | null;
  yield_usdt_atoms: bigint | null;
  settled_at: number | null;
}

export interface DualTables {
  dual_products: DualProductsTable;
  dual_orders: DualOrdersTable;
}

export type DualProductRow = Selectable<DualProductsTable>;
export type DualOrderRow = Selectable<DualOrdersTable>;
