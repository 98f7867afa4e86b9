// What the subscribe screen shows before the user confirms, with the server's own rules
// (packages/engine/ieo): the first problem of the typed amount, what it costs in the chosen pay
// currency (rounded up to the atom, as the server freezes it), and what the allocation would give if
// the project ended as subscribed now; all on decimal strings and atoms, never floats.
import { fromAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import type { TIeoProject } from '@platform/shared/schemas/ieo';
import { ieoAllocate, ieoCostAtoms, ieoRatio, ieoRatioScaled } from '@platform/engine/ieo';
import { ieoRatioPercent } from '@platform/shared/ieo-rules';
import { isPositiveAmount } from '../../../lib/coin-amounts.ts';

/** A shared text key (namespace `texts`) with its values. */
export type OrderProblem = { key: string; params?: Record<string, string | number> };

/** The first reason the server would refuse this amount, checked in its order; null when it may be sent. */
export function orderProblem(project: TIeoProject, text: string, price: string | undefined, available: string | null): OrderProblem | null {
  if (!isPositiveAmount(text)) return { key: 'amount_invalid' };
  const atoms = toAtoms(text.trim());
  if (roundAtoms(atoms, project.token_decimals) !== atoms) {
    return { key: 'ieo_amount_too_precise', params: { symbol: project.symbol, decimals: project.token_decimals } };
  }
  if (atoms < toAtoms(project.user_min)) return { key: 'ieo_below_minimum', params: { minimum: project.user_min, symbol: project.symbol } };
  const remaining = project.user_remaining ?? project.user_max;
  if (atoms > toAtoms(remaining)) return { key: 'ieo_user_max_exceeded', params: { remaining, symbol: project.symbol } };
  if (price !== undefined && available !== null && ieoCostAtoms(atoms, toAtoms(price)) > toAtoms(available)) {
    return { key: 'insufficient_balance' };
  }
  return null;
}

export type OrderPreview = {
  /** Frozen now: amount x price, rounded up to the atom. */
  cost: string;
  /** If the project ended as subscribed now (with this subscription): the ratio in percent, the tokens and the refund. */
  ratio: string;
  allocated: string;
  refund: string;
};

export function orderPreview(project: TIeoProject, text: string, price: string): OrderPreview | null {
  if (!isPositiveAmount(text)) return null;
  const askedAtoms = toAtoms(text.trim());
  if (roundAtoms(askedAtoms, project.token_decimals) !== askedAtoms) return null;
  const priceAtoms = toAtoms(price);
  const paidAtoms = ieoCostAtoms(askedAtoms, priceAtoms);
  const ratio = ieoRatio(toAtoms(project.subscribed) + askedAtoms, toAtoms(project.hard_cap));
  const allocation = ieoAllocate({ askedAtoms, paidAtoms, priceAtoms }, ratio, project.token_decimals);
  return {
    cost: fromAtoms(paidAtoms),
    ratio: ieoRatioPercent(ieoRatioScaled(ratio)),
    allocated: fromAtoms(allocation.allocatedAtoms),
    refund: fromAtoms(allocation.refundAtoms),
  };
}

/** The bar of the subscribed total against the cap, 0 to 100 (oversubscribed shows full). */
export function progressWidth(progress: string): number {
  const [whole = '0'] = progress.split('.');
  return Math.min(100, Number(whole));
}
