// Which actions need a verified identity: decided here, and only here. A refused caller gets
// `realNameRequired()` (envelope type 998), and the app takes them to /pages/setting/real.
//
// Needs verification (basic or advanced), because the tiers of SPEC.md section 6 set their limits
// and an unverified user has no tier:
// - withdrawal: wallet/out, on-chain or to a bank card. Money leaves the platform; the 24 h
//   withdrawal limit is the tier's (200 BTC basic, 500 BTC advanced).
// - fiat_trade: otc/recharge, a fiat bank or wire payment. The single fiat trade limit is the
//   tier's (2,000 USDT basic, 1,000,000 USDT advanced), valued in USDT at the published fiat rate.
//
// Stays open without verification, on purpose: on-chain deposits (wallet/charge_req: refusing money
// in would only strand it, and an admin reviews it anyway), transfers between the user's own
// accounts, conversions, spot, contract and option trading. Money moved by those stays on the
// platform, and every way out of it passes the withdrawal gate above. Reading screens (balances,
// records, withdraw info, the address book, bank cards, the pay password) stays open too, so a user
// can prepare a withdrawal while their verification is reviewed.
import { VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { tierOfRealLevel, type TVerificationTier } from '@platform/shared/schemas/identity';
import type { Db } from '../db/database.ts';
import { AppError, realNameRequired } from '../http/errors.ts';

export type VerifiedAction = 'withdrawal' | 'fiat_trade';

/** The tier of a verification level, or 998 for an unverified user. */
export function tierRequired(realLevel: number): TVerificationTier {
  const tier = tierOfRealLevel(realLevel);
  if (tier === null) throw realNameRequired();
  return tier;
}

/**
 * The caller's tier for an action that needs verification; 998 when they have none. `action` names
 * which of the gated actions of the list above asks, so a reader finds every gate by grepping it.
 */
export async function requireVerification(db: Db, userId: number, _action: VerifiedAction): Promise<TVerificationTier> {
  return tierRequired(await findRealLevel(db, userId));
}

export const fiatTradeLimitAtomsOf = (tier: TVerificationTier): bigint => toAtoms(VERIFICATION_TIER_LIMITS[tier].fiatTradeSingleUsdt);

/** A fiat trade (otc/recharge) worth `valueUsdtAtoms`: 998 when unverified, refused above the tier's single trade limit. */
export async function assertFiatTradeAllowed(db: Db, userId: number, valueUsdtAtoms: bigint): Promise<void> {
  const tier = await requireVerification(db, userId, 'fiat_trade');
  if (valueUsdtAtoms <= fiatTradeLimitAtomsOf(tier)) return;
  throw new AppError('fiat_trade_limit_exceeded', { limit: VERIFICATION_TIER_LIMITS[tier].fiatTradeSingleUsdt });
}

export function findRealLevel(db: Db, userId: number): Promise<number> {
  return db
    .selectFrom('users')
    .select('real_level')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((row) => row.real_level);
}
