// Staking rows as the API answers them: rates as percent strings, amounts as decimal strings.
import { fromAtoms } from '@platform/shared/money';
import { dividendTimeText, percentOfPpm, type StakingProductState } from '@platform/shared/staking-rules';
import type { TAdminStakingProduct, TStakingPosition, TStakingProduct } from '@platform/shared/schemas/staking';
import { stakingAprPpm, stakingApyPpm, stakingEarlyRedemption, stakingExpectedIncomeAtoms } from '@platform/engine/staking';
import type { PositionRow, ProductRow } from './queries.ts';
import { PRODUCT_OPEN } from './queries.ts';

function rates(dailyRatePpm: number, penaltyPpm: number) {
  return {
    daily_rate: percentOfPpm(dailyRatePpm),
    apr: percentOfPpm(stakingAprPpm(dailyRatePpm)),
    apy: percentOfPpm(stakingApyPpm(dailyRatePpm)),
    penalty_rate: percentOfPpm(penaltyPpm),
  };
}

export function remainingAtoms(product: ProductRow): bigint | null {
  return product.quota_atoms === null ? null : product.quota_atoms - product.sold_atoms;
}

export function productState(product: ProductRow, now: number): StakingProductState {
  if (product.status !== PRODUCT_OPEN) return 'closed';
  if (now < product.start_at) return 'upcoming';
  const remaining = remainingAtoms(product);
  if (remaining !== null && remaining < product.min_amount_atoms) return 'sold_out';
  return 'open';
}

export type ProductViewer = { subscribedAtoms: bigint; availableAtoms: bigint } | null;

function productBase(product: ProductRow, coinName: string, now: number) {
  const remaining = remainingAtoms(product);
  return {
    id: product.id,
    currency_id: product.currency_id,
    currency_name: coinName,
    period_days: product.period_days,
    ...rates(product.daily_rate_ppm, product.penalty_ppm),
    min_amount: fromAtoms(product.min_amount_atoms),
    max_per_user: product.user_max_atoms === null ? null : fromAtoms(product.user_max_atoms),
    quota: product.quota_atoms === null ? null : fromAtoms(product.quota_atoms),
    remaining: remaining === null ? null : fromAtoms(remaining),
    start_time: product.start_at,
    dividend_time: dividendTimeText(product.dividend_minute),
    dividend_minute: product.dividend_minute,
    state: productState(product, now),
    server_time: now,
  };
}

export function productJson(product: ProductRow, coinName: string, viewer: ProductViewer, now: number): TStakingProduct {
  let userRemaining: string | null = null;
  if (viewer && product.user_max_atoms !== null) {
    const left = product.user_max_atoms - viewer.subscribedAtoms;
    userRemaining = fromAtoms(left > 0n ? left : 0n);
  }
  return {
    ...productBase(product, coinName, now),
    user_subscribed: viewer ? fromAtoms(viewer.subscribedAtoms) : null,
    user_remaining: userRemaining,
    available: viewer ? fromAtoms(viewer.availableAtoms) : null,
  };
}

export function adminProductJson(product: ProductRow, coinName: string, holdingCount: number, now: number): TAdminStakingProduct {
  return {
    ...productBase(product, coinName, now),
    status: product.status === PRODUCT_OPEN ? 'open' : 'closed',
    sold: fromAtoms(product.sold_atoms),
    holding_count: holdingCount,
    created_at: product.created_at,
    updated_at: product.updated_at,
  };
}

export function positionJson(row: PositionRow, coinName: string, now: number): TStakingPosition {
  const holding = row.status === 'holding';
  const early = holding ? stakingEarlyRedemption(row.principal_atoms, row.penalty_ppm) : null;
  return {
    id: row.id,
    config_id: row.product_id,
    currency_id: row.currency_id,
    currency_name: coinName,
    amount: fromAtoms(row.principal_atoms),
    period_days: row.period_days,
    ...rates(row.daily_rate_ppm, row.penalty_ppm),
    daily_income: fromAtoms(row.daily_income_atoms),
    expected_income: fromAtoms(stakingExpectedIncomeAtoms(row.principal_atoms, row.daily_rate_ppm, row.period_days)),
    paid_income: fromAtoms(row.paid_atoms),
    days_paid: row.days_paid,
    start_time: row.started_at,
    first_dividend_time: row.first_dividend_at,
    next_dividend_time: holding ? row.next_dividend_at : null,
    end_time: row.end_at,
    state: row.status,
    early_return: early ? fromAtoms(early.returnedAtoms) : null,
    early_penalty: early ? fromAtoms(early.penaltyAtoms) : null,
    returned_amount: row.returned_atoms === null ? null : fromAtoms(row.returned_atoms),
    penalty_amount: row.penalty_atoms === null ? null : fromAtoms(row.penalty_atoms),
    closed_at: row.closed_at,
    server_time: now,
  };
}
