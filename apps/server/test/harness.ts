// One setup for every API test: a fresh database (SQLite file always, PostgreSQL when
// TEST_DATABASE_URL is set), migrations and seed, the real app listening on a free port.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, type Db, type Dialect } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { loadTranslator } from '../src/http/translate.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { seedAll } from '../src/seed/index.ts';
import { HELD_ACCOUNTS } from '../src/held-accounts.ts';
import { checkLedger } from '../src/ledger/ledger-check.ts';

export type TestClock = { now: () => number; advance: (ms: number) => void };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  baseUrl: string;
  clock: TestClock;
  config: Config;
  /** Calls /api/<path>; GET sends `body` as the query, POST as a form-encoded body. */
  call: <T = unknown>(
    apiPath: string,
    options?: CallOptions,
  ) => Promise<{ status: number; body: { type: unknown; message: T; code?: string } }>;
  close: () => Promise<void>;
};

export type CallOptions = {
  method?: 'GET' | 'POST';
  body?: Record<string, string | number | undefined>;
  token?: string;
  lang?: string;
  json?: boolean;
  headers?: Record<string, string>;
};

export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

function postgresArgs(url: URL): string[] {
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
}

export function createPostgresDatabase(serverUrl: string): string {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  execFileSync('createdb', [...postgresArgs(url), name]);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropPostgresDatabase(databaseUrl: string): void {
  const url = new URL(databaseUrl);
  execFileSync('dropdb', [...postgresArgs(url), '--if-exists', '--force', url.pathname.slice(1)]);
}

export async function startTestApp(dialect: Dialect, overrides: Partial<Config> = {}): Promise<TestApp> {
  const databaseUrl =
    dialect === 'postgres'
      ? createPostgresDatabase(process.env.TEST_DATABASE_URL as string)
      : `sqlite:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-')), 'test.sqlite')}`;
  const config: Config = {
    ...loadConfig({}),
    databaseUrl,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    checkAnswers: true,
    // Single-admin approvals unless a test sets its own threshold (deposit-four-eyes.test.ts does).
    depositSecondApprovalUsdt: '1000000000',
    historyDays: 1,
    marketTickMs: 200,
    webDist: path.join(os.tmpdir(), 'no-web-dist'),
    uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'platform-uploads-')),
    ...overrides,
  };
  let offsetMs = 0;
  const clock: TestClock = { now: () => Date.now() + offsetMs, advance: (ms) => void (offsetMs += ms) };
  const { db } = createDb(databaseUrl);
  await migrateToLatest(db, dialect);
  await seedAll(db, config, clock.now());
  const translate = await loadTranslator();
  const app = await buildApp(
    { config, db, dialect, clock: clock.now, translate, mailer: createMailer(config, db, clock.now) },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: TestApp['call'] = async (apiPath, options = {}) => {
    const method = options.method ?? 'GET';
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(options.body ?? {})) if (value !== undefined) params.set(name, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    // The caller's language rides in the query, as the app sends it, so even a refusal before the body is read is translated.
    let url = `${baseUrl}/api/${apiPath}${options.lang ? `?lang=${options.lang}` : ''}`;
    let requestBody: string | undefined;
    if (method === 'GET') {
      url += `${options.lang ? '&' : '?'}${params.toString()}`;
    } else if (options.json) {
      headers['content-type'] = 'application/json';
      requestBody = JSON.stringify(Object.fromEntries(params));
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      requestBody = params.toString();
    }
    const response = await fetch(url, { method, headers, body: requestBody });
    return { status: response.status, body: (await response.json()) as { type: unknown; message: never; code?: string } };
  };

  return {
    app,
    db,
    dialect,
    baseUrl,
    clock,
    config,
    call,
    close: async () => {
      await app.close();
      await db.destroy();
      if (dialect === 'postgres') dropPostgresDatabase(databaseUrl);
    },
  };
}

/**
 * Runs `body` once per configured database, with a fresh app for the block. After every test the
 * whole ledger is re-added (`ledger:check`): no scenario may leave money created, lost or negative.
 */
export function describeEachDialect(name: string, body: (ctx: () => TestApp) => void, overrides: Partial<Config> = {}): void {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await startTestApp(dialect, overrides);
      }, 120_000);
      afterEach(async () => {
        if (!testApp) return;
        const report = await checkLedger(testApp.db, HELD_ACCOUNTS);
        expect(report.problems.map((problem) => problem.message)).toEqual([]);
      });
      afterAll(async () => {
        await testApp?.close();
      });
      body(() => {
        if (!testApp) throw new Error('test app not started');
        return testApp;
      });
    });
  }
}
