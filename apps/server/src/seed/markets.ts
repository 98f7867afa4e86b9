// The listed markets (DESIGN.md market data): crypto against USDT, the platform coin, and a US
// stock index. Seed prices are the simulated feed's starting point and long-run anchor; daily
// volatility is roughly what each asset really shows. Inserting only missing rows keeps the
// seed idempotent and never overwrites a market an operator changed.
import { toAtoms } from '@platform/shared/money';
import type { MarketCategory } from '@platform/shared/schemas/market';
import type { Db } from '../db/database.ts';

type MarketSeed = {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  category: MarketCategory;
  name: string;
  priceDecimals: number;
  amountDecimals: number;
  seedPrice: string;
  dailyVolatilityPpm: number;
};

const MARKET_SEEDS: readonly MarketSeed[] = [
  {
    id: 1,
    symbol: 'BTC/USDT',
    base: 'BTC',
    quote: 'USDT',
    category: 'crypto',
    name: 'Bitcoin',
    priceDecimals: 2,
    amountDecimals: 6,
    seedPrice: '97000',
    dailyVolatilityPpm: 30_000,
  },
  {
    id: 2,
    symbol: 'ETH/USDT',
    base: 'ETH',
    quote: 'USDT',
    category: 'crypto',
    name: 'Ethereum',
    priceDecimals: 2,
    amountDecimals: 4,
    seedPrice: '3400',
    dailyVolatilityPpm: 40_000,
  },
  {
    id: 3,
    symbol: 'LTC/USDT',
    base: 'LTC',
    quote: 'USDT',
    category: 'crypto',
    name: 'Litecoin',
    priceDecimals: 2,
    amountDecimals: 3,
    seedPrice: '95',
    dailyVolatilityPpm: 45_000,
  },
  {
    id: 4,
    symbol: 'BCH/USDT',
    base: 'BCH',
    quote: 'USDT',
    category: 'crypto',
    name: 'Bitcoin Cash',
    priceDecimals: 2,
    amountDecimals: 4,
    seedPrice: '480',
    dailyVolatilityPpm: 45_000,
  },
  {
    id: 5,
    symbol: 'MWD/USDT',
    base: 'MWD',
    quote: 'USDT',
    category: 'crypto',
    name: 'MWD Token',
    priceDecimals: 4,
    amountDecimals: 2,
    seedPrice: '1.25',
    dailyVolatilityPpm: 50_000,
  },
  {
    id: 6,
    symbol: 'US500/USD',
    base: 'US500',
    quote: 'USD',
    category: 'index',
    name: 'US 500 Index',
    priceDecimals: 2,
    amountDecimals: 2,
    seedPrice: '6000',
    dailyVolatilityPpm: 10_000,
  },
];

export async function seedMarkets(db: Db): Promise<void> {
  const existing = await db.selectFrom('markets').select('id').execute();
  const existingIds = new Set(existing.map((row) => row.id));
  const missing = MARKET_SEEDS.filter((seed) => !existingIds.has(seed.id));
  if (missing.length === 0) return;
  await db
    .insertInto('markets')
    .values(
      missing.map((seed) => ({
        id: seed.id,
        symbol: seed.symbol,
        base: seed.base,
        quote: seed.quote,
        category: seed.category,
        name: seed.name,
        price_decimals: seed.priceDecimals,
        amount_decimals: seed.amountDecimals,
        seed_price_atoms: toAtoms(seed.seedPrice),
        daily_volatility_ppm: seed.dailyVolatilityPpm,
        status: 1,
        sort: seed.id,
      })),
    )
    // A symbol taken by a row with another id is left alone, too.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
