// Seconds options for a user: what can be staked, placing an option (the stake frozen in the same
// transaction as the row), and reading their own options back. Settlement lives in settlement.ts.
import type { Server as IoServer } from 'socket.io';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { fromAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import { roomOfUser } from '@platform/shared/realtime';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';

import type {
  TMicrotradeListsRequest,
  TMicrotradeListsResponse,
  TMicrotradeSubmitRequest,
  TOptionOrder,
  TOptionProduct,
  TPayableCurrency,
} from '@platform/shared/schemas/option';
import { optionExpiresAt, optionStaked } from '@platform/engine/option';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { MarketPrices } from '../../prices/recorded-prices.ts';
import { listCoins, type Coin } from '../../ledger/coins.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { balancesOf, postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { optionJson, productJson, type OptionNames } from './option-json.ts';
import { countOptions, findOptionOfUser, insertOption, listActiveProducts, listOptions, type OptionRow } from './queries.ts';

/**
 * Only USDT: the products' stake limits are USDT amounts, and the options pool pays winnings in
 * the stake's coin, so another coin would need limits and a pool of its own. Users move USDT into
 * the micro account with an account transfer.
 */
export const PAYABLE_COIN_IDS: readonly number[] = [3];

export type OptionDeps = { db: Db; dialect: Dialect; io: IoServer; clock: () => number; prices: MarketPrices };

export async function optionNames(deps: Pick<OptionDeps, 'db' | 'prices'>): Promise<OptionNames> {
  const coins = await listCoins(deps.db);
  return { directory: deps.prices.directory, coinNames: new Map(coins.map((coin) => [coin.id, coin.name])) };
}

async function payableCoins(db: Db): Promise<Coin[]> {
  return (await listCoins(db)).filter((coin) => PAYABLE_COIN_IDS.includes(coin.id));
}

export async function payableCurrencies(db: Db, userId: number | null): Promise<TPayableCurrency[]> {
  const coins = await payableCoins(db);
  const balances = userId === null ? [] : await balancesOf(db, userId);
  return coins.map((coin) => {
    const held = balances.find((balance) => balance.accountType === ACCOUNT_TYPE.micro && balance.coinId === coin.id);
    return { currency_id: coin.id, name: coin.name, available: fromAtoms(held?.availableAtoms ?? 0n) };
  });
}

export async function activeProducts(db: Db): Promise<TOptionProduct[]> {
  return (await listActiveProducts(db)).map(productJson);
}

/** The stake in atoms, at the coin's precision and within the product's limits. */
function checkedStake(coin: Coin, product: { min_stake_atoms: bigint; max_stake_atoms: bigint }, number: string): bigint {
  const stakeAtoms = toAtoms(number);
  if (roundAtoms(stakeAtoms, coin.decimals) !== stakeAtoms) throw new AppError('amount_invalid');
  if (stakeAtoms < product.min_stake_atoms) {
    throw new AppError('option_stake_below_minimum', { minimum: fromAtoms(product.min_stake_atoms), coin: coin.name });
  }
  if (stakeAtoms > product.max_stake_atoms) {
    throw new AppError('option_stake_above_maximum', { maximum: fromAtoms(product.max_stake_atoms), coin: coin.name });
  }
  return stakeAtoms;
}

/** Opens an option at the market's last recorded tick, freezing the stake with the row. */
export async function submitOption(deps: OptionDeps, userId: number, order: TMicrotradeSubmitRequest): Promise<TOptionOrder> {
  const market = deps.prices.directory.byId(order.match_id);
  if (!market) throw new AppError('market_not_tradable');
  const coin = (await payableCoins(deps.db)).find((candidate) => candidate.id === order.currency_id);
  if (!coin) throw new AppError('option_currency_invalid');
  const product = (await listActiveProducts(deps.db)).find((candidate) => candidate.seconds === order.seconds);
  if (!product) throw new AppError('option_duration_invalid');
  const stakeAtoms = checkedStake(coin, product, order.number);
  const tick = deps.prices.latest(market.id);
  if (!tick) throw new AppError('price_unavailable');

  const openedAt = deps.clock();
  const row = await writeLedgerUnit(deps, async (trx) => {
    const inserted = await insertOption(trx, {
      user_id: userId,
      market_id: market.id,
      currency_id: coin.id,
      direction: order.type,
      seconds: product.seconds,
      payout_ppm: product.payout_ppm,
      stake_atoms: stakeAtoms,
      open_tick_seq: tick.seq,
      open_price_atoms: tick.priceAtoms,
      opened_at: openedAt,
      expires_at: optionExpiresAt(openedAt, product.seconds),
      status: 'open',
      created_at: openedAt,
    });
    await postTransferIn(trx, {
      postings: optionStaked({ userId, coinId: coin.id, stakeAtoms }),
      reason: 'option_stake',
      record: { type: 'option_order', id: String(inserted.id) },
      now: openedAt,
    });
    return inserted;
  });
  const json = optionJson(row, await optionNames(deps), deps.clock());
  announceOption(deps.io, row, json);
  return json;
}

/** Tells the user's screens an option opened or settled, and that their micro balance moved. */
export function announceOption(io: IoServer, row: OptionRow, json: TOptionOrder): void {
  io.to(roomOfUser(row.user_id)).emit(TRADING_SOCKET_EVENTS.option, json);
  notifyWalletChange(io, row.user_id, { kind: 'option_order', id: row.id, status: row.status });
}

export async function optionOfUser(deps: OptionDeps, userId: number, id: number): Promise<TOptionOrder> {
  const row = await findOptionOfUser(deps.db, userId, id);
  if (!row) throw new AppError('option_not_found');
  return optionJson(row, await optionNames(deps), deps.clock());
}

export async function optionsOfUser(deps: OptionDeps, userId: number, request: TMicrotradeListsRequest): Promise<TMicrotradeListsResponse> {
  const filter = { userId, marketId: request.match_id, status: request.status };
  const [rows, total, names] = await Promise.all([
    listOptions(deps.db, filter, { offset: (request.page - 1) * request.limit, limit: request.limit }),
    countOptions(deps.db, filter),
    optionNames(deps),
  ]);
  const serverTimeMs = deps.clock();
  return {
    data: rows.map((row) => optionJson(row, names, serverTimeMs)),
    total,
    page: request.page,
    limit: request.limit,
    server_time: serverTimeMs,
  };
}
