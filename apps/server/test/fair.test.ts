// Provably fair: market/ticks hands out a market's ticks exactly as they were hashed, so a user can
// re-hash every tick (node:crypto here, any sha256 tool elsewhere), see each one chain onto the one
// before, and find the opening and closing ticks an option result names with the prices it states.
import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TMarketTicksResponse } from '@platform/shared/schemas/fair';
import { FAIR_TICKS_MAX, TICK_HASH_RULE } from '@platform/shared/trading-rules';
import { describeEachDialect, type TestApp } from './harness.ts';
import { pushPrices } from './helpers.ts';
import { optionUser, placeOption, resultOf } from './option-helpers.ts';

const GENESIS_HASH = '0'.repeat(64);

async function ticksOf(t: TestApp, query: Record<string, string | number>) {
  const answer = await t.call<TMarketTicksResponse>('market/ticks', { body: query });
  expect(answer.body.code).toBeUndefined();
  return answer.body.message;
}

/** Re-hashes each tick by the published rule and checks it chains onto the one before it. */
function expectVerifiedChain(range: TMarketTicksResponse): void {
  expect(range.hash_rule).toBe(TICK_HASH_RULE);
  range.ticks.forEach((tick, index) => {
    const rehashed = crypto
      .createHash('sha256')
      .update(`${tick.prev_hash}|${range.market_id}|${tick.seq}|${tick.time}|${tick.price_atoms}`)
      .digest('hex');
    expect(rehashed).toBe(tick.hash);
    expect(tick.price).toBe(fromAtoms(BigInt(tick.price_atoms)));
    const previous = range.ticks[index - 1];
    if (previous) {
      expect(tick.seq).toBe(previous.seq + 1);
      expect(tick.prev_hash).toBe(previous.hash);
      expect(tick.time).toBeGreaterThanOrEqual(previous.time);
    }
  });
}

describeEachDialect(
  'provably fair ticks',
  (ctx) => {
    it("an option's opening and closing ticks are in the public chain, re-hash and link up", async () => {
      const t = ctx();
      for (const price of ['90000', '90010', '89990']) await pushPrices(t, { 'BTC/USDT': price });
      const user = await optionUser(t, '100');
      const option = await placeOption(t, user, { match_id: 1, type: 'down', seconds: 30, number: '10' });
      await pushPrices(t, { 'BTC/USDT': '89950.25' }, option.expires_at - 5000);
      await pushPrices(t, { 'BTC/USDT': '89900' }, option.expires_at - 100);
      await pushPrices(t, { 'BTC/USDT': '91000' }, option.expires_at + 100);
      await pushPrices(t, { 'BTC/USDT': '91100' }, option.expires_at + 200);
      const settled = await resultOf(t, user, option.id);
      expect(settled).toMatchObject({ status: 'settled', result: 'win', open_price: '89990', close_price: '89900' });

      for (const [seq, price] of [
        [settled.open_tick_seq, settled.open_price],
        [settled.close_tick_seq as number, settled.close_price as string],
      ] as const) {
        const range = await ticksOf(t, { symbol: 'BTC/USDT', around: seq, limit: 5 });
        expect(range).toMatchObject({ symbol: 'BTC/USDT', market_id: 1 });
        expect(range.ticks.length).toBeGreaterThanOrEqual(3);
        expectVerifiedChain(range);
        const decisive = range.ticks.find((tick) => tick.seq === seq);
        expect(decisive?.price_atoms).toBe(toAtoms(price).toString());
      }
      // The closing tick is the last one at or before expiry; the next one is after it.
      const close = await ticksOf(t, { symbol: 'BTC/USDT', from_seq: settled.close_tick_seq as number, limit: 2 });
      expect(close.ticks[0]!.time).toBeLessThanOrEqual(settled.expires_at);
      expect(close.ticks[1]!.time).toBeGreaterThan(settled.expires_at);

      // From the genesis: the whole chain of the market so far.
      const whole = await ticksOf(t, { symbol: 'BTC/USDT', from_seq: 1, to_seq: 7 });
      expect(whole.ticks.map((tick) => tick.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(whole.ticks[0]!.prev_hash).toBe(GENESIS_HASH);
      expectVerifiedChain(whole);
    });

    it('answers the latest ticks, one end of a range, and refuses unknown markets and ranges wider than the maximum', async () => {
      const t = ctx();
      const { 'ETH/USDT': headSeq } = await pushPrices(t, { 'ETH/USDT': '3000' });
      for (let step = 1; step <= 24; step += 1) await pushPrices(t, { 'ETH/USDT': String(3000 + step) });
      const latest = await ticksOf(t, { symbol: 'ETH/USDT' });
      expect(latest.ticks).toHaveLength(20);
      expect(latest.ticks.at(-1)?.seq).toBe((headSeq as number) + 24);
      expect(latest.ticks.at(-1)?.price).toBe('3024');
      expectVerifiedChain(latest);
      const upTo = await ticksOf(t, { symbol: 'ETHUSDT', to_seq: 10, limit: 3 });
      expect(upTo.ticks.map((tick) => tick.seq)).toEqual([8, 9, 10]);
      // Near the genesis there is nothing before: the range fills from after.
      const around = await ticksOf(t, { symbol: 'eth/usdt', around: 1, limit: 4 });
      expect(around.ticks.map((tick) => tick.seq)).toEqual([1, 2, 3, 4]);
      const middle = await ticksOf(t, { symbol: 'ETH/USDT', around: 10, limit: 4 });
      expect(middle.ticks.map((tick) => tick.seq)).toEqual([9, 10, 11, 12]);

      const unknown = await t.call('market/ticks', { body: { symbol: 'XYZ/USDT' } });
      expect(unknown.body.code).toBe('market_not_tradable');
      for (const query of [
        { symbol: 'ETH/USDT', from_seq: 1, to_seq: FAIR_TICKS_MAX + 1 },
        { symbol: 'ETH/USDT', from_seq: 10, to_seq: 9 },
        { symbol: 'ETH/USDT', limit: FAIR_TICKS_MAX + 1 },
      ]) {
        const refused = await t.call('market/ticks', { body: query });
        expect([query, refused.body.code, refused.body.message]).toEqual([
          query,
          'tick_range_invalid',
          `At most ${FAIR_TICKS_MAX} ticks can be shown at once`,
        ]);
      }
      const widest = await ticksOf(t, { symbol: 'ETH/USDT', from_seq: 1, to_seq: FAIR_TICKS_MAX });
      expect(widest.ticks).toHaveLength(25);
    });
  },
  { marketFeed: 'manual' },
);
