// Staking for a user: the products, subscribing (the quota and cap taken, the position written and
// the principal moved into the staking holding account, all in one ledger unit), early redemption
// (closed only while held and before its end, so two redemptions pay once), the list of positions
// and the `mining` summary.
import type { Server as IoServer } from 'socket.io';
import { fromAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import type {
  TMiningResponse,
  TStakingDepositRequest,
  TStakingOrdersRequest,
  TStakingOrdersResponse,
  TStakingPosition,
  TStakingProduct,
} from '@platform/shared/schemas/staking';
import {
  DAY_MS,
  STAKING_ACCOUNT_TYPE,
  stakingDailyIncomeAtoms,
  stakingEarlyRedemption,
  stakingRedeemedEarly,
  stakingSchedule,
  stakingSubscribed,
} from '@platform/engine/staking';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { listCoins, type Coin } from '../../ledger/coins.ts';
import { balancesOf, postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { positionJson, productJson, productState, remainingAtoms } from './staking-json.ts';
import {
  closeEarly,
  countPositions,
  findPositionOfUser,
  findProduct,
  insertPosition,
  listPositions,
  listProducts,
  miningSums,
  takeQuota,
  takeUserCap,
  userTotals,
  type PositionRow,
  type ProductRow,
} from './queries.ts';

export type StakingDeps = { db: Db; dialect: Dialect; io: IoServer; clock: () => number };

export const STAKING_RECORD = 'staking_position';

export async function coinNames(db: Db): Promise<Map<number, string>> {
  return new Map((await listCoins(db)).map((coin) => [coin.id, coin.name]));
}

async function coinOf(db: Db, id: number): Promise<Coin> {
  const coin = (await listCoins(db)).find((candidate) => candidate.id === id);
  if (!coin) throw new AppError('staking_product_not_found');
  return coin;
}

export async function stakingProducts(deps: StakingDeps, userId: number | null): Promise<TStakingProduct[]> {
  const [products, names] = await Promise.all([listProducts(deps.db, true), coinNames(deps.db)]);
  const totals = userId === null ? new Map<number, bigint>() : await userTotals(deps.db, userId);
  const balances = userId === null ? [] : await balancesOf(deps.db, userId);
  const now = deps.clock();
  return products.map((product) => {
    const held = balances.find((balance) => balance.accountType === STAKING_ACCOUNT_TYPE && balance.coinId === product.currency_id);
    const viewer = userId === null ? null : { subscribedAtoms: totals.get(product.id) ?? 0n, availableAtoms: held?.availableAtoms ?? 0n };
    return productJson(product, names.get(product.currency_id) ?? '', viewer, now);
  });
}

/** Refuses a subscription the product's rules do not allow, naming the rule; the same checks hold again in the transaction. */
function checkSubscription(product: ProductRow, coin: Coin, amountAtoms: bigint, now: number): void {
  const state = productState(product, now);
  if (state === 'closed') throw new AppError('staking_product_closed');
  if (state === 'upcoming') throw new AppError('staking_product_not_started');
  if (roundAtoms(amountAtoms, coin.decimals) !== amountAtoms) throw new AppError('amount_invalid');
  if (amountAtoms < product.min_amount_atoms) {
    throw new AppError('staking_below_minimum', { minimum: fromAtoms(product.min_amount_atoms), coin: coin.name });
  }
  quotaCheck(product, coin, amountAtoms);
}

function quotaCheck(product: ProductRow, coin: Coin, amountAtoms: bigint): void {
  const remaining = remainingAtoms(product);
  if (remaining !== null && amountAtoms > remaining) {
    throw new AppError('staking_quota_exceeded', { remaining: fromAtoms(remaining > 0n ? remaining : 0n), coin: coin.name });
  }
}

async function userCapRefusal(db: Db, product: ProductRow, coin: Coin, userId: number): Promise<AppError> {
  const subscribed = (await userTotals(db, userId)).get(product.id) ?? 0n;
  const left = (product.user_max_atoms ?? 0n) - subscribed;
  return new AppError('staking_user_cap_exceeded', { remaining: fromAtoms(left > 0n ? left : 0n), coin: coin.name });
}

export async function subscribe(deps: StakingDeps, userId: number, request: TStakingDepositRequest): Promise<TStakingPosition> {
  const product = await findProduct(deps.db, request.config_id);
  if (!product) throw new AppError('staking_product_not_found');
  const coin = await coinOf(deps.db, product.currency_id);
  const amountAtoms = toAtoms(request.amount);
  const now = deps.clock();
  checkSubscription(product, coin, amountAtoms, now);
  const schedule = stakingSchedule(now, product.period_days, product.dividend_minute);

  const row = await writeLedgerUnit(deps, async (trx) => {
    if (!(await takeQuota(trx, product.id, amountAtoms))) {
      const current = await findProduct(trx, product.id);
      if (!current || productState(current, now) === 'closed') throw new AppError('staking_product_closed');
      quotaCheck(current, coin, amountAtoms);
      throw new AppError('staking_quota_exceeded', { remaining: '0', coin: coin.name });
    }
    if (!(await takeUserCap(trx, product.id, userId, amountAtoms, product.user_max_atoms))) {
      throw await userCapRefusal(trx, product, coin, userId);
    }
    const inserted = await insertPosition(trx, {
      user_id: userId,
      product_id: product.id,
      currency_id: product.currency_id,
      principal_atoms: amountAtoms,
      period_days: product.period_days,
      daily_rate_ppm: product.daily_rate_ppm,
      penalty_ppm: product.penalty_ppm,
      daily_income_atoms: stakingDailyIncomeAtoms(amountAtoms, product.daily_rate_ppm),
      started_at: now,
      first_dividend_at: schedule.firstDividendAt,
      end_at: schedule.endAt,
      next_dividend_at: schedule.firstDividendAt,
      status: 'holding',
      created_at: now,
    });
    await postTransferIn(trx, {
      postings: stakingSubscribed({ userId, coinId: product.currency_id, amountAtoms }),
      reason: 'staking_subscribe',
      record: { type: STAKING_RECORD, id: String(inserted.id) },
      now,
    });
    return inserted;
  });
  notifyWalletChange(deps.io, userId, { kind: STAKING_RECORD, id: row.id, status: row.status });
  return positionJson(row, coin.name, deps.clock());
}

/** Why a position cannot be redeemed early: not the user's, closed already, or at its end (the accrual returns it). */
async function redemptionRefusal(db: Db, userId: number, id: number): Promise<AppError> {
  const position = await findPositionOfUser(db, userId, id);
  if (!position) return new AppError('staking_order_not_found');
  if (position.status !== 'holding') return new AppError('staking_already_redeemed');
  return new AppError('staking_matured');
}

export async function redeemEarly(deps: StakingDeps, userId: number, id: number): Promise<TStakingPosition> {
  const now = deps.clock();
  const row = await writeLedgerUnit(deps, async (trx): Promise<PositionRow> => {
    const position = await findPositionOfUser(trx, userId, id);
    if (!position) throw new AppError('staking_order_not_found');
    const { returnedAtoms, penaltyAtoms } = stakingEarlyRedemption(position.principal_atoms, position.penalty_ppm);
    const closed = await closeEarly(trx, userId, id, { returnedAtoms, penaltyAtoms, now });
    if (!closed) throw await redemptionRefusal(trx, userId, id);
    await postTransferIn(trx, {
      postings: stakingRedeemedEarly({ userId, coinId: closed.currency_id, amountAtoms: closed.principal_atoms }, closed.penalty_ppm),
      reason: 'staking_early_redeem',
      record: { type: STAKING_RECORD, id: String(closed.id) },
      now,
    });
    return closed;
  });
  notifyWalletChange(deps.io, userId, { kind: STAKING_RECORD, id: row.id, status: row.status });
  return positionJson(row, (await coinNames(deps.db)).get(row.currency_id) ?? '', deps.clock());
}

export async function positionsOfUser(deps: StakingDeps, userId: number, request: TStakingOrdersRequest): Promise<TStakingOrdersResponse> {
  const filter = { userId, state: request.state };
  const [rows, total, names] = await Promise.all([
    listPositions(deps.db, filter, { offset: (request.page - 1) * request.limit, limit: request.limit }),
    countPositions(deps.db, filter),
    coinNames(deps.db),
  ]);
  const now = deps.clock();
  return {
    data: rows.map((row) => positionJson(row, names.get(row.currency_id) ?? '', now)),
    total,
    page: request.page,
    limit: request.limit,
  };
}

/** The `mining` summary: per coin, the principal held now, today's (UTC day) and all dividends. */
export async function miningSummary(deps: StakingDeps, userId: number): Promise<TMiningResponse> {
  const now = deps.clock();
  const dayStart = now - (now % DAY_MS);
  const [sums, names] = await Promise.all([miningSums(deps.db, userId, dayStart), coinNames(deps.db)]);
  return {
    coins: sums.map((sum) => ({
      currency_id: sum.currency_id,
      currency_name: names.get(sum.currency_id) ?? '',
      holding: fromAtoms(sum.holding_atoms),
      holding_count: sum.holding_count,
      today_income: fromAtoms(sum.today_atoms),
      total_income: fromAtoms(sum.total_atoms),
    })),
    server_time: now,
  };
}
