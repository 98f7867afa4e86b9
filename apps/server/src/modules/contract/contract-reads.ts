// What the contract screens read: a market's terms with the caller's available margin (lever/deal),
// the live positions with totals (lever/dealall) and the paged history (lever/my_trade).
import { fromAtoms } from '@platform/shared/money';
import { CONTRACT_MARGIN_COIN } from '@platform/shared/trading-rules';
import type { PageOf } from '@platform/shared/envelope';
import type {
  TContractPosition,
  TLeverDeal,
  TLeverDealall,
  TLeverDealallRequest,
  TLeverDealRequest,
  TLeverMyTradeRequest,
} from '@platform/shared/schemas/contract';
import { AppError } from '../../http/errors.ts';
import type { ContractDesk } from './desk.ts';
import { marketOfRef, requiredMarketOfRef } from './market-ref.ts';
import { positionProfitAtoms } from './position-json.ts';
import { DEALALL_MAX, countPositions, leverAvailableAtoms, listPositions, type PositionFilter } from './queries.ts';

/** A ppm rate as a percent string: 500 ppm is '0.05'. */
const percentText = (ppm: number): string => fromAtoms(BigInt(ppm) * 10_000n);

export async function leverDeal(desk: ContractDesk, userId: number | null, input: TLeverDealRequest): Promise<TLeverDeal> {
  const { db, directory } = desk.deps;
  const market = await requiredMarketOfRef(db, directory, input);
  await desk.rules.fresh();
  const rules = desk.rules.of(market.id);
  if (!rules?.tradable) throw new AppError('market_not_tradable');
  const mark = desk.markOf(market.id);
  return {
    symbol: market.symbol,
    category: market.category,
    price: mark ? fromAtoms(mark.priceAtoms) : null,
    tick_seq: mark ? mark.seq : null,
    lot_size: fromAtoms(rules.lotSizeAtoms),
    lots_max: rules.lotsMax,
    multiples: [...rules.multiples],
    trade_fee_rate: percentText(rules.tradeFeePpm),
    overnight_fee_rate: percentText(rules.overnightFeePpm),
    maintenance_rate: percentText(rules.maintenancePpm),
    margin_coin: CONTRACT_MARGIN_COIN,
    available: fromAtoms(userId === null ? 0n : await leverAvailableAtoms(db, userId)),
    price_decimals: market.price_decimals,
  };
}

export async function leverDealall(desk: ContractDesk, userId: number, input: TLeverDealallRequest): Promise<TLeverDealall> {
  const { db, directory } = desk.deps;
  const market = await marketOfRef(db, directory, input);
  const filter: PositionFilter = { userId, statuses: ['open', 'pending'], ...(market ? { marketIds: [market.id] } : {}) };
  const [rows, availableAtoms] = await Promise.all([
    listPositions(db, filter, { offset: 0, limit: DEALALL_MAX }),
    leverAvailableAtoms(db, userId),
  ]);
  let marginAtoms = 0n;
  let profitAtoms = 0n;
  for (const row of rows) {
    // A pending entry holds its fee too: cancelling it returns both.
    marginAtoms += row.margin_atoms + (row.status === 'pending' ? row.fee_atoms : 0n);
    profitAtoms += positionProfitAtoms(row, desk.markOf(row.market_id)) ?? 0n;
  }
  return {
    positions: rows.map((row) => desk.json(row)),
    total_margin: fromAtoms(marginAtoms),
    total_profit: fromAtoms(profitAtoms),
    available: fromAtoms(availableAtoms),
    equity: fromAtoms(availableAtoms + marginAtoms + profitAtoms),
  };
}

export async function leverMyTrade(desk: ContractDesk, userId: number, input: TLeverMyTradeRequest): Promise<PageOf<TContractPosition>> {
  const { db, directory } = desk.deps;
  const market = await marketOfRef(db, directory, input);
  let marketIds: number[] | undefined = market ? [market.id] : undefined;
  if (input.category) {
    const ofCategory = directory
      .list()
      .filter((row) => row.category === input.category)
      .map((row) => row.id);
    marketIds = marketIds ? marketIds.filter((id) => ofCategory.includes(id)) : ofCategory;
  }
  const filter: PositionFilter = { userId, statuses: [input.status], ...(marketIds ? { marketIds } : {}) };
  const [rows, total] = await Promise.all([
    listPositions(db, filter, { offset: (input.page - 1) * input.limit, limit: input.limit }),
    countPositions(db, filter),
  ]);
  return { data: rows.map((row) => desk.json(row)), total, page: input.page, limit: input.limit };
}
