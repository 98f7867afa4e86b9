// Site reference data: coins and their networks, fiats with rates, account types, article
// categories and articles, area codes and public settings (SPEC.md sections 3, 7, 9).
// Idempotent: every insert skips rows that already exist (ON CONFLICT DO NOTHING, on SQLite and
// PostgreSQL alike), so it is safe at every start and under concurrent starts. It never updates
// a stored row: values changed at run time (a refreshed rate, an edited article) are kept.
import type { Insertable } from 'kysely';
import { ACCOUNT_TYPE, ARTICLE_CATEGORY } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { Db } from '../db/database.ts';
import type { CurrenciesTable, CurrencyNetworksTable, FiatsTable, SettingsTable } from '../db/schema.ts';
import { areaCodeRows } from './site-area-codes.ts';
import { seedArticles } from './site-articles.ts';

export const SITE_NAME_DEFAULT = 'Nova Exchange';
const COIN_DECIMALS = 8;
const STATUS_ACTIVE = 1;

type CoinSeed = { id: number; name: string; typeLabel: string; networks: string[] };

/** SPEC.md section 3 ids (BTC 1, ETH 2, USDT 3, USDC 4) and order (USDT, ETH, BTC, USDC), then the other icons. */
const COINS: readonly CoinSeed[] = [
  { id: 3, name: 'USDT', typeLabel: 'stablecoin', networks: ['ERC20', 'TRC20'] },
  { id: 2, name: 'ETH', typeLabel: 'coin', networks: ['ERC20'] },
  { id: 1, name: 'BTC', typeLabel: 'coin', networks: ['Bitcoin'] },
  { id: 4, name: 'USDC', typeLabel: 'stablecoin', networks: ['ERC20'] },
  { id: 5, name: 'LTC', typeLabel: 'coin', networks: ['Litecoin'] },
  { id: 6, name: 'BCH', typeLabel: 'coin', networks: ['Bitcoin Cash'] },
  { id: 7, name: 'MWD', typeLabel: 'platform token', networks: ['ERC20'] },
];

/** SPEC.md section 3 fiats: symbol and units per 1 USD (a realistic snapshot; the rate refresh replaces it). */
const FIATS: readonly { code: string; symbol: string; ratePerUsd: string }[] = [
  { code: 'USD', symbol: '$', ratePerUsd: '1' },
  { code: 'CNY', symbol: '¥', ratePerUsd: '7.2456' },
  { code: 'JPY', symbol: '¥', ratePerUsd: '151.32' },
  { code: 'GBP', symbol: '£', ratePerUsd: '0.7843' },
  { code: 'EUR', symbol: '€', ratePerUsd: '0.9231' },
  { code: 'CAD', symbol: 'C$', ratePerUsd: '1.3827' },
  { code: 'AUD', symbol: 'A$', ratePerUsd: '1.5312' },
  { code: 'SGD', symbol: 'S$', ratePerUsd: '1.3421' },
  { code: 'KRW', symbol: '₩', ratePerUsd: '1378.45' },
  { code: 'INR', symbol: '₹', ratePerUsd: '84.07' },
  { code: 'PHP', symbol: '₱', ratePerUsd: '57.86' },
  { code: 'VND', symbol: '₫', ratePerUsd: '25345' },
  { code: 'THB', symbol: '฿', ratePerUsd: '34.62' },
  { code: 'AED', symbol: 'د.إ', ratePerUsd: '3.6725' },
];

function currencyRows(): Insertable<CurrenciesTable>[] {
  return COINS.map((coin, index) => ({
    id: coin.id,
    name: coin.name,
    type_label: coin.typeLabel,
    image: `/coins/${coin.name.toLowerCase()}.svg`,
    decimals: COIN_DECIMALS,
    status: STATUS_ACTIVE,
    sort: index + 1,
  }));
}

function networkRows(): Insertable<CurrencyNetworksTable>[] {
  return COINS.flatMap((coin) =>
    coin.networks.map((network, index) => ({ currency_id: coin.id, network, status: STATUS_ACTIVE, sort: index + 1 })),
  );
}

function fiatRows(now: number): Insertable<FiatsTable>[] {
  return FIATS.map((fiat) => {
    const rateAtoms = toAtoms(fiat.ratePerUsd);
    if (rateAtoms <= 0n) throw new Error(`fiat ${fiat.code}: rate must be positive`);
    return { code: fiat.code, symbol: fiat.symbol, rate_atoms: rateAtoms, saved_at: now };
  });
}

function settingRows(siteName: string): Insertable<SettingsTable>[] {
  return [
    { key: 'site_name', value: siteName },
    // Empty: the app's own support chat is used rather than a third-party widget.
    { key: 'support_url', value: '' },
    { key: 'logo', value: '/logo.svg' },
  ];
}

export async function seedSite(db: Db, now: number, siteName: string = SITE_NAME_DEFAULT): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('currencies')
      .values(currencyRows())
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('currency_networks')
      .values(networkRows())
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('fiats')
      .values(fiatRows(now))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('account_types')
      .values(Object.entries(ACCOUNT_TYPE).map(([name, id]) => ({ id, name })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('article_categories')
      .values(Object.entries(ARTICLE_CATEGORY).map(([name, id]) => ({ id, name })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await seedArticles(trx, now);
    await trx
      .insertInto('area_codes')
      .values(areaCodeRows())
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('settings')
      .values(settingRows(siteName))
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
