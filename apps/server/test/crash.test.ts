// A process killed in the middle of a burst of transfers (SIGKILL: no shutdown, no cleanup) leaves
// a ledger that passes ledger:check, and every transfer record has its whole movement or does not
// exist: the record and its entries commit in one transaction, on SQLite and on PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { createDb } from '../src/db/database.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';
import { prepareWorkload } from '../../../scripts/ledger-workload.ts';
import { DIALECTS, createPostgresDatabase, dropPostgresDatabase } from './harness.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
/** Kill this long after the child says movements are committing. */
const KILL_AFTER_MS = 400;

function burstUntilKilled(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx as a loader: the tsx CLI would run the script in a grandchild that outlives a SIGKILL.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/transfer-burst.ts'), databaseUrl], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('bursting')) setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`burst ended by itself:\n${output}`))));
  });
}

for (const dialect of DIALECTS) {
  it(`a process killed mid-burst restarts with ledger:check passing and no half-written transfer [${dialect}]`, async () => {
    const databaseUrl =
      dialect === 'postgres'
        ? createPostgresDatabase(process.env.TEST_DATABASE_URL as string)
        : `sqlite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'platform-crash-')), 'crash.sqlite')}`;
    try {
      const setup = await prepareWorkload(databaseUrl, 20);
      await setup.close();

      await burstUntilKilled(databaseUrl);

      // The restart: a new process opens the same database (SQLite recovers its WAL here).
      const { db } = createDb(databaseUrl);
      try {
        const report = await checkLedger(db);
        expect(report.problems).toEqual([]);
        const transfers = await db.selectFrom('account_transfers').select('id').execute();
        expect(transfers.length).toBeGreaterThan(50);
        const entries = await db
          .selectFrom('ledger_entries')
          .select(['record_id', (eb) => eb.fn.countAll<number>().as('lines')])
          .where('record_type', '=', 'transfer')
          .groupBy('record_id')
          .execute();
        const linesByRecord = new Map(entries.map((row) => [row.record_id, Number(row.lines)]));
        // Every record has its two lines (out of one account, into the other); no lines without a record.
        expect(transfers.filter((row) => linesByRecord.get(String(row.id)) !== 2)).toEqual([]);
        expect(linesByRecord.size).toBe(transfers.length);
      } finally {
        await db.destroy();
      }
    } finally {
      if (dialect === 'postgres') dropPostgresDatabase(databaseUrl);
    }
  }, 60_000);
}
