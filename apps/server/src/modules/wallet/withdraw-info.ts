// What the withdraw screen shows before a request, and the user's withdrawal records.
import { ACCOUNT_TYPE, VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import type { TWithdrawInfo, TWithdrawListRequest, TWithdrawListResponse } from '@platform/shared/schemas/withdraw';
import type { Db } from '../../db/database.ts';
import { findPayoutCard } from './bank-cards-queries.ts';
import { amountText, coinOf } from '../../ledger/coins.ts';
import { balancesOf } from '../../ledger/ledger.ts';
import { isPayPasswordSet } from '../../auth/pay-password.ts';
import { isTotpEnabled } from '../../auth/second-factor.ts';
import { btcInCoinNow, limitBtcAtomsOf, limitWindowStart, remainingBtcAtoms, tierOf } from './withdraw-limit.ts';
import { findRealLevel } from '../../auth/verification-gate.ts';
import { listWithdrawalsOfUser, sumValueBtcSince } from './withdraw-queries.ts';

export async function withdrawInfo(db: Db, userId: number, currencyId: number, now: number): Promise<TWithdrawInfo> {
  const coin = await coinOf(db, currencyId);
  const [balances, realLevel, usedAtoms, payPasswordSet, card, totpEnabled] = await Promise.all([
    balancesOf(db, userId),
    findRealLevel(db, userId),
    sumValueBtcSince(db, userId, limitWindowStart(now)),
    isPayPasswordSet(db, userId),
    findPayoutCard(db, userId),
    isTotpEnabled(db, userId),
  ]);
  const balance = balances.find((row) => row.coinId === coin.id && row.accountType === ACCOUNT_TYPE.change);
  const tier = tierOf(realLevel);
  const limitAtoms = tier ? limitBtcAtomsOf(tier) : 0n;
  const remainingAtoms = tier ? remainingBtcAtoms(tier, usedAtoms) : 0n;
  const inCoin = await btcInCoinNow(db, coin.id);
  return {
    currency_id: coin.id,
    currency_name: coin.name,
    networks: coin.networks,
    available: amountText(balance?.availableAtoms ?? 0n),
    withdraw_min: amountText(coin.withdrawMinAtoms),
    withdraw_fee: amountText(coin.withdrawFeeAtoms),
    tier,
    // No tier before verification, so nothing may be withdrawn (identity/verification-gate.ts).
    limit_24h_btc: tier ? VERIFICATION_TIER_LIMITS[tier].withdrawal24hBtc : '0',
    used_24h_btc: amountText(usedAtoms),
    remaining_24h_btc: amountText(remainingAtoms),
    limit_24h_coin: inCoin ? amountText(inCoin(limitAtoms)) : null,
    used_24h_coin: inCoin ? amountText(inCoin(usedAtoms)) : null,
    remaining_24h_coin: inCoin ? amountText(inCoin(remainingAtoms)) : null,
    pay_password_set: payPasswordSet,
    bank_card_set: card !== undefined,
    totp_enabled: totpEnabled,
  };
}

export async function withdrawRecords(db: Db, userId: number, paging: TWithdrawListRequest): Promise<TWithdrawListResponse> {
  const { data, total } = await listWithdrawalsOfUser(db, userId, paging);
  return {
    data: data.map(({ amount_atoms, fee_atoms, received_atoms, ...row }) => ({
      ...row,
      amount: amountText(amount_atoms),
      fee: amountText(fee_atoms),
      received: amountText(received_atoms),
    })),
    total,
    page: paging.page,
    limit: paging.limit,
  };
}
