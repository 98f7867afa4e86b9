// A restart loses no dividend and pays none twice: with the server down for three dividend times,
// the next process pays each missed day once as it starts (in the background, off the request
// path), and later runs pay nothing more for them. SQLite and PostgreSQL, on the same database.
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TStakingPosition, TStakingProduct } from '@platform/shared/schemas/staking';
import { stakingDividendAt } from '@platform/engine/staking';
import { buildApp } from '../src/app.ts';
import { createDb, type Db } from '../src/db/database.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { accrueDue } from '../src/modules/staking/accrual.ts';
import { DIALECTS, dropPostgresDatabase, startTestApp, type TestApp } from './harness.ts';
import { creditDeposit, registerUser, userIdOf } from './helpers.ts';

const USDT = 3;

async function restart(first: TestApp): Promise<{ app: FastifyInstance; db: Db }> {
  const { db } = createDb(first.config.databaseUrl);
  const deps = { config: first.config, db, dialect: first.dialect, clock: first.clock.now, translate: await loadTranslator() };
  const app = await buildApp({ ...deps, mailer: createMailer(first.config, db, first.clock.now) }, { logger: false });
  await app.ready();
  return { app, db };
}

async function daysPaid(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('staking_positions').select('days_paid').where('id', '=', id).executeTakeFirstOrThrow();
  return row.days_paid;
}

for (const dialect of DIALECTS) {
  it(`a restart after three missed dividend times pays the three days once [${dialect}]`, async () => {
    const first = await startTestApp(dialect);
    let second: { app: FastifyInstance; db: Db } | undefined;
    try {
      const { email, token } = await registerUser(first);
      const userId = await userIdOf(first, email);
      await creditDeposit(first, { userId, coinId: USDT, accountType: ACCOUNT_TYPE.change, amountAtoms: toAtoms('10000') });
      const products = await first.call<TStakingProduct[]>('lh/deposit/config');
      const product = products.body.message.find((candidate) => candidate.currency_id === USDT && candidate.period_days === 7)!;
      const placed = await first.call<TStakingPosition>('lh/deposit', {
        method: 'POST',
        token,
        body: { config_id: product.id, amount: '10000' },
      });
      const position = placed.body.message;
      await first.app.close();

      // Down from before the first dividend time until just after the third.
      first.clock.advance(stakingDividendAt(position.first_dividend_time, 3) + 5000 - first.clock.now());
      second = await restart(first);
      const deadline = Date.now() + 10_000;
      while ((await daysPaid(second.db, position.id)) < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await daysPaid(second.db, position.id)).toBe(3);

      const deps = { db: second.db, dialect, io: second.app.io, clock: first.clock.now };
      await Promise.all([accrueDue(deps), accrueDue(deps)]);
      expect(await daysPaid(second.db, position.id)).toBe(3);
      const days = await second.db
        .selectFrom('staking_dividends')
        .select(['day', 'due_at'])
        .where('position_id', '=', position.id)
        .orderBy('day')
        .execute();
      expect(days).toEqual([1, 2, 3].map((day) => ({ day, due_at: stakingDividendAt(position.first_dividend_time, day) })));
      const balance = await second.db
        .selectFrom('balances')
        .select('available_atoms')
        .where('owner', '=', String(userId))
        .where('coin_id', '=', USDT)
        .where('account_type', '=', ACCOUNT_TYPE.change)
        .executeTakeFirstOrThrow();
      expect(balance.available_atoms).toBe(toAtoms('108'));
      expect((await checkLedger(second.db)).problems).toEqual([]);
    } finally {
      await second?.app.close();
      await second?.db.destroy();
      await first.db.destroy();
      if (dialect === 'postgres') dropPostgresDatabase(first.config.databaseUrl);
    }
  }, 60_000);
}
