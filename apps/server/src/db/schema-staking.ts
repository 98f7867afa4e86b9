// Staking's tables (migration 011), part of the DB interface in schema.ts.
import type { Generated } from 'kysely';

export interface StakingProductsTable {
  id: Generated<number>;
  currency_id: number;
  period_days: number;
  daily_rate_ppm: number;
  penalty_ppm: number;
  min_amount_atoms: bigint;
  user_max_atoms: bigint | null;
  quota_atoms: bigint | null;
  sold_atoms: Generated<bigint>;
  start_at: number;
  dividend_minute: number;
  status: Generated<number>;
  sort: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface StakingUserTotalsTable {
  product_id: number;
  user_id: number;
  subscribed_atoms: Generated<bigint>;
}

export type StakingStatus = 'holding' | 'redeemed' | 'early_redeemed';

export interface StakingPositionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  currency_id: number;
  principal_atoms: bigint;
  period_days: number;
  daily_rate_ppm: number;
  penalty_ppm: number;
  daily_income_atoms: bigint;
  started_at: number;
  first_dividend_at: number;
  end_at: number;
  next_dividend_at: number;
  days_paid: Generated<number>;
  paid_atoms: Generated<bigint>;
  status: StakingStatus;
  returned_atoms: bigint | null;
  penalty_atoms: bigint | null;
  closed_at: number | null;
  created_at: number;
}

export interface StakingDividendsTable {
  id: Generated<number>;
  position_id: number;
  user_id: number;
  currency_id: number;
  day: number;
  amount_atoms: bigint;
  due_at: number;
  paid_at: number;
}

export interface StakingTables {
  staking_products: StakingProductsTable;
  staking_user_totals: StakingUserTotalsTable;
  staking_positions: StakingPositionsTable;
  staking_dividends: StakingDividendsTable;
}
