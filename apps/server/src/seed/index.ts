// Demo data, seeded idempotently at every start: running it twice changes nothing.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { seedSite } from './site.ts';
import { seedMarkets } from './markets.ts';
import { seedDemoUsers, type DemoLogin } from './users.ts';
import { seedWallet } from './wallet.ts';

export async function seedAll(db: Db, config: Config, now: number): Promise<DemoLogin[]> {
  await seedSite(db, now, config.siteName);
  await seedMarkets(db);
  await seedWallet(db);
  return config.seedDemo ? seedDemoUsers(db, config, now) : [];
}
