// A ledger workload shared by the benchmark and the crash test: a fresh database with users who
// each hold USDT, and a stream of transfers between their accounts through the same service the
// user/Transfer call uses (the record and its ledger movement committed together, grouped with
// others in one SQLite transaction by the ledger writer).
import { Server as IoServer } from 'socket.io';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { createDb, type Db, type Dialect } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedMarkets } from '../apps/server/src/seed/markets.ts';
import { seedSite } from '../apps/server/src/seed/site.ts';
import { seedWallet } from '../apps/server/src/seed/wallet.ts';
import { recordCreditedDeposit } from '../apps/server/src/modules/wallet/credited-deposit.ts';
import { transferBetweenAccounts } from '../apps/server/src/modules/wallet/transfer-service.ts';

const USDT = 3;
const FUNDING_ATOMS = 1_000_000n * 100_000_000n;

/** Credits USDT to a user's change account as a reviewed deposit does: the record and its movement together. */
export async function fundUser(db: Db, userId: number, amountAtoms: bigint, now: number): Promise<void> {
  await recordCreditedDeposit(db, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms, now });
}

export type Workload = {
  db: Db;
  dialect: Dialect;
  userIds: number[];
  transfer: (index: number) => Promise<void>;
  close: () => Promise<void>;
};

/** A user written straight to the database for a benchmark: no password to log in with, a session is created for it. */
export async function insertBenchUser(db: Db, user: { email: string; nickname: string; inviteCode: string }, now: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      phone: null,
      area_code: '1',
      password_hash: 'not-a-login',
      nickname: user.nickname,
      head_portrait: '',
      signature: '',
      invite_code: user.inviteCode,
      referrer_id: null,
      lang: 'en',
      fiat: 'USD',
      credit_score: 100,
      real_status: 'unverified',
      role: 'user',
      created_at: now,
      password_changed_at: now,
      pay_password_hash: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function prepareWorkload(databaseUrl: string, users: number, options: { migrate?: boolean } = {}): Promise<Workload> {
  const { db, dialect } = createDb(databaseUrl);
  const now = Date.now();
  if (options.migrate !== false) {
    await migrateToLatest(db, dialect);
    await seedSite(db, now);
    await seedMarkets(db);
    await seedWallet(db);
  }
  let userIds = (await db.selectFrom('users').select('id').where('email', 'like', 'workload-%').orderBy('id').execute()).map(
    (row) => row.id,
  );
  for (let index = userIds.length; index < users; index += 1) {
    const user = {
      id: await insertBenchUser(db, { email: `workload-${index}@example.com`, nickname: `w${index}`, inviteCode: `WL${index}` }, now),
    };
    await fundUser(db, user.id, FUNDING_ATOMS, now);
    userIds = [...userIds, user.id];
  }
  // Not attached to any HTTP server: the service's "tell the user's screens" reaches no one, as in a worker.
  const io = new IoServer();
  const deps = { db, dialect, io, clock: () => Date.now() };
  const transfer = async (index: number) => {
    const userId = userIds[index % userIds.length] as number;
    // Alternates direction so balances never run dry however long the run.
    const forth = Math.floor(index / userIds.length) % 2 === 0;
    await transferBetweenAccounts(deps, userId, {
      coinId: USDT,
      amount: '1.5',
      from: forth ? ACCOUNT_TYPE.change : ACCOUNT_TYPE.lever,
      to: forth ? ACCOUNT_TYPE.lever : ACCOUNT_TYPE.change,
    });
  };
  return {
    db,
    dialect,
    userIds,
    transfer,
    close: async () => {
      await db.destroy();
    },
  };
}

/** Transfers per second with `concurrency` in flight, over `durationMs`. */
export async function transfersPerSecond(
  workload: Workload,
  concurrency: number,
  durationMs: number,
): Promise<{ perSecond: number; count: number }> {
  let next = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const index = next;
      next += 1;
      await workload.transfer(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  return { perSecond: next / elapsedS, count: next };
}
