// How IEO rows read on the wire (ZIeoProject, ZIeoOrder): decimal strings for amounts and prices, the
// state derived from the clock (warm-up, in progress, finished), the ratio in percent, and the
// server's clock so a countdown does not trust the phone's.
import { fromAtoms } from '@platform/shared/money';
import { ieoRatioPercent, ieoStateAt } from '@platform/shared/ieo-rules';
import type { TAdminIeoProject, TIeoOrder, TIeoProject } from '@platform/shared/schemas/ieo';
import type { IeoOrderRow, IeoPriceRow, IeoProjectRow } from './queries.ts';

export type CoinNames = ReadonlyMap<number, string>;

/** Subscribed against the cap, in percent with 2 decimals, rounded down ('400' when 4x oversubscribed). */
function progressPercent(askedAtoms: bigint, capAtoms: bigint): string {
  const hundredths = (askedAtoms * 10_000n) / capAtoms;
  return fromAtoms(hundredths * 1_000_000n);
}

export function projectState(row: IeoProjectRow, nowMs: number) {
  return ieoStateAt({ startAt: row.start_at, endAt: row.end_at }, nowMs);
}

export function projectJson(
  row: IeoProjectRow,
  prices: readonly IeoPriceRow[],
  names: CoinNames,
  viewer: { askedAtoms: bigint } | null,
  nowMs: number,
): TIeoProject {
  const remaining = viewer ? row.user_max_atoms - viewer.askedAtoms : null;
  const state = projectState(row, nowMs);
  return {
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    currency_id: row.currency_id,
    logo: row.logo,
    description: row.description,
    white_paper: row.white_paper,
    token_decimals: row.token_decimals,
    hard_cap: fromAtoms(row.hard_cap_atoms),
    user_min: fromAtoms(row.user_min_atoms),
    user_max: fromAtoms(row.user_max_atoms),
    prices: prices.map((price) => ({
      currency_id: price.currency_id,
      currency: names.get(price.currency_id) ?? '',
      price: fromAtoms(price.price_atoms),
    })),
    warmup_time: row.warmup_at,
    start_time: row.start_at,
    end_time: row.end_at,
    distribute_time: row.distribute_at,
    state,
    subscribable: state === 'in_progress' && row.status === 'open' && row.allocation_started_at === null,
    subscribed: fromAtoms(row.asked_atoms),
    progress: progressPercent(row.asked_atoms, row.hard_cap_atoms),
    allocated: row.allocated_at !== null,
    ratio: row.ratio_atoms === null ? null : ieoRatioPercent(row.ratio_atoms),
    allocated_at: row.allocated_at,
    user_subscribed: viewer ? fromAtoms(viewer.askedAtoms) : null,
    user_remaining: remaining === null ? null : fromAtoms(remaining > 0n ? remaining : 0n),
    server_time: nowMs,
  };
}

export function adminProjectJson(row: IeoProjectRow, prices: readonly IeoPriceRow[], names: CoinNames, nowMs: number): TAdminIeoProject {
  const { user_subscribed: _subscribed, user_remaining: _remaining, ...json } = projectJson(row, prices, names, null, nowMs);
  return { ...json, status: row.status, orders: row.orders, created_at: row.created_at, updated_at: row.updated_at };
}

const amountOrNull = (atoms: bigint | null) => (atoms === null ? null : fromAtoms(atoms));

export function orderJson(row: IeoOrderRow, project: IeoProjectRow | undefined, names: CoinNames, nowMs: number): TIeoOrder {
  return {
    id: row.id,
    project_id: row.project_id,
    name: project?.name ?? '',
    symbol: project?.symbol ?? names.get(row.token_currency_id) ?? '',
    currency_id: row.token_currency_id,
    logo: project?.logo ?? '',
    pay_currency_id: row.pay_currency_id,
    pay_currency: names.get(row.pay_currency_id) ?? '',
    price: fromAtoms(row.price_atoms),
    amount: fromAtoms(row.amount_atoms),
    paid: fromAtoms(row.paid_atoms),
    status: row.status,
    ratio: row.ratio_atoms === null ? null : ieoRatioPercent(row.ratio_atoms),
    allocated: amountOrNull(row.allocated_atoms),
    spent: amountOrNull(row.spent_atoms),
    refund: amountOrNull(row.refund_atoms),
    created_at: row.created_at,
    distribute_time: project?.distribute_at ?? 0,
    allocated_at: row.allocated_at,
    server_time: nowMs,
  };
}
