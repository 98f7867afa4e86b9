// The home screen as a phone on a slow network meets it, measured in a real Chromium: the JavaScript
// on the wire before the load event, the largest contentful paint and the cumulative layout shift,
// on a fresh profile and then on a second start from the same profile (the browser's cache warm).
// Lighthouse's mobile throttling through the DevTools protocol: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, the CPU four times slower. `npm run bench` prints these figures and
// e2e/budget.spec.ts fails when one is over its budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../e2e/chromium.ts';

/** Lighthouse's mobile preset (throttling.mobileSlow4G, cpuSlowdownMultiplier). */
export const MOBILE_THROTTLING = { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdownRate: 4 };
/** The budgets of issue 12: what a phone on that network may be asked to take. */
export const HOME_BUDGET = { jsBytesMax: 170 * 1024, lcpMsMax: 2500, lcpMsAim: 2000, clsMax: 0.05 };
/** A phone at the size the app is built for (Lighthouse's Moto G Power has a 1.75 pixel ratio). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** After the load event, the time the page gets to paint what it fetched (prices, banners) before LCP and CLS are read. */
const SETTLE_MS = 2500;
const LOAD_TIMEOUT_MS = 60_000;

export type ScriptTransfer = { url: string; bytes: number; beforeLoad: boolean; encoding: string };

export type StartFigures = {
  /** Bytes of JavaScript responses received from the network before the load event (headers and encoded body). */
  jsBytesBeforeLoad: number;
  /** Every script response of the start, with what it cost on the wire (0 when the cache answered). */
  scripts: ScriptTransfer[];
  lcpMs: number;
  /** The element of the largest contentful paint: its tag, the test id around it, its image. */
  lcpElement: string;
  cls: number;
  loadMs: number;
  /** Whether any script came with a Content-Encoding (br or gzip). */
  scriptEncodings: string[];
  /** The API calls of the start (path and query), in the order they were answered. */
  apiCalls: string[];
};

export type HomeFigures = { fresh: StartFigures; cached: StartFigures };

type PageVitals = { lcpMs: number; cls: number; loadMs: number; lcpElement: string };

/** Installed before any of the page's own code: the LCP candidates and the layout shifts without recent input. */
function observeVitals() {
  const vitals = { lcpMs: 0, cls: 0, lcpElement: '' };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { startTime: number; element: Element | null; url: string }[]) {
      vitals.lcpMs = entry.startTime;
      const element = entry.element;
      const testId = element?.closest('[data-testid]')?.getAttribute('data-testid');
      vitals.lcpElement = element
        ? `${element.tagName.toLowerCase()}${testId ? ` in ${testId}` : ''}${entry.url ? ` ${entry.url}` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(session: CDPSession) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.latencyMs,
    downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdownRate });
}

/** Opens `url` in a new page of `context`, throttled, and reads what the start cost. */
async function measureStart(context: BrowserContext, url: string, readyTestId: string): Promise<StartFigures> {
  const page: Page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Page.enable');
  await throttle(session);

  type Seen = { url: string; script: boolean; bytes: number; finishedAt: number; encoding: string; fromCache: boolean };
  const requests = new Map<string, Seen>();
  let loadAt = Number.POSITIVE_INFINITY;
  session.on('Network.responseReceived', (event) => {
    const { response } = event;
    const script = event.type === 'Script' || /javascript/.test(response.mimeType);
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
    const fromCache = Boolean(response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache);
    requests.set(event.requestId, { url: response.url, script, bytes: 0, finishedAt: Number.POSITIVE_INFINITY, encoding, fromCache });
  });
  session.on('Network.loadingFinished', (event) => {
    const seen = requests.get(event.requestId);
    if (!seen) return;
    seen.bytes = seen.fromCache ? 0 : event.encodedDataLength;
    seen.finishedAt = event.timestamp;
  });
  session.on('Page.loadEventFired', (event) => {
    if (loadAt === Number.POSITIVE_INFINITY) loadAt = event.timestamp;
  });

  await page.addInitScript(observeVitals);
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  await page.getByTestId(readyTestId).waitFor({ timeout: LOAD_TIMEOUT_MS });
  await page.waitForTimeout(SETTLE_MS);
  const vitals = await page.evaluate((): PageVitals => {
    const observed = (window as unknown as { __vitals: { lcpMs: number; cls: number; lcpElement: string } }).__vitals;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { lcpMs: observed.lcpMs, cls: observed.cls, lcpElement: observed.lcpElement, loadMs: navigation?.loadEventStart ?? 0 };
  });
  await page.close();

  const apiCalls = [...requests.values()]
    .map((seen) => new URL(seen.url))
    .filter((url) => url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
  const scripts = [...requests.values()]
    .filter((seen) => seen.script)
    .map((seen) => ({ url: seen.url, bytes: seen.bytes, beforeLoad: seen.finishedAt <= loadAt, encoding: seen.encoding }));
  return {
    jsBytesBeforeLoad: scripts.filter((script) => script.beforeLoad).reduce((total, script) => total + script.bytes, 0),
    scripts: scripts.map((script) => ({ ...script, encoding: script.encoding || 'identity' })),
    scriptEncodings: [...new Set(scripts.filter((script) => script.bytes > 0).map((script) => script.encoding || 'identity'))],
    apiCalls,
    ...vitals,
  };
}

/**
 * One round: a fresh profile opens the home screen (`baseUrl` + '/#/'), then the same profile starts
 * it again in a new page. `readyTestId` marks the home screen in the DOM.
 */
export async function measureHome(baseUrl: string, readyTestId = 'home-page'): Promise<HomeFigures> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'web-vitals-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutablePath,
    headless: true,
    args: chromiumArgs,
    ...PHONE,
  });
  try {
    const url = `${baseUrl}/#/`;
    const fresh = await measureStart(context, url, readyTestId);
    const cached = await measureStart(context, url, readyTestId);
    return { fresh, cached };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The lines `npm run bench` prints: median and range of each figure over the rounds, its budget beside it. */
export function describeRounds(rounds: HomeFigures[]): string[] {
  const figure = (values: number[], format: (value: number) => string) =>
    `${format(median(values)).padStart(9)} (${format(Math.min(...values))} to ${format(Math.max(...values))})`;
  const fresh = rounds.map((round) => round.fresh);
  const cached = rounds.map((round) => round.cached);
  const cls = (value: number) => value.toFixed(3);
  const lines = [
    `first start, fresh profile`,
    `  JS on the wire before load ${figure(
      fresh.map((start) => start.jsBytesBeforeLoad),
      kilobytes,
    )}   budget <= ${kilobytes(HOME_BUDGET.jsBytesMax)}`,
    `  LCP                        ${figure(
      fresh.map((start) => start.lcpMs),
      seconds,
    )}   budget <= ${seconds(HOME_BUDGET.lcpMsMax)} (aim ${seconds(HOME_BUDGET.lcpMsAim)})`,
    `  CLS                        ${figure(
      fresh.map((start) => start.cls),
      cls,
    )}   budget <= ${HOME_BUDGET.clsMax}`,
    `  load event                 ${figure(
      fresh.map((start) => start.loadMs),
      seconds,
    )}`,
    `  LCP element                ${[...new Set(fresh.map((start) => start.lcpElement))].join('; ')}`,
    `  script encodings           ${[...new Set(fresh.flatMap((start) => start.scriptEncodings))].join(', ') || 'none'}`,
    `second start, same profile`,
    `  JS from the network        ${figure(
      cached.map((start) => start.scripts.reduce((total, script) => total + script.bytes, 0)),
      kilobytes,
    )}`,
    `  LCP                        ${figure(
      cached.map((start) => start.lcpMs),
      seconds,
    )}`,
  ];
  const last = rounds.at(-1)?.fresh;
  if (last) {
    lines.push(`scripts of the last first start (bytes on the wire; before or after the load event)`);
    for (const script of [...last.scripts].sort((a, b) => b.bytes - a.bytes)) {
      lines.push(`  ${kilobytes(script.bytes).padStart(9)}  ${script.beforeLoad ? 'before' : 'after '}  ${new URL(script.url).pathname}`);
    }
  }
  return lines;
}
