// A restart loses no option: one that came due while the server was down (its ticks past expiry
// stored, the process gone before settling) is settled by the next process as it starts, at the
// price of the last tick at or before expiry; one still running settles on the first tick after
// its expiry that the new process records. Both on the same database, SQLite and PostgreSQL.
import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toAtoms } from '@platform/shared/money';
import { buildApp } from '../src/app.ts';
import { createDb, type Db } from '../src/db/database.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { insertTicks, lastTick } from '../src/modules/market/queries.ts';
import { TickChain } from '../src/modules/market/tick-chain.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { DIALECTS, dropPostgresDatabase, startTestApp, type TestApp } from './harness.ts';
import { pushPrices } from './helpers.ts';
import { microUsdt, optionUser, placeOption } from './option-helpers.ts';

const BTC_USDT = 1;

/** The next process on the same database and clock: a new connection, the same config. */
async function restart(first: TestApp): Promise<{ app: FastifyInstance; db: Db }> {
  const { db } = createDb(first.config.databaseUrl);
  const deps = { config: first.config, db, dialect: first.dialect, clock: first.clock.now, translate: await loadTranslator() };
  const app = await buildApp({ ...deps, mailer: createMailer(first.config, db, first.clock.now) }, { logger: false });
  return { app, db };
}

async function optionRow(db: Db, id: number) {
  return db.selectFrom('option_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

for (const dialect of DIALECTS) {
  it(`an option due while the server was down settles as the next process starts [${dialect}]`, async () => {
    const first = await startTestApp(dialect, { marketFeed: 'manual' });
    let second: { app: FastifyInstance; db: Db } | undefined;
    try {
      const user = await optionUser(first, '1000');
      await pushPrices(first, { 'BTC/USDT': '90000' });
      const due = await placeOption(first, user, { match_id: BTC_USDT, type: 'up', seconds: 60, number: '100' });
      const running = await placeOption(first, user, { match_id: BTC_USDT, type: 'down', seconds: 300, number: '100' });
      const { 'BTC/USDT': closeSeq } = await pushPrices(first, { 'BTC/USDT': '90500' }, due.expires_at - 2000);
      await first.app.close();

      // The feed had stored a tick past the expiry when the process died, before settling.
      const head = await lastTick(first.db, BTC_USDT);
      const chain = new TickChain(new Map([[BTC_USDT, { seq: head!.seq, hash: head!.hash }]]));
      await insertTicks(first.db, chain.link([{ marketId: BTC_USDT, timeMs: due.expires_at + 1000, priceAtoms: toAtoms('80000') }]));
      expect((await optionRow(first.db, due.id)).status).toBe('open');

      second = await restart(first);
      // Settled by the time the new process is up, before it records a single tick.
      expect(await optionRow(second.db, due.id)).toMatchObject({
        status: 'settled',
        result: 'win',
        close_tick_seq: closeSeq,
        close_price_atoms: toAtoms('90500'),
        return_atoms: toAtoms('180'),
      });
      expect((await optionRow(second.db, running.id)).status).toBe('open');

      await second.app.market.manualFeed!.push([{ marketId: BTC_USDT, priceAtoms: toAtoms('85000'), timeMs: running.expires_at + 1 }]);
      // Down from 90000; the last tick at or before its expiry is the 80000 one: a win at 90%.
      expect(await optionRow(second.db, running.id)).toMatchObject({
        status: 'settled',
        result: 'win',
        close_price_atoms: toAtoms('80000'),
        return_atoms: toAtoms('190'),
      });
      expect(await microUsdt(second.db, user.userId)).toEqual({ availableAtoms: toAtoms('1170'), frozenAtoms: 0n });
      expect((await checkLedger(second.db)).problems).toEqual([]);
    } finally {
      await second?.app.close();
      await second?.db.destroy();
      await first.db.destroy();
      if (dialect === 'postgres') dropPostgresDatabase(first.config.databaseUrl);
    }
  }, 60_000);
}
