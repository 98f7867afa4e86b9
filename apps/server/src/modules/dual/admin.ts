// The back office's dual products: list, create, edit, open and close; each change audited in its
// own transaction. An order copies its product's terms when bought, so no edit here changes a bought
// order, and nothing here touches a settlement (settlement.ts decides from the recorded tick alone).
import type { TAdminDualProduct, TAdminDualSaveRequest } from '@platform/shared/schemas/dual';
import { toAtoms } from '@platform/shared/money';
import { writeAudit } from '../../audit/audit.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { listCoins } from '../../ledger/coins.ts';
import { aprPpmOf, productJson, USDT_ID } from './dual-json.ts';
import { dualNames, type DualDeps } from './dual-service.ts';
import { countOrdersByProduct, findProduct, insertProduct, listAllProducts, updateProduct, type DualProductRow } from './queries.ts';

const TARGET_TYPE = 'dual_product';

async function adminJson(deps: DualDeps, rows: DualProductRow[]): Promise<TAdminDualProduct[]> {
  const [names, orders] = await Promise.all([dualNames(deps), countOrdersByProduct(deps.db)]);
  const nowMs = deps.clock();
  return rows.map((row) => ({ ...productJson(row, names, nowMs), orders: orders.get(row.id) ?? 0, created_at: row.created_at }));
}

export async function adminProducts(deps: DualDeps): Promise<TAdminDualProduct[]> {
  return adminJson(deps, await listAllProducts(deps.db));
}

/** The market that settles a coin's products: <coin>/USDT. */
async function marketOfCoin(deps: DualDeps, currencyId: number): Promise<number> {
  const coin = (await listCoins(deps.db)).find((candidate) => candidate.id === currencyId);
  const market = coin && coin.id !== USDT_ID ? deps.prices.directory.bySymbol(`${coin.name}/USDT`) : undefined;
  if (!market) throw new AppError('dual_currency_invalid');
  return market.id;
}

export async function saveProduct(deps: DualDeps, ctx: AuthedContext, input: TAdminDualSaveRequest): Promise<TAdminDualProduct> {
  const nowMs = deps.clock();
  if (input.settle_at <= nowMs) throw new AppError('dual_settle_time_invalid');
  const marketId = await marketOfCoin(deps, input.currency_id);
  const terms = {
    currency_id: input.currency_id,
    market_id: marketId,
    type: input.type,
    target_atoms: toAtoms(input.target_price),
    apr_ppm: aprPpmOf(input.apr),
    term_days: input.term_days,
    settle_at: input.settle_at,
    unit_atoms: toAtoms(input.unit),
    quota_units: input.quota ?? null,
    updated_at: nowMs,
  };
  const saved = await deps.db.transaction().execute(async (trx) => {
    let row: DualProductRow | undefined;
    if (input.id === undefined) {
      row = await insertProduct(trx, { ...terms, status: 'closed', created_at: nowMs });
    } else {
      const existing = await findProduct(trx, input.id);
      if (!existing) throw new AppError('dual_product_not_found');
      if (terms.quota_units !== null && terms.quota_units < existing.sold_units) {
        throw new AppError('dual_quota_below_sold', { sold: existing.sold_units });
      }
      row = await updateProduct(trx, input.id, terms);
    }
    if (!row) throw new AppError('dual_product_not_found');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: input.id === undefined ? 'dual.create' : 'dual.edit',
      targetType: TARGET_TYPE,
      targetId: row.id,
      detail: {
        currency_id: row.currency_id,
        type: row.type,
        target_price: input.target_price,
        apr: input.apr,
        term_days: row.term_days,
        settle_at: row.settle_at,
        unit: input.unit,
        quota: row.quota_units,
      },
      ip: ctx.ip,
      now: nowMs,
    });
    return row;
  });
  return (await adminJson(deps, [saved]))[0] as TAdminDualProduct;
}

export async function setProductStatus(
  deps: DualDeps,
  ctx: AuthedContext,
  input: { id: number; status: 'open' | 'closed' },
): Promise<TAdminDualProduct> {
  const nowMs = deps.clock();
  const saved = await deps.db.transaction().execute(async (trx) => {
    const row = await updateProduct(trx, input.id, { status: input.status, updated_at: nowMs });
    if (!row) throw new AppError('dual_product_not_found');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: input.status === 'open' ? 'dual.open' : 'dual.close',
      targetType: TARGET_TYPE,
      targetId: row.id,
      ip: ctx.ip,
      now: nowMs,
    });
    return row;
  });
  return (await adminJson(deps, [saved]))[0] as TAdminDualProduct;
}
