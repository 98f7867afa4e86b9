// What a coin is worth, from the recorded feed: the last tick of COIN/USDT, with its sequence
// number and time so a record priced by it (a withdrawal's BTC value, a conversion) names the
// tick that decided it. Stablecoins are worth 1 USDT by definition and name no tick.
import { ATOMS_PER_UNIT, divAtoms, mulAtoms } from '@platform/shared/money';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

export const USDT_COIN_ID = 3;
export const BTC_COIN_ID = 1;
const STABLECOINS: ReadonlySet<string> = new Set(['USDT', 'USDC']);

export type CoinPrice = {
  coinId: number;
  /** USDT per one coin. */
  usdtAtoms: bigint;
  /** The tick that priced it, or null for a stablecoin. */
  tickSeq: number | null;
  marketId: number | null;
  timeMs: number | null;
};

/** The coin's last recorded price in USDT; 'No price is available' when its market has no tick yet. */
export async function usdtPriceOf(db: Db, coinId: number): Promise<CoinPrice> {
  const coin = await db.selectFrom('currencies').select('name').where('id', '=', coinId).executeTakeFirst();
  if (!coin) throw new AppError('coin_unknown');
  if (STABLECOINS.has(coin.name)) return { coinId, usdtAtoms: ATOMS_PER_UNIT, tickSeq: null, marketId: null, timeMs: null };
  const tick = await db
    .selectFrom('ticks')
    .innerJoin('markets', 'markets.id', 'ticks.market_id')
    .select(['ticks.market_id', 'ticks.seq', 'ticks.time', 'ticks.price_atoms'])
    .where('markets.symbol', '=', `${coin.name}/USDT`)
    .orderBy('ticks.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!tick) throw new AppError('price_unavailable');
  return { coinId, usdtAtoms: tick.price_atoms, tickSeq: tick.seq, marketId: tick.market_id, timeMs: tick.time };
}

/** USDT prices of many coins at once; coins without a price yet are left out rather than failing the whole answer. */
export async function usdtPricesOf(db: Db, coinIds: readonly number[]): Promise<Map<number, CoinPrice>> {
  const prices = new Map<number, CoinPrice>();
  for (const coinId of new Set(coinIds)) {
    try {
      prices.set(coinId, await usdtPriceOf(db, coinId));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return prices;
}

/** `amountAtoms` of a coin priced at `price`, in USDT. */
export const valueInUsdt = (amountAtoms: bigint, price: CoinPrice): bigint => mulAtoms(amountAtoms, price.usdtAtoms);

/** `amountAtoms` of a coin, in BTC at the two recorded prices. */
export function valueInBtc(amountAtoms: bigint, price: CoinPrice, btc: CoinPrice): bigint {
  return divAtoms(valueInUsdt(amountAtoms, price), btc.usdtAtoms);
}

/** `btcAtoms` of BTC in a coin at the two recorded prices, truncated (the inverse of valueInBtc). */
export function btcInCoin(btcAtoms: bigint, price: CoinPrice, btc: CoinPrice): bigint {
  return divAtoms(mulAtoms(btcAtoms, btc.usdtAtoms), price.usdtAtoms);
}
