// Configuration from environment variables; every one is listed in README.md with its default.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Channels of this deployment in a shared Redis. */
  redisKeyPrefix: string;
  webDist: string;
  /** The built back office, served under /admin/. */
  adminDist: string;
  /** Where uploaded files (vouchers, identity photos) are stored, under random names. */
  uploadDir: string;
  siteName: string;
  /** 'manual': no timer, the scenario tests push each tick (ManualFeed). */
  marketFeed: 'simulated' | 'manual';
  marketTickMs: number;
  historyDays: number;
  seedDemo: boolean;
  demoPassword: string;
  adminPassword: string;
  logLevel: string;
  trustProxy: boolean;
  /** Per address and minute: code sends, and calls that run argon2 (login, register, password). */
  codeSendsPerMinute: number;
  passwordCallsPerMinute: number;
  apiCallsPerMinute: number;
  /** A deposit credit worth more than this many USDT needs a second admin's approval (four eyes). */
  depositSecondApprovalUsdt: string;
  /** Check every answer against its contract entry's output schema (the tests turn it on). */
  checkAnswers: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(repoRoot, 'data', 'platform.sqlite')}`,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Platform <no-reply@platform.local>',
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'platform:',
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    adminDist: env.ADMIN_DIST ?? path.join(repoRoot, 'apps', 'admin', 'dist'),
    uploadDir: env.UPLOAD_DIR ?? path.join(repoRoot, 'data', 'uploads'),
    siteName: env.SITE_NAME ?? 'Nova Exchange',
    marketFeed: env.MARKET_FEED === 'manual' ? 'manual' : 'simulated',
    marketTickMs: Number(env.MARKET_TICK_MS ?? 1000),
    historyDays: Number(env.MARKET_HISTORY_DAYS ?? 3),
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    demoPassword: env.DEMO_PASSWORD ?? 'Demo12345',
    adminPassword: env.ADMIN_PASSWORD ?? 'Admin12345',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    codeSendsPerMinute: Number(env.RATE_CODE_SENDS ?? 10),
    passwordCallsPerMinute: Number(env.RATE_PASSWORD_CALLS ?? 30),
    apiCallsPerMinute: Number(env.RATE_API_CALLS ?? 1200),
    depositSecondApprovalUsdt: env.DEPOSIT_SECOND_APPROVAL_USDT ?? '10000',
    checkAnswers: env.CHECK_ANSWERS === 'true',
  };
}
