// Runs the migrations in order; the same list for SQLite and PostgreSQL.
import { Migrator, type Migration } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { foundation } from './migrations/001-foundation.ts';
import { ledger } from './migrations/002-ledger.ts';
import { wallet } from './migrations/003-wallet.ts';
import { trading } from './migrations/004-trading.ts';
import { identity } from './migrations/005-identity.ts';
import { security } from './migrations/006-security.ts';
import { notifications } from './migrations/007-notifications.ts';
import { support } from './migrations/008-support.ts';
import { profile } from './migrations/009-profile.ts';
import { depositApprovals } from './migrations/010-deposit-approvals.ts';
import { staking } from './migrations/011-staking.ts';
import { dual } from './migrations/013-dual.ts';
import { loans } from './migrations/014-loans.ts';
import { ieo } from './migrations/015-ieo.ts';

function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-foundation': foundation(dialect),
    '002-ledger': ledger(dialect),
    '003-wallet': wallet(dialect),
    '004-trading': trading(dialect),
    '005-identity': identity(dialect),
    '006-security': security(dialect),
    '007-notifications': notifications(dialect),
    '008-support': support(dialect),
    '009-profile': profile(dialect),
    '010-deposit-approvals': depositApprovals(dialect),
    '011-staking': staking(dialect),
    '013-dual': dual(dialect),
    '014-loans': loans(dialect),
    '015-ieo': ieo(dialect),
  };
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
