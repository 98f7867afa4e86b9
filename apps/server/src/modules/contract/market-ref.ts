// Which market a lever/* call means: its symbol, or the SPEC's currency_id (base coin) with legal_id
// (quote coin, USDT when absent). A market that is not listed answers 'market_not_tradable'.
import type { Db } from '../../db/database.ts';
import type { MarketRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { MarketDirectory } from '../../prices/market-directory.ts';
import { listCoins } from '../../ledger/coins.ts';
import { USDT_COIN_ID } from '../../prices/coin-prices.ts';

export type MarketRef = { symbol?: string | undefined; currency_id?: number | undefined; legal_id?: number | undefined };

/** The market the reference names, or undefined when it names none (a filter left empty). */
export async function marketOfRef(db: Db, directory: MarketDirectory, ref: MarketRef): Promise<MarketRow | undefined> {
  if (ref.symbol !== undefined) return known(directory.bySymbol(ref.symbol));
  if (ref.currency_id === undefined) return undefined;
  const coins = await listCoins(db);
  const nameOf = (id: number) => coins.find((coin) => coin.id === id)?.name;
  const base = nameOf(ref.currency_id);
  const quote = nameOf(ref.legal_id ?? USDT_COIN_ID);
  if (base === undefined || quote === undefined) throw new AppError('market_not_tradable');
  return known(directory.bySymbol(`${base}/${quote}`));
}

/** The market the reference names; naming none is refused. */
export async function requiredMarketOfRef(db: Db, directory: MarketDirectory, ref: MarketRef): Promise<MarketRow> {
  const market = await marketOfRef(db, directory, ref);
  if (!market) throw new AppError('market_not_tradable');
  return market;
}

function known(market: MarketRow | undefined): MarketRow {
  if (!market || market.status !== 1) throw new AppError('market_not_tradable');
  return market;
}
