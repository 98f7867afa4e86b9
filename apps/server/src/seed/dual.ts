// Demo dual-investment products (issue 13): for BTC and ETH, calls ("sell high") and puts ("buy
// low") settling at 08:00 UTC in 1, 3 and 7 days, targets a few percent from the current price.
// Idempotent: a coin and type that still has an open product settling later is left as it is, so
// running it twice changes nothing and an operator's products survive a restart; once the seeded
// ones have settled, the next start seeds a fresh series around the price of the day.
import { toAtoms } from '@platform/shared/money';
import type { Db } from '../db/database.ts';

const DAY_MS = 86_400_000;
const SETTLE_HOUR_MS = 8 * 3_600_000;
const PPM = 1_000_000n;

const COINS = [
  { currencyId: 1, marketId: 1, coinUnit: '0.01', usdtUnit: '100', roundTo: 500n, quota: 2000 },
  { currencyId: 2, marketId: 2, coinUnit: '0.1', usdtUnit: '100', roundTo: 50n, quota: 2000 },
] as const;

/** Term, distance of the target from the price (ppm) and APR (ppm) per type. */
const SERIES = [
  { termDays: 1, distancePpm: 20_000n, callAprPpm: 450_000, putAprPpm: 500_000 },
  { termDays: 3, distancePpm: 40_000n, callAprPpm: 300_000, putAprPpm: 350_000 },
  { termDays: 7, distancePpm: 80_000n, callAprPpm: 220_000, putAprPpm: 250_000 },
] as const;

async function priceOf(db: Db, marketId: number): Promise<bigint | undefined> {
  const tick = await db
    .selectFrom('ticks')
    .select('price_atoms')
    .where('market_id', '=', marketId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (tick) return tick.price_atoms;
  const market = await db.selectFrom('markets').select('seed_price_atoms').where('id', '=', marketId).executeTakeFirst();
  return market?.seed_price_atoms;
}

export async function seedDual(db: Db, now: number): Promise<void> {
  const dayStart = now - (now % DAY_MS);
  for (const coin of COINS) {
    const priceAtoms = await priceOf(db, coin.marketId);
    if (priceAtoms === undefined) continue;
    const step = toAtoms(String(coin.roundTo));
    for (const type of ['call', 'put'] as const) {
      const open = await db
        .selectFrom('dual_products')
        .select('id')
        .where('currency_id', '=', coin.currencyId)
        .where('type', '=', type)
        .where('status', '=', 'open')
        .where('settle_at', '>', now)
        .limit(1)
        .executeTakeFirst();
      if (open) continue;
      const rows = SERIES.map((series) => {
        const moved =
          type === 'call' ? priceAtoms + (priceAtoms * series.distancePpm) / PPM : priceAtoms - (priceAtoms * series.distancePpm) / PPM;
        const targetAtoms = ((moved + step / 2n) / step) * step;
        return {
          currency_id: coin.currencyId,
          market_id: coin.marketId,
          type,
          target_atoms: targetAtoms > 0n ? targetAtoms : step,
          apr_ppm: type === 'call' ? series.callAprPpm : series.putAprPpm,
          term_days: series.termDays,
          settle_at: dayStart + series.termDays * DAY_MS + SETTLE_HOUR_MS,
          unit_atoms: toAtoms(type === 'call' ? coin.coinUnit : coin.usdtUnit),
          quota_units: coin.quota,
          status: 'open' as const,
          created_at: now,
          updated_at: now,
        };
      });
      await db.insertInto('dual_products').values(rows).execute();
    }
  }
}
