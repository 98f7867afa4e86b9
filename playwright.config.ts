// Browser tests: Debian's chromium at a phone viewport, against the real server and the built app
// on a free port with a temporary database.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './e2e/chromium.ts';
import { e2eDataDir, e2eDatabaseFile, e2ePort as port } from './e2e/paths.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [{ name: 'mobile', use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } }],
  webServer: {
    command: `rm -rf ${e2eDataDir} && npm run start -w @platform/server`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${e2eDatabaseFile}`,
      MARKET_HISTORY_DAYS: '1',
      LOG_LEVEL: 'warn',
      RATE_CODE_SENDS: '100',
      RATE_PASSWORD_CALLS: '100',
      // Every answer the browser flows get is checked against its contract entry.
      CHECK_ANSWERS: 'true',
      // One admin approves the flows' deposits; four eyes on large credits has its own API test.
      DEPOSIT_SECOND_APPROVAL_USDT: '100000000',
    },
  },
});
