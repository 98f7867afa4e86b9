// The writes of a position's life, each one ledger unit: the row's change and its postings commit
// together or not at all. Every change is conditional on the state it leaves, so a unit that finds
// the position already moved on throws 'position_not_open' and changes nothing.
import type { Insertable } from 'kysely';
import {
  CONTRACT_DAY_MS,
  contractClosePostings,
  contractEntryCancelPostings,
  contractEntryFreezePostings,
  contractEntryOpenPostings,
  contractOpenPostings,
  contractOvernightPostings,
  settleClose,
  type OvernightCharge,
} from '@platform/engine/contract';
import type { Posting } from '@platform/engine/ledger';
import type { Db } from '../../db/database.ts';
import type { ContractCloseReason, ContractStatus, DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { insertPosition, updatePositionIn, type PositionRow } from './queries.ts';

const RECORD_TYPE = 'contract_position';

async function post(trx: Db, row: PositionRow, postings: readonly Posting[], reason: string, now: number): Promise<void> {
  if (postings.length === 0) return;
  await postTransferIn(trx, { postings, reason, record: { type: RECORD_TYPE, id: String(row.id) }, now });
}

async function moveFrom(
  trx: Db,
  row: PositionRow,
  from: ContractStatus,
  changes: Parameters<typeof updatePositionIn>[2],
): Promise<PositionRow> {
  if (row.status !== from) throw new AppError('position_not_open');
  const updated = await updatePositionIn(trx, row, changes);
  if (!updated) throw new AppError('position_not_open');
  return updated;
}

export type NewPosition = Insertable<DB['contract_positions']>;

/** Opens at once (a market entry, or a limit entry the mark already crosses): margin frozen, fee paid. */
export async function openNow(trx: Db, values: NewPosition, now: number): Promise<PositionRow> {
  const row = await insertPosition(trx, values);
  await post(
    trx,
    row,
    contractOpenPostings({ userId: row.user_id, marginAtoms: row.margin_atoms, feeAtoms: row.fee_atoms }),
    'contract_open',
    now,
  );
  return row;
}

/** A limit entry waits: its margin and fee frozen until a tick crosses its price. */
export async function placeEntry(trx: Db, values: NewPosition, now: number): Promise<PositionRow> {
  const row = await insertPosition(trx, values);
  await post(
    trx,
    row,
    contractEntryFreezePostings({ userId: row.user_id, marginAtoms: row.margin_atoms, feeAtoms: row.fee_atoms }),
    'contract_entry_freeze',
    now,
  );
  return row;
}

/** A tick crossed a pending entry: it opens at that tick's price and time; the frozen fee is paid. */
export async function fillEntry(trx: Db, row: PositionRow, tick: RecordedTick): Promise<PositionRow> {
  const opened = await moveFrom(trx, row, 'pending', {
    status: 'open',
    open_price_atoms: tick.priceAtoms,
    open_tick_seq: tick.seq,
    opened_at: tick.timeMs,
    overnight_due_at: tick.timeMs + CONTRACT_DAY_MS,
  });
  await post(trx, opened, contractEntryOpenPostings({ userId: row.user_id, feeAtoms: row.fee_atoms }), 'contract_entry_open', tick.timeMs);
  return opened;
}

/** A pending entry is withdrawn: its margin and fee return to available. */
export async function cancelEntry(trx: Db, row: PositionRow, now: number): Promise<PositionRow> {
  const cancelled = await moveFrom(trx, row, 'pending', { status: 'cancelled', close_reason: 'cancelled', closed_at: now });
  await post(
    trx,
    cancelled,
    contractEntryCancelPostings({ userId: row.user_id, marginAtoms: row.margin_atoms, feeAtoms: row.fee_atoms }),
    'contract_entry_cancel',
    now,
  );
  return cancelled;
}

/** The overnight fee out of the margin (see contractOvernightPostings), and when the next one is due. */
export async function chargeOvernight(trx: Db, row: PositionRow, charge: OvernightCharge, now: number): Promise<PositionRow> {
  const charged = await moveFrom(trx, row, 'open', {
    margin_atoms: row.margin_atoms - charge.feeAtoms,
    overnight_fee_atoms: row.overnight_fee_atoms + charge.feeAtoms,
    overnight_due_at: charge.nextDueAtMs,
  });
  if (charge.feeAtoms > 0n)
    await post(trx, charged, contractOvernightPostings({ userId: row.user_id, feeAtoms: charge.feeAtoms }), 'contract_overnight_fee', now);
  return charged;
}

const CLOSE_LEDGER_REASON: Record<Exclude<ContractCloseReason, 'cancelled'>, string> = {
  user: 'contract_close',
  batch: 'contract_close',
  stop_profit: 'contract_stop_profit',
  stop_loss: 'contract_stop_loss',
  liquidation: 'contract_liquidation',
};

/**
 * Closes an open position at `tick`'s price, keeping the tick: the margin is released with the
 * profit paid by the house, or the loss (at most the margin) paid to it.
 */
export async function closeAt(
  trx: Db,
  row: PositionRow,
  tick: RecordedTick,
  reason: Exclude<ContractCloseReason, 'cancelled'>,
  now: number,
): Promise<PositionRow> {
  if (row.open_price_atoms === null) throw new Error(`open position ${row.id} has no open price`);
  const settled = settleClose({
    direction: row.direction,
    openPriceAtoms: row.open_price_atoms,
    closePriceAtoms: tick.priceAtoms,
    quantityAtoms: row.quantity_atoms,
    marginAtoms: row.margin_atoms,
  });
  const closed = await moveFrom(trx, row, 'open', {
    status: 'closed',
    close_price_atoms: tick.priceAtoms,
    close_tick_seq: tick.seq,
    closed_at: now,
    close_reason: reason,
    profit_atoms: settled.realisedAtoms,
  });
  const postings = contractClosePostings({ userId: row.user_id, marginAtoms: row.margin_atoms, realisedAtoms: settled.realisedAtoms });
  await post(trx, closed, postings, CLOSE_LEDGER_REASON[reason], now);
  return closed;
}

/** New stops (null clears one) on a position still in the state they were checked against. */
export async function saveStops(
  trx: Db,
  row: PositionRow,
  stops: { targetProfitPriceAtoms: bigint | null; stopLossPriceAtoms: bigint | null },
): Promise<PositionRow> {
  return moveFrom(trx, row, row.status, {
    target_profit_price_atoms: stops.targetProfitPriceAtoms,
    stop_loss_price_atoms: stops.stopLossPriceAtoms,
  });
}
