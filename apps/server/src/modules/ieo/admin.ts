// The back office's IEO projects: list, create (with its token's coin), edit, open and close; each
// change with its audit line in the same transaction. A subscription copies its price when made, and
// once anyone has subscribed the price, cap, limits and precision stay as they were; once the
// allocation has started nothing changes. No control here touches an allocation: allocation.ts
// decides it from the subscriptions and the cap alone.
import { roundAtoms, toAtoms } from '@platform/shared/money';
import type { TAdminIeoProject, TAdminIeoSaveRequest, TAdminIeoStatusRequest } from '@platform/shared/schemas/ieo';
import { writeAudit } from '../../audit/audit.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { forgetCachedCoins, listCoins } from '../../ledger/coins.ts';
import { adminProjectJson } from './ieo-json.ts';
import { coinNames, type IeoDeps } from './ieo-service.ts';
import {
  coinNameTaken,
  findProject,
  hasOrders,
  insertProject,
  insertTokenCoin,
  listAllProjects,
  nextTokenCoinId,
  pricesOf,
  replacePrices,
  updateProject,
  updateProjectBeforeAllocation,
  updateTokenCoin,
  type IeoProjectRow,
} from './queries.ts';

const TARGET_TYPE = 'ieo_project';

async function adminJson(deps: IeoDeps, rows: IeoProjectRow[]): Promise<TAdminIeoProject[]> {
  const [prices, names] = await Promise.all([
    pricesOf(
      deps.db,
      rows.map((row) => row.id),
    ),
    coinNames(deps.db),
  ]);
  const nowMs = deps.clock();
  return rows.map((row) => adminProjectJson(row, prices.get(row.id) ?? [], names, nowMs));
}

export async function adminProjects(deps: IeoDeps): Promise<TAdminIeoProject[]> {
  return adminJson(deps, await listAllProjects(deps.db));
}

type Terms = ReturnType<typeof termsOf>;

/** The terms of the request, checked against each other: times in order, min <= max, amounts at the token's precision. */
function termsOf(input: TAdminIeoSaveRequest, nowMs: number) {
  const terms = {
    name: input.name,
    symbol: input.symbol,
    logo: input.logo,
    description: input.description,
    white_paper: input.white_paper,
    token_decimals: input.token_decimals,
    hard_cap_atoms: toAtoms(input.hard_cap),
    user_min_atoms: toAtoms(input.user_min),
    user_max_atoms: toAtoms(input.user_max),
    warmup_at: input.warmup_time,
    start_at: input.start_time,
    end_at: input.end_time,
    distribute_at: input.distribute_time,
    updated_at: nowMs,
  };
  const atPrecision = (atoms: bigint) => roundAtoms(atoms, terms.token_decimals) === atoms;
  const valid =
    terms.warmup_at <= terms.start_at &&
    terms.start_at < terms.end_at &&
    terms.end_at <= terms.distribute_at &&
    terms.user_min_atoms <= terms.user_max_atoms &&
    [terms.hard_cap_atoms, terms.user_min_atoms, terms.user_max_atoms].every(atPrecision);
  if (!valid) throw new AppError('ieo_project_invalid');
  return terms;
}

async function pricesOfInput(deps: IeoDeps, input: TAdminIeoSaveRequest, tokenCoinId: number | undefined) {
  const coins = await listCoins(deps.db);
  const payable = new Set(coins.filter((coin) => coin.networks.length > 0).map((coin) => coin.id));
  const seen = new Set<number>();
  return input.prices.map((price) => {
    if (!payable.has(price.currency_id) || price.currency_id === tokenCoinId || seen.has(price.currency_id)) {
      throw new AppError('ieo_project_invalid');
    }
    seen.add(price.currency_id);
    return { currency_id: price.currency_id, price_atoms: toAtoms(price.price) };
  });
}

/** Once someone has subscribed, what they subscribed to stays: price, cap, limits, precision, the start and the symbol. */
async function assertEditable(trx: Db, existing: IeoProjectRow, terms: Terms, prices: { currency_id: number; price_atoms: bigint }[]) {
  if (existing.allocation_started_at !== null) throw new AppError('ieo_project_locked');
  if (!(await hasOrders(trx, existing.id))) return;
  const before = (await pricesOf(trx, [existing.id])).get(existing.id) ?? [];
  const samePrices =
    before.length === prices.length &&
    prices.every((price) => before.some((old) => old.currency_id === price.currency_id && old.price_atoms === price.price_atoms));
  const same =
    samePrices &&
    existing.symbol === terms.symbol &&
    existing.token_decimals === terms.token_decimals &&
    existing.hard_cap_atoms === terms.hard_cap_atoms &&
    existing.user_min_atoms === terms.user_min_atoms &&
    existing.user_max_atoms === terms.user_max_atoms &&
    existing.start_at === terms.start_at;
  if (!same) throw new AppError('ieo_project_locked');
}

export async function saveProject(deps: IeoDeps, ctx: AuthedContext, input: TAdminIeoSaveRequest): Promise<TAdminIeoProject> {
  const nowMs = deps.clock();
  const terms = termsOf(input, nowMs);
  const existingBefore = input.id === undefined ? undefined : await findProject(deps.db, input.id);
  if (input.id !== undefined && !existingBefore) throw new AppError('ieo_project_not_found');
  if (input.id === undefined && terms.end_at <= nowMs) throw new AppError('ieo_project_invalid');
  const prices = await pricesOfInput(deps, input, existingBefore?.currency_id);
  const saved = await deps.db.transaction().execute(async (trx: Db) => {
    let row: IeoProjectRow | undefined;
    if (input.id === undefined) {
      if (await coinNameTaken(trx, terms.symbol)) throw new AppError('ieo_symbol_taken');
      const coinId = await nextTokenCoinId(trx);
      await insertTokenCoin(trx, { id: coinId, name: terms.symbol, image: terms.logo, decimals: terms.token_decimals, sort: coinId });
      row = await insertProject(trx, { ...terms, currency_id: coinId, status: 'closed', created_at: nowMs });
    } else {
      const existing = await findProject(trx, input.id);
      if (!existing) throw new AppError('ieo_project_not_found');
      await assertEditable(trx, existing, terms, prices);
      if (await coinNameTaken(trx, terms.symbol, existing.currency_id)) throw new AppError('ieo_symbol_taken');
      row = await updateProjectBeforeAllocation(trx, input.id, terms);
      if (!row) throw new AppError('ieo_project_locked');
      await updateTokenCoin(trx, { id: row.currency_id, name: terms.symbol, image: terms.logo, decimals: terms.token_decimals });
    }
    await replacePrices(trx, row.id, prices);
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: input.id === undefined ? 'ieo.project_create' : 'ieo.project_edit',
      targetType: TARGET_TYPE,
      targetId: row.id,
      reason: input.reason,
      detail: {
        name: terms.name,
        symbol: terms.symbol,
        currency_id: row.currency_id,
        token_decimals: terms.token_decimals,
        hard_cap: input.hard_cap,
        user_min: input.user_min,
        user_max: input.user_max,
        prices: input.prices.map((price) => `${price.currency_id}:${price.price}`).join(','),
        warmup_time: terms.warmup_at,
        start_time: terms.start_at,
        end_time: terms.end_at,
        distribute_time: terms.distribute_at,
      },
      ip: ctx.ip,
      now: nowMs,
    });
    return row;
  });
  forgetCachedCoins(deps.db);
  return (await adminJson(deps, [saved]))[0] as TAdminIeoProject;
}

/** Opens or closes a project to new subscriptions; a closed project's subscriptions are still allocated at its time. */
export async function setProjectStatus(deps: IeoDeps, ctx: AuthedContext, input: TAdminIeoStatusRequest): Promise<TAdminIeoProject> {
  const nowMs = deps.clock();
  const saved = await deps.db.transaction().execute(async (trx: Db) => {
    const row = await updateProject(trx, input.id, { status: input.status, updated_at: nowMs });
    if (!row) throw new AppError('ieo_project_not_found');
    await writeAudit(trx, {
      actorId: ctx.user.id,
      action: input.status === 'open' ? 'ieo.project_open' : 'ieo.project_close',
      targetType: TARGET_TYPE,
      targetId: row.id,
      reason: input.reason,
      ip: ctx.ip,
      now: nowMs,
    });
    return row;
  });
  return (await adminJson(deps, [saved]))[0] as TAdminIeoProject;
}
