// The payoff preview before buying: what `num` units of a product pay at a settlement price below,
// at and above the target, computed with the engine function the server settles with (dualPreview
// over dualPayout), in atoms; and the check of a typed quantity, in the order the server checks it.
import { dualPreview, type DualPreviewCase } from '@platform/engine/dual';
import { DUAL_NUM_MAX } from '@platform/shared/dual-rules';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TDualProduct } from '@platform/shared/schemas/dual';

export type PayoffLine = { case: DualPreviewCase; price: string; payout: string; coin: string; earned: string };

const USDT = 'USDT';

export function payoffLines(product: TDualProduct, num: number): PayoffLine[] {
  const invested = BigInt(num) * toAtoms(product.unit);
  const terms = {
    type: product.type,
    targetAtoms: toAtoms(product.target_price),
    aprPpm: Number(toAtoms(product.apr) / 10_000n),
    termDays: product.term_days,
  };
  return dualPreview(terms, invested).map((line) => ({
    case: line.case,
    price: fromAtoms(line.settleAtoms),
    payout: fromAtoms(line.payout.amountAtoms),
    coin: line.payout.side === 'usdt' ? USDT : product.currency,
    earned: fromAtoms(line.payout.yieldAtoms),
  }));
}

/** The typed quantity as whole units, or the text key that says why not. */
export function checkNum(text: string, remaining: number | null): { num: number } | { key: 'dual_num_invalid' | 'dual_quota_exceeded' } {
  if (!/^\d{1,7}$/.test(text.trim())) return { key: 'dual_num_invalid' };
  const num = Number(text.trim());
  if (num < 1 || num > DUAL_NUM_MAX) return { key: 'dual_num_invalid' };
  if (remaining !== null && num > remaining) return { key: 'dual_quota_exceeded' };
  return { num };
}

/** num x unit as a decimal string. */
export function investedOf(product: TDualProduct, num: number): string {
  return fromAtoms(BigInt(num) * toAtoms(product.unit));
}

/** r = APR x days / 365, as a percent string with 4 decimals at most. */
export function termYieldPercent(product: TDualProduct): string {
  const ppm = (toAtoms(product.apr) / 10_000n) * BigInt(product.term_days);
  return fromAtoms((ppm * 10_000n) / 365n);
}
