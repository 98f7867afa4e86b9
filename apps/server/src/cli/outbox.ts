// `npm run outbox`: prints the latest messages the platform would have sent (codes included),
// for a demo with no SMTP server. OUTBOX_LIMIT sets how many (default 20).
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { formatLogTime } from '@platform/shared/format';

const config = loadConfig();
const { db, dialect } = createDb(config.databaseUrl);
await migrateToLatest(db, dialect);
const rows = await db
  .selectFrom('outbox')
  .selectAll()
  .orderBy('id', 'desc')
  .limit(Number(process.env.OUTBOX_LIMIT ?? 20))
  .execute();
if (rows.length === 0) console.log('The outbox is empty.');
for (const row of rows.reverse()) {
  console.log(
    `${formatLogTime(row.created_at)}  ${row.channel} to ${row.target}${row.delivered_at ? ' (sent by SMTP)' : ''}\n  ${row.subject}\n  ${row.body}\n`,
  );
}
await db.destroy();
