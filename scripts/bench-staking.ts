// Staking's daily accrual at scale: 100,000 held positions (1,000 users) all due at once, paid by
// the accrual run (batches of ACCRUAL_BATCH positions, each batch one ledger unit: the guarded
// day update, the unique dividend rows and the ledger movements) on SQLite and on PostgreSQL, while
// the real app runs beside it in the same process with the simulated feed ticking every second.
// Prints positions/s per round (median and range over the rounds, each on a fresh database), the
// feed's worst tick gap during the runs (target: no tick later than 100 ms after its time) and the
// load average. `benchStaking()` answers the lines (scripts/bench.ts prints them with the rest);
// `npx tsx scripts/bench-staking.ts` runs it alone.
// Knobs: BENCH_STAKING_POSITIONS (100000), BENCH_STAKING_ROUNDS (3), BENCH_DATABASE_URL (the local
// PostgreSQL server; skipped if unreachable).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { toAtoms } from '@platform/shared/money';
import { DAY_MS, stakingDailyIncomeAtoms } from '@platform/engine/staking';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb, type Db, type Dialect } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { loadTranslator } from '../apps/server/src/http/translate.ts';
import { createMailer } from '../apps/server/src/notify/mailer.ts';
import { seedAll } from '../apps/server/src/seed/index.ts';
import { accrueDue } from '../apps/server/src/modules/staking/accrual.ts';
import { insertBenchUser } from './ledger-workload.ts';

const POSITIONS = Number(process.env.BENCH_STAKING_POSITIONS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_STAKING_ROUNDS ?? 3);
const USERS = 1000;
const TICK_MS = 1000;
const LATE_TARGET_MS = 100;
const INSERT_CHUNK = 1000;
const PRINCIPAL_ATOMS = toAtoms('1000');
const DAILY_RATE_PPM = 3600;

type Round = { perSecond: number; worstLateMs: number; ticks: number; idleLateMs: number };
/** Ticks watched with nothing else running first, so the figure during the run reads beside the machine's own noise. */
const IDLE_MS = 5000;

/** The worst lateness of a series of tick times (each gap beyond TICK_MS), counting the gap up to `endMs`. */
function worstLate(tickTimes: readonly number[], endMs: number): number {
  let worst = 0;
  for (let index = 1; index < tickTimes.length; index += 1) {
    worst = Math.max(worst, (tickTimes[index] as number) - (tickTimes[index - 1] as number) - TICK_MS);
  }
  if (tickTimes.length > 0) worst = Math.max(worst, endMs - (tickTimes.at(-1) as number) - TICK_MS);
  return worst;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** 1,000 users with POSITIONS held positions among them, every one with its first day due an hour ago. */
async function seedBook(db: Db, now: number): Promise<number> {
  const product = await db.selectFrom('staking_products').select(['id', 'currency_id']).orderBy('id').executeTakeFirstOrThrow();
  const users: number[] = [];
  for (let index = 0; index < USERS; index += 1) {
    users.push(
      await insertBenchUser(db, { email: `staker${index}@bench.local`, nickname: `staker${index}`, inviteCode: `STK${index}` }, now),
    );
  }
  const dueAt = now - 3_600_000;
  const daily = stakingDailyIncomeAtoms(PRINCIPAL_ATOMS, DAILY_RATE_PPM);
  for (let start = 0; start < POSITIONS; start += INSERT_CHUNK) {
    const rows = [];
    for (let index = start; index < Math.min(POSITIONS, start + INSERT_CHUNK); index += 1) {
      rows.push({
        user_id: users[index % USERS] as number,
        product_id: product.id,
        currency_id: product.currency_id,
        principal_atoms: PRINCIPAL_ATOMS,
        period_days: 7,
        daily_rate_ppm: DAILY_RATE_PPM,
        penalty_ppm: 80_000,
        daily_income_atoms: daily,
        started_at: dueAt - DAY_MS,
        first_dividend_at: dueAt,
        end_at: dueAt + 6 * DAY_MS,
        next_dividend_at: dueAt,
        status: 'holding' as const,
        created_at: dueAt - DAY_MS,
      });
    }
    await db.insertInto('staking_positions').values(rows).execute();
  }
  return POSITIONS;
}

/** One round on a fresh database: the app running (feed ticking), the book seeded, one accrual run timed. */
async function round(databaseUrl: string, dialect: Dialect): Promise<Round> {
  const config = {
    ...loadConfig({}),
    databaseUrl,
    logLevel: 'silent',
    historyDays: 1,
    marketTickMs: TICK_MS,
    seedDemo: false,
    webDist: path.join(os.tmpdir(), 'no-web-dist'),
  };
  const { db } = createDb(databaseUrl);
  // The app's own clock runs three days behind, so its accrual timer finds nothing due: the timed run is the only one.
  const appClock = () => Date.now() - 3 * DAY_MS;
  await migrateToLatest(db, dialect);
  await seedAll(db, config, appClock());
  const app = await buildApp(
    { config, db, dialect, clock: appClock, translate: await loadTranslator(), mailer: createMailer(config, db, appClock) },
    { logger: false },
  );
  await app.ready();
  try {
    await seedBook(db, Date.now());
    let tickTimes: number[] = [];
    const stop = app.market.prices.onRecorded('bench-staking', async () => {
      tickTimes.push(performance.now());
    });
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleLateMs = worstLate(tickTimes, performance.now());
    tickTimes = [];
    const started = performance.now();
    const report = await accrueDue({ db, dialect, io: app.io, clock: Date.now });
    const ended = performance.now();
    stop();
    if (report.daysPaid !== POSITIONS) throw new Error(`paid ${report.daysPaid} of ${POSITIONS}`);
    // The gap from the last tick to the end of the run counts too: a stall at the end is still a stall.
    const worstLateMs = worstLate(tickTimes, ended);
    return { perSecond: (POSITIONS / (ended - started)) * 1000, worstLateMs, ticks: tickTimes.length, idleLateMs };
  } finally {
    await app.close();
    await db.destroy();
  }
}

function line(label: string, rounds: Round[]): string {
  const rates = rounds.map((r) => r.perSecond);
  const late = Math.max(...rounds.map((r) => r.worstLateMs));
  const ticks = rounds.reduce((sum, r) => sum + r.ticks, 0);
  const idle = Math.max(...rounds.map((r) => r.idleLateMs));
  const verdict = late <= LATE_TARGET_MS ? 'within' : 'OVER';
  return (
    `${label.padEnd(11)} ${median(rates).toFixed(0).padStart(7)} positions/s (median of ${rounds.length} rounds; ` +
    `${Math.min(...rates).toFixed(0)} to ${Math.max(...rates).toFixed(0)}); worst tick ${late.toFixed(0)} ms late over ${ticks} ticks ` +
    `(${verdict} the ${LATE_TARGET_MS} ms target; ${idle.toFixed(0)} ms with nothing running)`
  );
}

export async function benchStaking(): Promise<string[]> {
  const lines = [
    `${POSITIONS.toLocaleString('en-US')} held positions, one day due each, ${USERS} users; feed ticking every ${TICK_MS} ms in the same process`,
  ];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-staking-'));
  try {
    const sqliteRounds: Round[] = [];
    for (let index = 0; index < ROUNDS; index += 1)
      sqliteRounds.push(await round(`sqlite:${path.join(dataDir, `staking-${index}.sqlite`)}`, 'sqlite'));
    lines.push(line('SQLite', sqliteRounds));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = createDb(serverUrl).db;
  const names: string[] = [];
  try {
    const pgRounds: Round[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const name = `bench_staking_${process.pid}_${index}`;
      await sql.raw(`create database ${name}`).execute(admin);
      names.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      pgRounds.push(await round(url.toString(), 'postgres'));
    }
    lines.push(line('PostgreSQL', pgRounds));
  } catch (error) {
    lines.push(`PostgreSQL  skipped (${(error as Error).message})`);
  } finally {
    for (const name of names) await sql.raw(`drop database if exists ${name}`).execute(admin);
    await admin.destroy();
  }
  lines.push(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const text of await benchStaking()) console.log(text);
}
