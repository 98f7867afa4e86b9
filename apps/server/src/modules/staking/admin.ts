// The back office's staking products: list, create, edit and open or close, each with its audit
// line in the same transaction. Terms apply to new subscriptions only: a position keeps the
// period, rate and penalty it was subscribed with, so no control here changes a position's result.
import { toAtoms } from '@platform/shared/money';
import { ppmOfPercent } from '@platform/shared/staking-rules';
import type { TAdminStakingProduct, TAdminStakingProductSave, TAdminStakingProductStatus } from '@platform/shared/schemas/staking';
import { DAILY_RATE_PPM_MAX } from '@platform/engine/staking';
import { writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { listCoins } from '../../ledger/coins.ts';
import { adminProductJson } from './staking-json.ts';
import {
  findProduct,
  holdingCounts,
  insertProduct,
  listProducts,
  PRODUCT_CLOSED,
  PRODUCT_OPEN,
  setProductStatus,
  updateProduct,
  type ProductRow,
} from './queries.ts';
import { coinNames, type StakingDeps } from './staking-service.ts';

export async function adminProducts(deps: StakingDeps): Promise<TAdminStakingProduct[]> {
  const [products, names, counts] = await Promise.all([listProducts(deps.db, false), coinNames(deps.db), holdingCounts(deps.db)]);
  const now = deps.clock();
  return products.map((product) => adminProductJson(product, names.get(product.currency_id) ?? '', counts.get(product.id) ?? 0, now));
}

async function adminJson(deps: StakingDeps, product: ProductRow): Promise<TAdminStakingProduct> {
  const [names, counts] = await Promise.all([coinNames(deps.db), holdingCounts(deps.db)]);
  return adminProductJson(product, names.get(product.currency_id) ?? '', counts.get(product.id) ?? 0, deps.clock());
}

function termsOf(input: TAdminStakingProductSave, now: number) {
  const dailyRatePpm = ppmOfPercent(input.daily_rate);
  const penaltyPpm = ppmOfPercent(input.penalty_rate);
  if (dailyRatePpm > DAILY_RATE_PPM_MAX || penaltyPpm > 1_000_000) throw new AppError('staking_product_invalid');
  const minAtoms = toAtoms(input.min_amount);
  const userMax = input.max_per_user === undefined ? null : toAtoms(input.max_per_user);
  const quota = input.quota === undefined ? null : toAtoms(input.quota);
  if ((userMax !== null && userMax < minAtoms) || (quota !== null && quota < minAtoms)) throw new AppError('staking_product_invalid');
  return {
    currency_id: input.currency_id,
    period_days: input.period_days,
    daily_rate_ppm: dailyRatePpm,
    penalty_ppm: penaltyPpm,
    min_amount_atoms: minAtoms,
    user_max_atoms: userMax,
    quota_atoms: quota,
    start_at: input.start_time,
    dividend_minute: input.dividend_minute,
    sort: input.sort,
    updated_at: now,
  };
}

export async function saveProduct(deps: StakingDeps, input: TAdminStakingProductSave, ctx: AuthedContext): Promise<TAdminStakingProduct> {
  if (!(await listCoins(deps.db)).some((coin) => coin.id === input.currency_id)) throw new AppError('staking_product_invalid');
  const now = deps.clock();
  const terms = termsOf(input, now);
  const saved = await deps.db.transaction().execute(async (trx: Db) => {
    let product: ProductRow | undefined;
    if (input.id === undefined) {
      product = await insertProduct(trx, { ...terms, status: PRODUCT_OPEN, created_at: now });
    } else {
      if (!(await findProduct(trx, input.id))) throw new AppError('staking_product_not_found');
      product = await updateProduct(trx, input.id, terms);
      if (!product) throw new AppError('staking_quota_below_sold');
    }
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: input.id === undefined ? 'staking.product_create' : 'staking.product_edit',
      targetType: 'staking_product',
      targetId: product.id,
      reason: input.reason,
      detail: {
        currency_id: terms.currency_id,
        period_days: terms.period_days,
        daily_rate: input.daily_rate,
        penalty_rate: input.penalty_rate,
        min_amount: input.min_amount,
        max_per_user: input.max_per_user ?? null,
        quota: input.quota ?? null,
        start_time: terms.start_at,
        dividend_minute: terms.dividend_minute,
      },
      ip: ctx.ip,
      now,
    });
    return product;
  });
  return adminJson(deps, saved);
}

export async function setStatus(deps: StakingDeps, input: TAdminStakingProductStatus, ctx: AuthedContext): Promise<TAdminStakingProduct> {
  const now = deps.clock();
  const product = await deps.db.transaction().execute(async (trx: Db) => {
    const updated = await setProductStatus(trx, input.id, input.status === 'open' ? PRODUCT_OPEN : PRODUCT_CLOSED, now);
    if (!updated) throw new AppError('staking_product_not_found');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: input.status === 'open' ? 'staking.product_open' : 'staking.product_close',
      targetType: 'staking_product',
      targetId: input.id,
      reason: input.reason,
      ip: ctx.ip,
      now,
    });
    return updated;
  });
  return adminJson(deps, product);
}
