// The scripted price path the trading scenario tests stand on: each pushed price becomes a stored,
// hash-chained tick before the tick listeners see it, in order.
import { expect, it } from 'vitest';
import { toAtoms } from '@platform/shared/money';
import { describeEachDialect } from './harness.ts';
import { pushPrices } from './helpers.ts';

describeEachDialect(
  'manual market feed',
  (ctx) => {
    it('stores each pushed price as the next tick of its chain, then hands it to listeners', async () => {
      const t = ctx();
      const seen: string[] = [];
      const stop = t.app.market.prices.onRecorded('test', (ticks) => {
        for (const tick of ticks) seen.push(`${tick.marketId}:${tick.seq}:${tick.priceAtoms}`);
      });
      const first = await pushPrices(t, { 'BTC/USDT': '90000' });
      const second = await pushPrices(t, { 'BTC/USDT': '90100.5', 'ETH/USDT': '3000' });
      stop();
      expect(second['BTC/USDT']).toBe((first['BTC/USDT'] as number) + 1);
      const stored = await t.db
        .selectFrom('ticks')
        .select(['seq', 'price_atoms'])
        .where('market_id', '=', 1)
        .where('seq', '>=', first['BTC/USDT'] as number)
        .orderBy('seq')
        .execute();
      expect(stored.map((row) => row.price_atoms)).toEqual([toAtoms('90000'), toAtoms('90100.5')]);
      expect(seen).toEqual([
        `1:${first['BTC/USDT']}:${toAtoms('90000')}`,
        `1:${second['BTC/USDT']}:${toAtoms('90100.5')}`,
        `2:${second['ETH/USDT']}:${toAtoms('3000')}`,
      ]);
      expect(t.app.market.prices.latest(1)?.priceAtoms).toBe(toAtoms('90100.5'));
    });
  },
  { marketFeed: 'manual' },
);
