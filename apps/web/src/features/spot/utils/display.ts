// Display of the spot figures (SPEC.md section 9): prices at the market's precision, book amounts at
// its quantity precision (K and M when large), times in New York, up and down by sign.
import { formatAmount, formatCompact, formatPrice, formatTimeOfDay } from '@platform/shared/format';
import { formatTapeAmount } from '@platform/shared/market-tape';
import { ATOMS_PER_UNIT, isDecimal, toAtoms } from '@platform/shared/money';

const DECIMALS_MAX = 8;
/** Book amounts this large read as 12.35K: the column is narrow. */
const COMPACT_FROM_ATOMS = 10_000n * ATOMS_PER_UNIT;

const sane = (decimals: number | undefined): decimals is number =>
  decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= DECIMALS_MAX;

export function formatPriceAt(price: string, decimals: number | undefined): string {
  if (!isDecimal(price)) return price;
  return sane(decimals) ? formatAmount(price, decimals) : formatPrice(price);
}

/** A base amount in the book or the tape: never a zero for a sliver below the market's precision. */
export function formatBookAmount(amount: string, decimals: number | undefined): string {
  if (!isDecimal(amount)) return amount;
  if (toAtoms(amount) >= COMPACT_FROM_ATOMS) return formatCompact(amount);
  return formatTapeAmount(amount, sane(decimals) ? decimals : 4);
}

/** "13:05:09" in New York, for the tape. */
export function formatClock(epochMs: number): string {
  return formatTimeOfDay(epochMs);
}

export type Trend = 'up' | 'down' | 'flat';

export function trendOf(signed: string): Trend {
  if (!isDecimal(signed)) return 'flat';
  const atoms = toAtoms(signed);
  return atoms > 0n ? 'up' : atoms < 0n ? 'down' : 'flat';
}

/**
 * The quantity precision a book shows when the server has not said it: the most fraction digits
 * among its amounts. At most the market's own, so an amount cut to it is always on the market's grid.
 */
export function amountDecimalsSeen(amounts: readonly string[]): number | undefined {
  let most: number | undefined;
  for (const amount of amounts) {
    const digits = (amount.split('.')[1] ?? '').length;
    most = most === undefined || digits > most ? digits : most;
  }
  return most === undefined ? undefined : Math.min(most, DECIMALS_MAX);
}
