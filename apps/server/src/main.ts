// Starts the platform: migrations, demo data, the simulated market, API + app on one port.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadTranslator } from './http/translate.ts';
import { createMailer } from './notify/mailer.ts';
import { seedAll } from './seed/index.ts';

const config = loadConfig();
const { db, dialect } = createDb(config.databaseUrl);
await migrateToLatest(db, dialect);
const logins = await seedAll(db, config, Date.now());
const translate = await loadTranslator();
const app = await buildApp({ config, db, dialect, clock: Date.now, translate, mailer: createMailer(config, db, Date.now) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}/`;
const lines = [
  '',
  `  ${config.siteName} is running at ${url}`,
  `  database: ${dialect}, market feed: ${config.marketFeed}`,
  ...logins.map((login) => `  ${login.role.padEnd(5)} login: ${login.account} / ${login.password}`),
  '  verification codes (no SMTP_URL set) go to the outbox: npm run outbox',
  '',
];
console.log(lines.join('\n'));
