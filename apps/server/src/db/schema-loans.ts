// The crypto-backed loans' tables (migration 014), part of the DB interface in schema.ts.
import type { Generated, Selectable } from 'kysely';

export interface LoanParamsTable {
  collateral_currency_id: number;
  initial_ltv_ppm: number;
  margin_call_ltv_ppm: number;
  liquidation_ltv_ppm: number;
  hourly_rate_atoms: bigint;
  liquidation_fee_ppm: number;
  min_borrow_atoms: bigint;
  max_borrow_atoms: bigint;
  enabled: Generated<number>;
  updated_at: number;
}

export interface LoansTable {
  id: Generated<number>;
  user_id: number;
  collateral_currency_id: number;
  market_id: number;
  collateral_atoms: bigint;
  borrowed_atoms: bigint;
  principal_atoms: bigint;
  interest_atoms: bigint;
  interest_total_atoms: Generated<bigint>;
  repaid_atoms: Generated<bigint>;
  initial_ltv_ppm: number;
  margin_call_ltv_ppm: number;
  liquidation_ltv_ppm: number;
  hourly_rate_atoms: bigint;
  liquidation_fee_ppm: number;
  open_tick_seq: number;
  open_price_atoms: bigint;
  /** 'open' | 'repaid' | 'liquidated'. */
  status: string;
  margin_call: Generated<number>;
  hours_accrued: Generated<number>;
  version: Generated<number>;
  opened_at: number;
  closed_at: number | null;
  liquidation_tick_seq: number | null;
  liquidation_price_atoms: bigint | null;
  liquidation_debt_atoms: bigint | null;
  liquidation_fee_atoms: bigint | null;
  liquidation_sold_atoms: bigint | null;
  liquidation_returned_atoms: bigint | null;
  created_at: number;
}

export interface LoanInterestTable {
  id: Generated<number>;
  loan_id: number;
  hour: number;
  debt_atoms: bigint;
  interest_atoms: bigint;
  hour_ended_at: number;
  created_at: number;
}

export interface LoanEventsTable {
  id: Generated<number>;
  loan_id: number;
  /** 'borrow' | 'repay' | 'add_collateral' | 'liquidation'. */
  kind: string;
  amount_atoms: bigint;
  interest_atoms: Generated<bigint>;
  principal_atoms: Generated<bigint>;
  tick_seq: number | null;
  created_at: number;
}

export interface LoansTables {
  loan_params: LoanParamsTable;
  loans: LoansTable;
  loan_interest: LoanInterestTable;
  loan_events: LoanEventsTable;
}

export type LoanParamsRow = Selectable<LoanParamsTable>;
export type LoanRow = Selectable<LoansTable>;
