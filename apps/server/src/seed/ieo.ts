// Demo IEO projects (issue 13), seeded once: an empty table gets them, an edited one is left alone.
// One is in progress (subscriptions open for five more days), one warming up (opens in two days) and
// one finished a week ago. Each token is a coin of its own (ids from 101, no network: it cannot be
// deposited or withdrawn), so allocated tokens show in the assets and the records like any coin.
import { toAtoms } from '@platform/shared/money';
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;
const USDT = 3;
const BTC = 1;

type DemoProject = {
  coinId: number;
  name: string;
  symbol: string;
  description: string;
  decimals: number;
  hardCap: string;
  userMin: string;
  userMax: string;
  prices: readonly { currencyId: number; price: string }[];
  /** Days from the seed's time: warm-up, start, end; the distribution comes an hour after the end. */
  days: readonly [number, number, number];
};

const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    coinId: 101,
    name: 'Aurora Network',
    symbol: 'AUR',
    description:
      'Aurora Network is a settlement layer for cross-chain payments. AUR pays network fees and secures the validators that confirm each transfer.',
    decimals: 2,
    hardCap: '10000000',
    userMin: '100',
    userMax: '200000',
    prices: [
      { currencyId: USDT, price: '0.05' },
      { currencyId: BTC, price: '0.00000055' },
    ],
    days: [-2, -1, 5],
  },
  {
    coinId: 102,
    name: 'Helix Protocol',
    symbol: 'HLX',
    description: 'Helix Protocol lends and borrows tokenised real-world assets. HLX holders vote on the assets it accepts as collateral.',
    decimals: 4,
    hardCap: '5000000',
    userMin: '50',
    userMax: '50000',
    prices: [{ currencyId: USDT, price: '0.2' }],
    days: [-1, 2, 9],
  },
  {
    coinId: 103,
    name: 'Lumen Chain',
    symbol: 'LUM',
    description: 'Lumen Chain stores and serves media for decentralised apps. LUM pays for storage and rewards the nodes that keep it.',
    decimals: 0,
    hardCap: '2000000',
    userMin: '10',
    userMax: '100000',
    prices: [{ currencyId: USDT, price: '0.1' }],
    days: [-20, -15, -8],
  },
];

export async function seedIeo(db: Db, now: number): Promise<void> {
  const existing = await db.selectFrom('ieo_projects').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const project of DEMO_PROJECTS) {
      const logo = `/ieo/${project.symbol.toLowerCase()}.svg`;
      await trx
        .insertInto('currencies')
        .values({
          id: project.coinId,
          name: project.symbol,
          type_label: 'ieo token',
          image: logo,
          decimals: project.decimals,
          status: 1,
          sort: project.coinId,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('coin_rules')
        .values({
          currency_id: project.coinId,
          deposit_min_atoms: 10n ** BigInt(8 - project.decimals),
          withdraw_min_atoms: 10n ** BigInt(8 - project.decimals),
          withdraw_fee_atoms: 0n,
          deposit_enabled: 0,
          withdraw_enabled: 0,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const [warmup, start, end] = project.days;
      const endAt = now + end * DAY_MS;
      const row = await trx
        .insertInto('ieo_projects')
        .values({
          currency_id: project.coinId,
          name: project.name,
          symbol: project.symbol,
          logo,
          description: project.description,
          white_paper: `https://example.com/${project.symbol.toLowerCase()}-whitepaper.pdf`,
          token_decimals: project.decimals,
          hard_cap_atoms: toAtoms(project.hardCap),
          user_min_atoms: toAtoms(project.userMin),
          user_max_atoms: toAtoms(project.userMax),
          warmup_at: now + warmup * DAY_MS,
          start_at: now + start * DAY_MS,
          end_at: endAt,
          distribute_at: endAt + DAY_MS / 24,
          status: 'open',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ieo_project_prices')
        .values(project.prices.map((price) => ({ project_id: row.id, currency_id: price.currencyId, price_atoms: toAtoms(price.price) })))
        .execute();
    }
  });
}
