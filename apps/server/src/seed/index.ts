// Demo data, seeded idempotently at every start: running it twice changes nothing.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { seedDemoIdentity } from './identity.ts';
import { seedSite } from './site.ts';
import { seedMarkets } from './markets.ts';
import { seedTrading } from './trading.ts';
import { seedStaking } from './staking.ts';
import { seedDemoUsers, type DemoLogin } from './users.ts';
import { seedDemoFunds, seedWallet } from './wallet.ts';
import { seedLoans } from './loans.ts';
import { seedDual } from './dual.ts';
import { seedIeo } from './ieo.ts';

export async function seedAll(db: Db, config: Config, now: number): Promise<DemoLogin[]> {
  await seedSite(db, now, config.siteName);
  await seedMarkets(db);
  await seedWallet(db);
  await seedTrading(db);
  await seedLoans(db, now);
  await seedDual(db, now);
  await seedStaking(db, now);
  await seedIeo(db, now);
  if (!config.seedDemo) return [];
  const logins = await seedDemoUsers(db, config, now);
  const demo = logins.find((login) => login.role === 'user');
  const admin = logins.find((login) => login.role === 'admin');
  if (demo && admin) await seedDemoFunds(db, demo.account, admin.account, now);
  if (demo && admin) await seedDemoIdentity(db, demo.account, admin.account, now);
  return logins;
}
