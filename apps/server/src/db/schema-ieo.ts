// IEO's tables (migration 015), part of the DB interface in schema.ts.
import type { Generated, Selectable } from 'kysely';

export interface IeoProjectsTable {
  id: Generated<number>;
  currency_id: number;
  name: string;
  symbol: string;
  logo: Generated<string>;
  description: Generated<string>;
  white_paper: Generated<string>;
  token_decimals: number;
  hard_cap_atoms: bigint;
  user_min_atoms: bigint;
  user_max_atoms: bigint;
  warmup_at: number;
  start_at: number;
  end_at: number;
  distribute_at: number;
  status: 'open' | 'closed';
  asked_atoms: Generated<bigint>;
  orders: Generated<number>;
  ratio_atoms: bigint | null;
  allocation_started_at: number | null;
  allocated_at: number | null;
  allocated_atoms: Generated<bigint>;
  created_at: number;
  updated_at: number;
}

export interface IeoProjectPricesTable {
  project_id: number;
  currency_id: number;
  price_atoms: bigint;
}

export interface IeoUserTotalsTable {
  project_id: number;
  user_id: number;
  asked_atoms: Generated<bigint>;
}

export type IeoOrderStatus = 'subscribed' | 'allocated';

export interface IeoOrdersTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  token_currency_id: number;
  pay_currency_id: number;
  price_atoms: bigint;
  amount_atoms: bigint;
  paid_atoms: bigint;
  status: IeoOrderStatus;
  ratio_atoms: bigint | null;
  allocated_atoms: bigint | null;
  spent_atoms: bigint | null;
  refund_atoms: bigint | null;
  allocated_at: number | null;
  created_at: number;
}

export interface IeoTables {
  ieo_projects: IeoProjectsTable;
  ieo_project_prices: IeoProjectPricesTable;
  ieo_user_totals: IeoUserTotalsTable;
  ieo_orders: IeoOrdersTable;
}

export type IeoProjectRow = Selectable<IeoProjectsTable>;
export type IeoPriceRow = Selectable<IeoProjectPricesTable>;
export type IeoOrderRow = Selectable<IeoOrdersTable>;
