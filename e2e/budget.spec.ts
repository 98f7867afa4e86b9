// Proves the home screen stays within the budgets of a phone on a slow network (issue 12), measured in
// Chromium under Lighthouse's mobile throttling by scripts/web-vitals.ts (the module `npm run bench`
// prints from): JavaScript on the wire before the load event, LCP and CLS on a fresh profile, and a
// second start that takes no script from the network. The bytes are the same every round and always
// gate: they are what a later change would grow. CLS is judged by its median over three rounds. LCP is
// a timing on a shared machine (3.2 to 4.0 s here on 2026-11-27, for this build and the one before
// alike): it gates `npm run test:budget` (LCP_GATE=true) and is printed beside the figures otherwise.
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { HOME_BUDGET, kilobytes, measureHome, median, seconds, type HomeFigures } from '../scripts/web-vitals.ts';

const ROUNDS = 3;
// On the wire, with its headers (about 400 bytes): below this a file is too small for brotli to shrink.
const COMPRESSION_WORTH_BYTES_MIN = 1024;
const BANNERS_CALL = /^\/api\/news\/list\?c_id=5&/;
const LCP_GATE = process.env.LCP_GATE === 'true';

test('the home screen loads within its JavaScript, LCP and CLS budgets, and starts again from the cache', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const rounds: HomeFigures[] = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push(await measureHome(baseURL as string));
  const fresh = rounds.map((round) => round.fresh);
  const last = fresh.at(-1) as HomeFigures['fresh'];
  const figures =
    `JS before load ${fresh.map((start) => kilobytes(start.jsBytesBeforeLoad)).join(', ')}; ` +
    `LCP ${fresh.map((start) => seconds(start.lcpMs)).join(', ')} (${last.lcpElement}); CLS ${fresh.map((start) => start.cls.toFixed(3)).join(', ')}; ` +
    `load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores\n` +
    last.scripts
      .map(
        (script) =>
          `  ${kilobytes(script.bytes)} ${script.encoding} ${script.beforeLoad ? 'before' : 'after'} ${new URL(script.url).pathname}`,
      )
      .join('\n');
  test.info().annotations.push({ type: 'home figures', description: figures });

  for (const start of fresh) {
    // Every script came compressed, at a size the budget allows; a file of a few bytes that brotli would
    // only grow (a chunk that just imports another) is rightly sent as it is.
    const worthCompressing = start.scripts.filter((script) => script.bytes > COMPRESSION_WORTH_BYTES_MIN);
    expect(new Set(worthCompressing.map((script) => script.encoding)), figures).toEqual(new Set(['br']));
    expect(start.jsBytesBeforeLoad, figures).toBeLessThanOrEqual(HOME_BUDGET.jsBytesMax);
    expect(start.lcpMs, figures).toBeGreaterThan(0);
    // The banners are asked for once: the early start script's answer is the one the screen uses.
    expect(
      start.apiCalls.filter((call) => BANNERS_CALL.test(call)),
      figures,
    ).toHaveLength(1);
  }
  if (LCP_GATE) expect(median(fresh.map((start) => start.lcpMs)), figures).toBeLessThanOrEqual(HOME_BUDGET.lcpMsMax);
  expect(median(fresh.map((start) => start.cls)), figures).toBeLessThanOrEqual(HOME_BUDGET.clsMax);

  // The second start takes every script from the cache (hashed assets are immutable).
  for (const { cached } of rounds) {
    expect(cached.scripts.length, figures).toBeGreaterThan(0);
    expect(
      cached.scripts.reduce((total, script) => total + script.bytes, 0),
      figures,
    ).toBe(0);
  }
  if (LCP_GATE) expect(median(rounds.map((round) => round.cached.lcpMs)), figures).toBeLessThanOrEqual(HOME_BUDGET.lcpMsMax);
  // In npm test the timings are printed, not gated.
  console.log(`home budget figures: ${figures.split('\n')[0]}`);
});
