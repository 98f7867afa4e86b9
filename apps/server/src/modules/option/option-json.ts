// How an option row reads on the wire (ZOptionOrder): decimal strings for money and prices, the
// ticks that decided it, and the server's clock so a countdown does not trust the phone's.
import { fromAtoms } from '@platform/shared/money';
import type { TOptionOrder, TOptionProduct } from '@platform/shared/schemas/option';
import type { MarketDirectory } from '../../prices/market-directory.ts';
import type { OptionProductRow, OptionRow } from './queries.ts';

/** ppm as a percent: 800 000 ppm is '80'. */
export function percentText(ppm: number): string {
  return fromAtoms(BigInt(ppm) * 10_000n);
}

export function productJson(row: OptionProductRow): TOptionProduct {
  return {
    seconds: row.seconds,
    profit_ratio: percentText(row.payout_ppm),
    min_number: fromAtoms(row.min_stake_atoms),
    max_number: fromAtoms(row.max_stake_atoms),
  };
}

export type OptionNames = { directory: MarketDirectory; coinNames: ReadonlyMap<number, string> };

export function optionJson(row: OptionRow, names: OptionNames, serverTimeMs: number): TOptionOrder {
  const settled = row.status === 'settled' && row.return_atoms !== null;
  return {
    id: row.id,
    symbol: names.directory.byId(row.market_id)?.symbol ?? '',
    match_id: row.market_id,
    currency_id: row.currency_id,
    currency_name: names.coinNames.get(row.currency_id) ?? '',
    direction: row.direction,
    seconds: row.seconds,
    profit_ratio: percentText(row.payout_ppm),
    number: fromAtoms(row.stake_atoms),
    open_price: fromAtoms(row.open_price_atoms),
    open_tick_seq: row.open_tick_seq,
    opened_at: row.opened_at,
    expires_at: row.expires_at,
    status: row.status,
    result: row.result,
    close_price: row.close_price_atoms === null ? null : fromAtoms(row.close_price_atoms),
    close_tick_seq: row.close_tick_seq,
    return_amount: row.return_atoms === null ? null : fromAtoms(row.return_atoms),
    profit: settled ? fromAtoms((row.return_atoms as bigint) - row.stake_atoms) : null,
    settled_at: row.settled_at,
    server_time: serverTimeMs,
  };
}
