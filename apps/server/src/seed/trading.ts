// Trading configuration (issue 4): each contract market's lot, leverage list and fees, and the
// seconds-option products. Idempotent like the other seeds: rows that exist are kept, so an
// operator's later edit survives a restart.
import { toAtoms } from '@platform/shared/money';
import type { Db } from '../db/database.ts';

/** Per market id of seed/markets.ts. Fees in ppm of the notional: 1000 = 0.1%. */
const CONTRACT_RULES: readonly { marketId: number; lotSize: string; lotsMax: number }[] = [
  { marketId: 1, lotSize: '0.01', lotsMax: 500 },
  { marketId: 2, lotSize: '0.1', lotsMax: 500 },
  { marketId: 3, lotSize: '1', lotsMax: 500 },
  { marketId: 4, lotSize: '1', lotsMax: 500 },
  { marketId: 5, lotSize: '100', lotsMax: 500 },
  { marketId: 6, lotSize: '0.1', lotsMax: 500 },
];
const MULTIPLES = '5,10,20,50,100';
const TRADE_FEE_PPM = 500;
/** 0.05% of the notional per day held. */
const OVERNIGHT_FEE_PPM = 500;
/** Liquidated when equity falls to 20% of the margin. */
const MAINTENANCE_PPM = 200_000;

/** Durations with their payout and stake limits (USDT). */
const OPTION_PRODUCTS: readonly { seconds: number; payoutPpm: number; minStake: string; maxStake: string }[] = [
  { seconds: 30, payoutPpm: 700_000, minStake: '10', maxStake: '50000' },
  { seconds: 60, payoutPpm: 800_000, minStake: '10', maxStake: '50000' },
  { seconds: 120, payoutPpm: 850_000, minStake: '50', maxStake: '100000' },
  { seconds: 300, payoutPpm: 900_000, minStake: '100', maxStake: '100000' },
];

export async function seedTrading(db: Db): Promise<void> {
  await db
    .insertInto('contract_rules')
    .values(
      CONTRACT_RULES.map((rule) => ({
        market_id: rule.marketId,
        lot_size_atoms: toAtoms(rule.lotSize),
        multiples: MULTIPLES,
        lots_max: rule.lotsMax,
        trade_fee_ppm: TRADE_FEE_PPM,
        overnight_fee_ppm: OVERNIGHT_FEE_PPM,
        maintenance_ppm: MAINTENANCE_PPM,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .insertInto('option_products')
    .values(
      OPTION_PRODUCTS.map((product, index) => ({
        seconds: product.seconds,
        payout_ppm: product.payoutPpm,
        min_stake_atoms: toAtoms(product.minStake),
        max_stake_atoms: toAtoms(product.maxStake),
        sort: index,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
