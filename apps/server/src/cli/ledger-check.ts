// `npm run ledger:check`: verifies the ledger of the configured database (DATABASE_URL);
// prints every problem and exits 1 on any, else prints the totals and exits 0.
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { HELD_ACCOUNTS } from '../held-accounts.ts';
import { checkLedger } from '../ledger/ledger-check.ts';

const config = loadConfig();
const { db, dialect } = createDb(config.databaseUrl);
try {
  await migrateToLatest(db, dialect);
  const report = await checkLedger(db, HELD_ACCOUNTS);
  for (const problem of report.problems) console.error(`ledger problem [${problem.kind}] ${problem.message}`);
  if (report.problems.length > 0) process.exitCode = 1;
  else console.log(`ledger ok: ${report.balances} balances, ${report.entries} entries`);
} finally {
  await db.destroy();
}
