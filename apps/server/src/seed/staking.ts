// Demo staking products (issue 13), seeded once: an empty table gets them, an edited one is left
// alone. The first is the SPEC's example: 7 days at 0.36 % a day, 8 % penalty on early redemption.
import { toAtoms } from '@platform/shared/money';
import { EARLY_REDEMPTION_PENALTY_PPM } from '@platform/engine/staking';
import type { Db } from '../db/database.ts';

const USDT = 3;
const ETH = 2;
const BTC = 1;

const DEMO_PRODUCTS = [
  { currencyId: USDT, periodDays: 7, dailyRatePpm: 3600, min: '100', userMax: '100000', quota: '1000000' },
  { currencyId: USDT, periodDays: 30, dailyRatePpm: 5000, min: '500', userMax: '200000', quota: '2000000' },
  { currencyId: ETH, periodDays: 15, dailyRatePpm: 1500, min: '0.5', userMax: '100', quota: '1000' },
  { currencyId: BTC, periodDays: 60, dailyRatePpm: 1000, min: '0.01', userMax: null, quota: null },
] as const;

export async function seedStaking(db: Db, now: number): Promise<void> {
  const existing = await db.selectFrom('staking_products').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('staking_products')
    .values(
      DEMO_PRODUCTS.map((product, index) => ({
        currency_id: product.currencyId,
        period_days: product.periodDays,
        daily_rate_ppm: product.dailyRatePpm,
        penalty_ppm: EARLY_REDEMPTION_PENALTY_PPM,
        min_amount_atoms: toAtoms(product.min),
        user_max_atoms: product.userMax === null ? null : toAtoms(product.userMax),
        quota_atoms: product.quota === null ? null : toAtoms(product.quota),
        start_at: 0,
        dividend_minute: 0,
        sort: index,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
