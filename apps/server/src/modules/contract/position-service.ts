// The user's actions on positions: open (lever/submit), close or cancel (lever/close), stops
// (lever/setstop) and closing many at once (lever/batch_close). Input is checked before the
// market's queue is joined; inside it the position is read again and the mark is the last
// evaluated tick, so an action and the risk loop never act on the same position at once.
import type {
  TContractPosition,
  TLeverBatchCloseRequest,
  TLeverSetStopRequest,
  TLeverSubmitRequest,
} from '@platform/shared/schemas/contract';
import { CONTRACT_DAY_MS, contractQuantityAtoms, entryAmounts, entryCrossed } from '@platform/engine/contract';
import { AppError } from '../../http/errors.ts';
import type { ContractDesk } from './desk.ts';
import { requiredMarketOfRef, marketOfRef } from './market-ref.ts';
import { cancelEntry, closeAt, openNow, placeEntry, saveStops, type NewPosition } from './position-writes.ts';
import { assertStopsSided, assertWithinBand, optionalPriceOnGrid, priceOnGrid } from './price-checks.ts';
import { BATCH_CLOSE_MAX, findPositionOfUser, listPositions, type PositionRow } from './queries.ts';

export async function submitEntry(desk: ContractDesk, userId: number, input: TLeverSubmitRequest): Promise<TContractPosition> {
  const { db, directory, clock } = desk.deps;
  const market = await requiredMarketOfRef(db, directory, input);
  await desk.rules.fresh();
  const rules = desk.rules.of(market.id);
  if (!rules?.tradable) throw new AppError('market_not_tradable');
  if (!rules.multiples.includes(input.multiple)) throw new AppError('leverage_invalid');
  if (input.lots < 1 || input.lots > rules.lotsMax) throw new AppError('lots_invalid', { max: rules.lotsMax });
  if (input.order_type === 'limit' && input.price === undefined) throw new AppError('price_invalid');
  const entryPriceAtoms = input.order_type === 'limit' ? priceOnGrid(market, input.price as string) : null;
  const targetProfitPriceAtoms = optionalPriceOnGrid(market, input.target_profit_price);
  const stopLossPriceAtoms = optionalPriceOnGrid(market, input.stop_loss_price);
  const quantityAtoms = contractQuantityAtoms(input.lots, rules.lotSizeAtoms);

  return desk.inMarket(market.id, async () => {
    const mark = desk.markOf(market.id);
    if (!mark) throw new AppError('price_unavailable');
    if (entryPriceAtoms !== null) assertWithinBand(market, entryPriceAtoms, mark.priceAtoms);
    // A limit entry the mark already crosses opens at once, at the mark, like a market entry.
    const opensNow = entryPriceAtoms === null || entryCrossed(input.type, entryPriceAtoms, mark.priceAtoms);
    // Stops are checked against the price the position opens at: the mark now, or the entry price later.
    const pricedAtoms = opensNow ? mark.priceAtoms : (entryPriceAtoms as bigint);
    assertStopsSided({ direction: input.type, referencePriceAtoms: pricedAtoms, targetProfitPriceAtoms, stopLossPriceAtoms });
    // A pending entry freezes margin and fee at its own price and keeps them when it opens, so a
    // crossing tick can always open it (it never needs more money at a moment the user is not there).
    const { marginAtoms, feeAtoms } = entryAmounts({
      priceAtoms: pricedAtoms,
      quantityAtoms,
      multiple: input.multiple,
      tradeFeePpm: rules.tradeFeePpm,
    });
    const now = clock();
    const values: NewPosition = {
      user_id: userId,
      market_id: market.id,
      direction: input.type,
      order_type: input.order_type,
      status: opensNow ? 'open' : 'pending',
      lots: input.lots,
      quantity_atoms: quantityAtoms,
      multiple: input.multiple,
      entry_price_atoms: entryPriceAtoms,
      open_price_atoms: opensNow ? mark.priceAtoms : null,
      open_tick_seq: opensNow ? mark.seq : null,
      opened_at: opensNow ? now : null,
      margin_atoms: marginAtoms,
      fee_atoms: feeAtoms,
      overnight_due_at: opensNow ? now + CONTRACT_DAY_MS : null,
      target_profit_price_atoms: targetProfitPriceAtoms,
      stop_loss_price_atoms: stopLossPriceAtoms,
      follow_trader_id: null,
      created_at: now,
    };
    const row = await desk.commit((trx) => (opensNow ? openNow(trx, values, now) : placeEntry(trx, values, now)));
    return desk.json(row);
  });
}

/** The user's own position, read again inside its market's queue; another user's answers like a missing one. */
async function ownPositionInQueue<T>(desk: ContractDesk, userId: number, id: number, task: (row: PositionRow) => Promise<T>): Promise<T> {
  const found = await findPositionOfUser(desk.deps.db, userId, id);
  if (!found) throw new AppError('position_not_found');
  return desk.inMarket(found.market_id, async () => task((await findPositionOfUser(desk.deps.db, userId, id)) as PositionRow));
}

/** Closes an open position at the mark (in the market's queue), with `reason`. */
async function closeAtMark(desk: ContractDesk, row: PositionRow, reason: 'user' | 'batch'): Promise<PositionRow> {
  if (row.status !== 'open') throw new AppError('position_not_open');
  const mark = desk.markOf(row.market_id);
  if (!mark) throw new AppError('price_unavailable');
  const now = desk.deps.clock();
  return desk.commit((trx) => closeAt(trx, row, mark, reason, now));
}

/** lever/close: an open position closes at the mark price; a pending entry is cancelled. */
export async function closePosition(desk: ContractDesk, userId: number, id: number): Promise<TContractPosition> {
  return ownPositionInQueue(desk, userId, id, async (row) => {
    const now = desk.deps.clock();
    const done = row.status === 'pending' ? await desk.commit((trx) => cancelEntry(trx, row, now)) : await closeAtMark(desk, row, 'user');
    return desk.json(done);
  });
}

/** lever/setstop: each stop given is set, each left empty is cleared; checked against the mark (open) or the entry price (pending). */
export async function setStops(desk: ContractDesk, userId: number, input: TLeverSetStopRequest): Promise<TContractPosition> {
  return ownPositionInQueue(desk, userId, input.id, async (row) => {
    if (row.status !== 'open' && row.status !== 'pending') throw new AppError('position_not_open');
    const market = desk.market(row.market_id);
    const targetProfitPriceAtoms = optionalPriceOnGrid(market, input.target_profit_price);
    const stopLossPriceAtoms = optionalPriceOnGrid(market, input.stop_loss_price);
    const referencePriceAtoms = row.status === 'open' ? desk.markOf(row.market_id)?.priceAtoms : row.entry_price_atoms;
    if (referencePriceAtoms === undefined || referencePriceAtoms === null) throw new AppError('price_unavailable');
    assertStopsSided({ direction: row.direction, referencePriceAtoms, targetProfitPriceAtoms, stopLossPriceAtoms });
    const saved = await desk.commit((trx) => saveStops(trx, row, { targetProfitPriceAtoms, stopLossPriceAtoms }), false);
    return desk.json(saved);
  });
}

/** lever/batch_close: the user's open positions (all, long or short; one market or all) at their marks. */
export async function batchClose(
  desk: ContractDesk,
  userId: number,
  input: TLeverBatchCloseRequest,
): Promise<{ closed: number; positions: TContractPosition[] }> {
  const market = await marketOfRef(desk.deps.db, desk.deps.directory, input);
  const candidates = await listPositions(
    desk.deps.db,
    {
      userId,
      statuses: ['open'],
      ...(market ? { marketIds: [market.id] } : {}),
      ...(input.type === 'all' ? {} : { direction: input.type }),
    },
    { offset: 0, limit: BATCH_CLOSE_MAX },
  );
  const byMarket = new Map<number, number[]>();
  for (const row of candidates) byMarket.set(row.market_id, [...(byMarket.get(row.market_id) ?? []), row.id]);
  const closed = await Promise.all(
    [...byMarket].map(([marketId, ids]) =>
      desk.inMarket(marketId, async () => {
        const rows: PositionRow[] = [];
        for (const id of ids) {
          // Read again in the queue: a stop may have closed it, a fee changed its margin.
          const row = await findPositionOfUser(desk.deps.db, userId, id);
          if (row?.status === 'open') rows.push(await closeAtMark(desk, row, 'batch'));
        }
        return rows;
      }),
    ),
  );
  const positions = closed.flat().sort((a, b) => b.id - a.id);
  return { closed: positions.length, positions: positions.map((row) => desk.json(row)) };
}
