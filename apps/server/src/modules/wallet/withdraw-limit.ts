// The 24 h withdrawal limit of SPEC.md section 6: basic verification 200 BTC, advanced 500 BTC,
// over a rolling 24 h of withdrawals under review or paid. Each withdrawal is valued in BTC at the
// recorded feed price when it is requested, and keeps that value, so the limit a user used does
// not move with the market afterwards.
import { VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import { tierOfRealLevel } from '@platform/shared/schemas/identity';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { BTC_COIN_ID, btcInCoin, usdtPriceOf, valueInBtc } from '../../prices/coin-prices.ts';

export const WITHDRAW_LIMIT_WINDOW_MS = 24 * 3_600_000;
export type Tier = keyof typeof VERIFICATION_TIER_LIMITS;

/** The tier of users.real_level; null for an unverified user, who may not withdraw (identity/verification-gate.ts). */
export const tierOf = (realLevel: number): Tier | null => tierOfRealLevel(realLevel);

export const limitBtcAtomsOf = (tier: Tier): bigint => toAtoms(VERIFICATION_TIER_LIMITS[tier].withdrawal24hBtc);

export const limitWindowStart = (now: number): number => now - WITHDRAW_LIMIT_WINDOW_MS;

export const remainingBtcAtoms = (tier: Tier, usedAtoms: bigint): bigint => {
  const left = limitBtcAtomsOf(tier) - usedAtoms;
  return left > 0n ? left : 0n;
};

export function assertWithinLimit(tier: Tier, usedAtoms: bigint, valueBtcAtoms: bigint): void {
  if (usedAtoms + valueBtcAtoms <= limitBtcAtomsOf(tier)) return;
  throw new AppError('withdraw_limit_exceeded', {
    limit: VERIFICATION_TIER_LIMITS[tier].withdrawal24hBtc,
    remaining: fromAtoms(remainingBtcAtoms(tier, usedAtoms)),
  });
}

export type BtcValuation = {
  valueBtcAtoms: bigint;
  /** The BTC/USDT tick that priced it; null for BTC itself, which needs no price. */
  btcTickSeq: number | null;
};

/** `amountAtoms` of a coin in BTC at the last recorded prices; 'price_unavailable' before the feed has one. */
export async function valueInBtcNow(db: Db, coinId: number, amountAtoms: bigint): Promise<BtcValuation> {
  if (coinId === BTC_COIN_ID) return { valueBtcAtoms: amountAtoms, btcTickSeq: null };
  const [price, btc] = await Promise.all([usdtPriceOf(db, coinId), usdtPriceOf(db, BTC_COIN_ID)]);
  return { valueBtcAtoms: valueInBtc(amountAtoms, price, btc), btcTickSeq: btc.tickSeq };
}

/**
 * A converter of amounts in BTC to another coin at the last recorded prices (the limit on a USDT form reads
 * in USDT); null while the feed has no price for either, so the screen falls back to BTC.
 */
export async function btcInCoinNow(db: Db, coinId: number): Promise<((btcAtoms: bigint) => bigint) | null> {
  if (coinId === BTC_COIN_ID) return (btcAtoms) => btcAtoms;
  try {
    const [price, btc] = await Promise.all([usdtPriceOf(db, coinId), usdtPriceOf(db, BTC_COIN_ID)]);
    return (btcAtoms) => btcInCoin(btcAtoms, price, btc);
  } catch (error) {
    if (error instanceof AppError && error.textKey === 'price_unavailable') return null;
    throw error;
  }
}
