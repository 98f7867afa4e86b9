// A position row as the screens see it (ZContractPosition): amounts as decimal strings, the
// liquidation price on the market's price grid, and for an open position its live profit at the
// mark price with the tick that priced it.
import { ATOMS_PER_UNIT, SCALE_DIGITS, fromAtoms, roundAtoms } from '@platform/shared/money';
import type { TContractPosition } from '@platform/shared/schemas/contract';
import { liquidationPriceAtoms, liquidationPriceOnGrid, settleClose } from '@platform/engine/contract';
import type { MarketRow } from '../../db/schema.ts';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import type { PositionRow } from './queries.ts';

/** One step of the market's price grid, in atoms. */
export function priceStepAtoms(market: MarketRow): bigint {
  return 10n ** BigInt(Math.max(0, SCALE_DIGITS - market.price_decimals));
}

const text = (atoms: bigint | null): string | null => (atoms === null ? null : fromAtoms(atoms));

/** Where the position is liquidated, on the grid; for a pending entry, if it opened at its price. */
function liquidationText(row: PositionRow, market: MarketRow, maintenancePpm: number | undefined): string | null {
  const priceAtoms = row.status === 'open' ? row.open_price_atoms : row.status === 'pending' ? row.entry_price_atoms : null;
  if (priceAtoms === null || maintenancePpm === undefined) return null;
  const exact = liquidationPriceAtoms({
    direction: row.direction,
    openPriceAtoms: priceAtoms,
    quantityAtoms: row.quantity_atoms,
    marginAtoms: row.margin_atoms,
    maintenancePpm,
  });
  return exact === null ? null : fromAtoms(liquidationPriceOnGrid(row.direction, exact, priceStepAtoms(market)));
}

/** Expected profit at the mark (capped at the margin, as a close would settle it) while open; realised once closed. */
export function positionProfitAtoms(row: PositionRow, mark: RecordedTick | undefined): bigint | null {
  if (row.status === 'closed') return row.profit_atoms;
  if (row.status !== 'open' || !mark || row.open_price_atoms === null) return null;
  return settleClose({
    direction: row.direction,
    openPriceAtoms: row.open_price_atoms,
    closePriceAtoms: mark.priceAtoms,
    quantityAtoms: row.quantity_atoms,
    marginAtoms: row.margin_atoms,
  }).realisedAtoms;
}

/** profit / margin in percent with 2 decimals ('-12.5'). */
function rateText(profitAtoms: bigint | null, marginAtoms: bigint): string | null {
  if (profitAtoms === null || marginAtoms <= 0n) return null;
  return fromAtoms(roundAtoms((profitAtoms * 100n * ATOMS_PER_UNIT) / marginAtoms, 2));
}

export function positionJson(
  row: PositionRow,
  market: MarketRow,
  maintenancePpm: number | undefined,
  mark: RecordedTick | undefined,
): TContractPosition {
  const live = row.status === 'open' ? mark : undefined;
  const profit = positionProfitAtoms(row, live);
  return {
    id: row.id,
    symbol: market.symbol,
    category: market.category,
    direction: row.direction,
    order_type: row.order_type,
    status: row.status,
    lots: row.lots,
    quantity: fromAtoms(row.quantity_atoms),
    multiple: row.multiple,
    entry_price: text(row.entry_price_atoms),
    open_price: text(row.open_price_atoms),
    open_tick_seq: row.open_tick_seq,
    opened_at: row.opened_at,
    margin: fromAtoms(row.margin_atoms),
    fee: fromAtoms(row.fee_atoms),
    overnight_fee: fromAtoms(row.overnight_fee_atoms),
    target_profit_price: text(row.target_profit_price_atoms),
    stop_loss_price: text(row.stop_loss_price_atoms),
    liquidation_price: liquidationText(row, market, maintenancePpm),
    mark_price: live ? fromAtoms(live.priceAtoms) : null,
    mark_tick_seq: live ? live.seq : null,
    profit: text(profit),
    profit_rate: rateText(profit, row.margin_atoms),
    close_price: text(row.close_price_atoms),
    close_tick_seq: row.close_tick_seq,
    closed_at: row.closed_at,
    close_reason: row.close_reason,
    created_at: row.created_at,
  };
}
