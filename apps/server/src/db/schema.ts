// Row types of every table. Money columns end in `_atoms` (bigint, 1e-8 units); times are epoch ms
// unless named `_s` (epoch seconds, the chart's unit).
import type { Generated, Insertable, Selectable } from 'kysely';
import type { IdentityTables } from './schema-identity.ts';
import type { NotificationsTables } from './schema-notifications.ts';
import type { SecurityTables } from './schema-security.ts';
import type { SupportTables } from './schema-support.ts';
import type { LoansTables } from './schema-loans.ts';
import type { DualTables } from './schema-dual.ts';
import type { StakingTables } from './schema-staking.ts';
import type { IeoTables } from './schema-ieo.ts';

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  phone: string | null;
  area_code: string;
  password_hash: string;
  nickname: string;
  head_portrait: string;
  signature: string;
  invite_code: string;
  referrer_id: number | null;
  lang: string;
  fiat: string;
  credit_score: number;
  real_status: string;
  role: string;
  created_at: number;
  password_changed_at: number;
  pay_password_hash: string | null;
  /** 0 none, 1 basic, 2 advanced verification: the tier of the 24 h withdrawal limit. */
  real_level: Generated<number>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string;
  user_agent: string;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: string;
  target: string;
  scene: string;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
  send_slot: number;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  target: string;
  subject: string;
  body: string;
  created_at: number;
  delivered_at: number | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  subject: string;
  created_at: number;
}

export interface CurrenciesTable {
  id: number;
  name: string;
  type_label: string;
  image: string;
  decimals: number;
  status: number;
  sort: number;
}

export interface CurrencyNetworksTable {
  id: Generated<number>;
  currency_id: number;
  network: string;
  status: number;
  sort: number;
}

/** A large credit's first approval, waiting for a second admin (migration 010). */
export interface DepositCreditApprovalsTable {
  deposit_id: number;
  credited_atoms: bigint;
  reason: string;
  approved_by: number;
  created_at: number;
}

export interface FiatsTable {
  code: string;
  symbol: string;
  rate_atoms: bigint;
  saved_at: number;
}

export interface AccountTypesTable {
  id: number;
  name: string;
}

export interface ArticleCategoriesTable {
  id: number;
  name: string;
}

export interface ArticlesTable {
  id: Generated<number>;
  category_id: number;
  group_key: string;
  lang: string;
  title: string;
  summary: string;
  body: string;
  cover: string;
  link: string;
  published: number;
  pop: number;
  created_at: number;
}

export interface AreaCodesTable {
  id: number;
  name: string;
  name_zh: string;
  code: string;
  iso: string;
  sort: number;
}

export interface MarketsTable {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  category: string;
  name: string;
  price_decimals: number;
  amount_decimals: number;
  seed_price_atoms: bigint;
  /** Daily volatility of the simulated feed, in parts per million. */
  daily_volatility_ppm: number;
  status: number;
  sort: number;
}

export interface TicksTable {
  market_id: number;
  seq: number;
  time: number;
  price_atoms: bigint;
  prev_hash: string;
  hash: string;
}

export interface CandlesTable {
  market_id: number;
  period: string;
  open_time_s: number;
  open_atoms: bigint;
  high_atoms: bigint;
  low_atoms: bigint;
  close_atoms: bigint;
  volume_atoms: bigint;
}

export interface FavoritesTable {
  user_id: number;
  market_id: number;
  created_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** One account's money: per owner (a user id, or a `platform:` account), coin and account type. */
export interface BalancesTable {
  id: Generated<number>;
  owner: string;
  /** 1 for the platform's own accounts, which may go negative; users' buckets never do (CHECK). */
  is_platform: number;
  coin_id: number;
  account_type: number;
  available_atoms: Generated<bigint>;
  frozen_atoms: Generated<bigint>;
}

/** One line of a transfer; the lines sharing a transfer_id sum to zero per coin. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  balance_id: number;
  bucket: 'available' | 'frozen';
  amount_atoms: bigint;
  transfer_id: string;
  reason: string;
  record_type: string;
  record_id: string;
  created_at: number;
}

export interface CoinRulesTable {
  currency_id: number;
  deposit_min_atoms: bigint;
  withdraw_min_atoms: bigint;
  withdraw_fee_atoms: bigint;
  withdraw_enabled: Generated<number>;
  deposit_enabled: Generated<number>;
}

export interface DepositAddressesTable {
  id: Generated<number>;
  currency_id: number;
  network: string;
  address: string;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  /** Random, with the extension of the detected type; the file reference answered by upload. */
  name: string;
  mime: string;
  size_bytes: number;
  sha256: string;
  created_at: number;
  /** 1 for an avatar, served to anyone (migration 009); 0 serves only to the owner and admins. */
  public: Generated<number>;
}

export type ReviewStatus = 'review' | 'rejected' | 'success';

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'chain' | 'otc';
  currency_id: number;
  account_type: number;
  network: Generated<string>;
  address: Generated<string>;
  amount_atoms: bigint;
  credited_atoms: bigint | null;
  voucher: Generated<string>;
  otc_account: Generated<string>;
  otc_bankno: Generated<string>;
  otc_fiat: Generated<string>;
  otc_type: Generated<string>;
  status: ReviewStatus;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

export interface WithdrawAddressesTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  network: string;
  name: string;
  address: string;
  remark: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'domestic' | 'international';
  holder_name: string;
  account_number: string;
  bank_name: string;
  branch: string;
  currency: Generated<string>;
  aba_number: Generated<string>;
  swift_code: Generated<string>;
  province_city: Generated<string>;
  phone: Generated<string>;
  holder_address: Generated<string>;
  updated_at: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'chain' | 'bank';
  currency_id: number;
  account_type: number;
  network: Generated<string>;
  address_id: number | null;
  address: Generated<string>;
  bank_card_id: number | null;
  amount_atoms: bigint;
  fee_atoms: bigint;
  received_atoms: bigint;
  value_btc_atoms: bigint;
  price_tick_seq: number | null;
  status: ReviewStatus;
  reason: Generated<string>;
  tx_ref: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

export interface AccountTransfersTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  from_account_type: number;
  to_account_type: number;
  amount_atoms: bigint;
  fee_atoms: bigint;
  created_at: number;
}

export interface ConversionsTable {
  id: Generated<number>;
  user_id: number;
  account_type: number;
  from_currency_id: number;
  to_currency_id: number;
  from_amount_atoms: bigint;
  to_amount_atoms: bigint;
  fee_atoms: bigint;
  rate_atoms: bigint;
  from_price_atoms: bigint;
  to_price_atoms: bigint;
  from_tick_seq: number | null;
  to_tick_seq: number | null;
  priced_at: number;
  created_at: number;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  call: string;
  request_hash: string;
  state: 'running' | 'done';
  response: string | null;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  action: string;
  target_type: string;
  target_id: string;
  reason: Generated<string>;
  /** JSON of what changed, e.g. the credited amount. */
  detail: Generated<string>;
  ip: Generated<string>;
  created_at: number;
}

// Trading (migration 004). Sequence numbers and tick seqs are bigint columns read as numbers.

export type SpotSide = 'buy' | 'sell';
export type SpotKind = 'limit' | 'market';
export type SpotStatus = 'in_progress' | 'completed' | 'cancelled';

export interface SpotOrdersTable {
  id: Generated<number>;
  user_id: number;
  market_id: number;
  side: SpotSide;
  kind: SpotKind;
  price_atoms: bigint | null;
  quantity_atoms: bigint;
  quote_budget_atoms: bigint | null;
  filled_atoms: Generated<bigint>;
  filled_quote_atoms: Generated<bigint>;
  fee_atoms: Generated<bigint>;
  reserved_atoms: bigint;
  frozen_atoms: bigint;
  status: SpotStatus;
  tick_seq: number | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface SpotTradesTable {
  id: Generated<number>;
  market_id: number;
  sequence: number;
  taker_side: SpotSide;
  price_atoms: bigint;
  quantity_atoms: bigint;
  quote_atoms: bigint;
  maker_order_id: number | null;
  taker_order_id: number | null;
  maker_user_id: number | null;
  taker_user_id: number | null;
  maker_fee_atoms: bigint;
  taker_fee_atoms: bigint;
  tick_seq: number | null;
  created_at: number;
}

export interface ContractRulesTable {
  market_id: number;
  lot_size_atoms: bigint;
  multiples: string;
  lots_max: number;
  trade_fee_ppm: number;
  overnight_fee_ppm: number;
  maintenance_ppm: number;
  status: Generated<number>;
}

export type ContractDirection = 'long' | 'short';
export type ContractStatus = 'pending' | 'open' | 'closed' | 'cancelled';
export type ContractCloseReason = 'user' | 'batch' | 'stop_profit' | 'stop_loss' | 'liquidation' | 'cancelled';

export interface ContractPositionsTable {
  id: Generated<number>;
  user_id: number;
  market_id: number;
  direction: ContractDirection;
  order_type: 'market' | 'limit';
  status: ContractStatus;
  lots: number;
  quantity_atoms: bigint;
  multiple: number;
  entry_price_atoms: bigint | null;
  open_price_atoms: bigint | null;
  open_tick_seq: number | null;
  opened_at: number | null;
  margin_atoms: bigint;
  fee_atoms: Generated<bigint>;
  overnight_fee_atoms: Generated<bigint>;
  overnight_due_at: number | null;
  target_profit_price_atoms: bigint | null;
  stop_loss_price_atoms: bigint | null;
  close_price_atoms: bigint | null;
  close_tick_seq: number | null;
  closed_at: number | null;
  close_reason: ContractCloseReason | null;
  profit_atoms: bigint | null;
  follow_trader_id: number | null;
  created_at: number;
}

export interface OptionProductsTable {
  id: Generated<number>;
  seconds: number;
  payout_ppm: number;
  min_stake_atoms: bigint;
  max_stake_atoms: bigint;
  status: Generated<number>;
  sort: Generated<number>;
}

export type OptionDirection = 'up' | 'down';
export type OptionResult = 'win' | 'loss' | 'tie';

export interface OptionOrdersTable {
  id: Generated<number>;
  user_id: number;
  market_id: number;
  currency_id: number;
  direction: OptionDirection;
  seconds: number;
  payout_ppm: number;
  stake_atoms: bigint;
  open_tick_seq: number;
  open_price_atoms: bigint;
  opened_at: number;
  expires_at: number;
  status: 'open' | 'settled';
  result: OptionResult | null;
  close_tick_seq: number | null;
  close_price_atoms: bigint | null;
  return_atoms: bigint | null;
  settled_at: number | null;
  created_at: number;
}

export interface DB
  extends IdentityTables, SecurityTables, NotificationsTables, SupportTables, LoansTables, DualTables, StakingTables, IeoTables {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  login_failures: LoginFailuresTable;
  currencies: CurrenciesTable;
  currency_networks: CurrencyNetworksTable;
  fiats: FiatsTable;
  account_types: AccountTypesTable;
  article_categories: ArticleCategoriesTable;
  articles: ArticlesTable;
  area_codes: AreaCodesTable;
  markets: MarketsTable;
  ticks: TicksTable;
  candles: CandlesTable;
  favorites: FavoritesTable;
  settings: SettingsTable;
  balances: BalancesTable;
  ledger_entries: LedgerEntriesTable;
  coin_rules: CoinRulesTable;
  deposit_addresses: DepositAddressesTable;
  uploads: UploadsTable;
  deposits: DepositsTable;
  deposit_credit_approvals: DepositCreditApprovalsTable;
  withdraw_addresses: WithdrawAddressesTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  account_transfers: AccountTransfersTable;
  conversions: ConversionsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  spot_orders: SpotOrdersTable;
  spot_trades: SpotTradesTable;
  contract_rules: ContractRulesTable;
  contract_positions: ContractPositionsTable;
  option_products: OptionProductsTable;
  option_orders: OptionOrdersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MarketRow = Selectable<MarketsTable>;
export type CandleRow = Selectable<CandlesTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type BalanceRow = Selectable<BalancesTable>;
