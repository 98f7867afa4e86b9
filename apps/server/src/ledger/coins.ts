// The coins the wallet moves and their rules (minimums, fees, decimals), read once per call from
// the seeded tables. Amount checks that depend on a coin live here so every flow says the same.
import { fromAtoms, roundAtoms } from '@platform/shared/money';
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

export type Coin = {
  id: number;
  name: string;
  decimals: number;
  networks: string[];
  depositMinAtoms: bigint;
  withdrawMinAtoms: bigint;
  withdrawFeeAtoms: bigint;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
};

const ACCOUNT_TYPE_IDS: readonly number[] = Object.values(ACCOUNT_TYPE);

export function isAccountType(id: number): id is AccountTypeId {
  return ACCOUNT_TYPE_IDS.includes(id);
}

export function accountTypeOf(id: number): AccountTypeId {
  if (!isAccountType(id)) throw new AppError('account_type_unknown');
  return id;
}

/**
 * Every money movement reads the coin list; it changes only when an operator edits a rule, so each
 * process keeps it for a few seconds (two queries less per transfer: npm run bench).
 */
const COINS_CACHE_MS = 5000;
const coinsCache = new WeakMap<Db, { loadedAtMs: number; coins: Promise<Coin[]> }>();

/** Every active coin with its networks and rules, in the listed order. */
export async function listCoins(db: Db): Promise<Coin[]> {
  const nowMs = performance.now();
  const cached = coinsCache.get(db);
  if (cached && nowMs - cached.loadedAtMs < COINS_CACHE_MS) return cached.coins;
  const coins = loadCoins(db);
  coinsCache.set(db, { loadedAtMs: nowMs, coins });
  coins.catch(() => coinsCache.delete(db));
  return coins;
}

/** Forgets the cached coin list, after an operator changed a coin's rules. */
export function forgetCachedCoins(db: Db): void {
  coinsCache.delete(db);
}

async function loadCoins(db: Db): Promise<Coin[]> {
  const rows = await db
    .selectFrom('currencies')
    .innerJoin('coin_rules', 'coin_rules.currency_id', 'currencies.id')
    .select([
      'currencies.id',
      'currencies.name',
      'currencies.decimals',
      'coin_rules.deposit_min_atoms',
      'coin_rules.withdraw_min_atoms',
      'coin_rules.withdraw_fee_atoms',
      'coin_rules.deposit_enabled',
      'coin_rules.withdraw_enabled',
    ])
    .where('currencies.status', '=', 1)
    .orderBy('currencies.sort')
    .execute();
  const networks = await db
    .selectFrom('currency_networks')
    .select(['currency_id', 'network'])
    .where('status', '=', 1)
    .orderBy('currency_id')
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    decimals: row.decimals,
    networks: networks.filter((network) => network.currency_id === row.id).map((network) => network.network),
    depositMinAtoms: row.deposit_min_atoms,
    withdrawMinAtoms: row.withdraw_min_atoms,
    withdrawFeeAtoms: row.withdraw_fee_atoms,
    depositEnabled: row.deposit_enabled === 1,
    withdrawEnabled: row.withdraw_enabled === 1,
  }));
}

/** The coin, or 'This coin does not exist'. */
export async function coinOf(db: Db, coinId: number): Promise<Coin> {
  const coin = (await listCoins(db)).find((candidate) => candidate.id === coinId);
  if (!coin) throw new AppError('coin_unknown');
  return coin;
}

export function assertNetwork(coin: Coin, network: string): string {
  const found = coin.networks.find((candidate) => candidate.toLowerCase() === network.toLowerCase());
  if (!found) throw new AppError('network_unknown');
  return found;
}

/** Refuses more fraction digits than the coin has (the schema already refused more than 8). */
export function assertCoinPrecision(coin: Coin, amountAtoms: bigint): void {
  if (roundAtoms(amountAtoms, coin.decimals) !== amountAtoms) throw new AppError('amount_too_precise', { decimals: coin.decimals });
}

/** An amount as the API answers it: a decimal string, never a JS number. */
export const amountText = (atoms: bigint): string => fromAtoms(atoms);
