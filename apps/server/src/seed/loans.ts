// Crypto-backed loans (issue 13): the published parameters per collateral coin. Idempotent like the
// other seeds: a row that exists is kept, so a back-office edit survives a restart.
import { toAtoms } from '@platform/shared/money';
import type { Db } from '../db/database.ts';

/** BTC (1) and ETH (2) against USDT: 65 % to borrow, a margin call at 75 %, liquidation at 83 %. */
const LOAN_PARAMS: readonly { coinId: number; initial: number; marginCall: number; liquidation: number }[] = [
  { coinId: 1, initial: 650_000, marginCall: 750_000, liquidation: 830_000 },
  { coinId: 2, initial: 650_000, marginCall: 750_000, liquidation: 830_000 },
];
/** 0.0000114 an hour: about 10 % a year. */
const HOURLY_RATE_ATOMS = 1_140n;
/** 2 % of the debt, out of the collateral, at liquidation. */
const LIQUIDATION_FEE_PPM = 20_000;

export async function seedLoans(db: Db, now: number): Promise<void> {
  await db
    .insertInto('loan_params')
    .values(
      LOAN_PARAMS.map((row) => ({
        collateral_currency_id: row.coinId,
        initial_ltv_ppm: row.initial,
        margin_call_ltv_ppm: row.marginCall,
        liquidation_ltv_ppm: row.liquidation,
        hourly_rate_atoms: HOURLY_RATE_ATOMS,
        liquidation_fee_ppm: LIQUIDATION_FEE_PPM,
        min_borrow_atoms: toAtoms('10'),
        max_borrow_atoms: toAtoms('1000000'),
        enabled: 1,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
