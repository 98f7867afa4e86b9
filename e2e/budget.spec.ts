// Proves the home screen stays within the budgets of a phone on a slow network (issue 12), measured in
// Chromium under Lighthouse's mobile throttling by scripts/web-vitals.ts (the module `npm run bench`
// prints from): JavaScript on the wire before the load event, LCP and CLS on a fresh profile, and a
// second start that takes no script from the network. One round: two page loads, a few seconds.
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { HOME_BUDGET, kilobytes, measureHome, seconds } from '../scripts/web-vitals.ts';

const COMPRESSION_WORTH_BYTES_MIN = 200;

test('the home screen loads within its JavaScript, LCP and CLS budgets, and starts again from the cache', async ({ baseURL }) => {
  const { fresh, cached } = await measureHome(baseURL as string);
  const figures =
    `JS before load ${kilobytes(fresh.jsBytesBeforeLoad)}, LCP ${seconds(fresh.lcpMs)} (${fresh.lcpElement}), CLS ${fresh.cls.toFixed(3)}; ` +
    `load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores\n` +
    fresh.scripts
      .map((script) => `  ${kilobytes(script.bytes)} ${script.beforeLoad ? 'before' : 'after'} ${new URL(script.url).pathname}`)
      .join('\n');
  test.info().annotations.push({ type: 'home figures', description: figures });

  // Every script came compressed, at a size the budget allows; a file of a few bytes that brotli would
  // only grow (a chunk that just imports another) is rightly sent as it is.
  const worthCompressing = fresh.scripts.filter((script) => script.bytes > COMPRESSION_WORTH_BYTES_MIN);
  expect(new Set(worthCompressing.map((script) => script.encoding)), figures).toEqual(new Set(['br']));
  expect(fresh.jsBytesBeforeLoad, figures).toBeLessThanOrEqual(HOME_BUDGET.jsBytesMax);
  expect(fresh.lcpMs, figures).toBeGreaterThan(0);
  expect(fresh.lcpMs, figures).toBeLessThanOrEqual(HOME_BUDGET.lcpMsMax);
  expect(fresh.cls, figures).toBeLessThanOrEqual(HOME_BUDGET.clsMax);

  // The second start takes every script from the cache (hashed assets are immutable).
  const cachedScriptBytes = cached.scripts.reduce((total, script) => total + script.bytes, 0);
  expect(cached.scripts.length, figures).toBeGreaterThan(0);
  expect(cachedScriptBytes, figures).toBe(0);
  expect(cached.lcpMs, figures).toBeLessThanOrEqual(HOME_BUDGET.lcpMsMax);
});
