// The spot markets: listed pairs whose base and quote are both coins the wallet holds (BTC/USDT,
// not the US500/USD index, which trades as contracts and options only), with the coin ids their
// orders freeze and settle in. Loaded once at start, like the market directory.
import type { SpotCoins } from '@platform/engine/spot-postings';
import type { MarketRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { MarketDirectory } from '../../prices/market-directory.ts';

export type SpotMarket = {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  coins: SpotCoins;
  priceDecimals: number;
  amountDecimals: number;
  /** Listed and active; a delisted pair keeps its orders' history but takes no new order. */
  tradable: boolean;
};

/** A request's market: a symbol, or the SPEC's currency_id (base coin) with legal_id (quote coin). */
export type MarketRef = { symbol?: string | undefined; currency_id?: number | undefined; legal_id?: number | undefined };

export class SpotMarkets {
  private readonly byId = new Map<number, SpotMarket>();

  constructor(
    private readonly directory: MarketDirectory,
    coinIdsByName: ReadonlyMap<string, number>,
  ) {
    for (const row of directory.list()) {
      const market = spotMarketOf(row, coinIdsByName);
      if (market) this.byId.set(market.id, market);
    }
  }

  /** Every spot pair, tradable or not: each has a book, so orders resting on a delisted pair can still be cancelled. */
  all(): SpotMarket[] {
    return [...this.byId.values()];
  }

  /** The pairs that take orders. */
  list(): SpotMarket[] {
    return [...this.byId.values()].filter((market) => market.tradable);
  }

  /** Any spot pair, tradable or not (an order's market, for its history). */
  get(marketId: number): SpotMarket | undefined {
    return this.byId.get(marketId);
  }

  /** The spot market a request names, or 'market_not_tradable' (unknown, an index, or delisted). */
  resolve(ref: MarketRef): SpotMarket {
    let market: SpotMarket | undefined;
    if (ref.symbol !== undefined) {
      const row = this.directory.bySymbol(ref.symbol);
      market = row ? this.byId.get(row.id) : undefined;
    } else if (ref.currency_id !== undefined && ref.legal_id !== undefined) {
      market = this.list().find(
        (candidate) => candidate.coins.baseCoinId === ref.currency_id && candidate.coins.quoteCoinId === ref.legal_id,
      );
    }
    if (!market?.tradable) throw new AppError('market_not_tradable');
    return market;
  }

  /** For filters: no market named means every market; a delisted pair still filters its history. */
  resolveOptional(ref: MarketRef): SpotMarket | undefined {
    if (ref.symbol === undefined && ref.currency_id === undefined && ref.legal_id === undefined) return undefined;
    const row = ref.symbol === undefined ? undefined : this.directory.bySymbol(ref.symbol);
    const market = row ? this.byId.get(row.id) : undefined;
    return market ?? this.resolve(ref);
  }
}

function spotMarketOf(row: MarketRow, coinIdsByName: ReadonlyMap<string, number>): SpotMarket | undefined {
  const baseCoinId = coinIdsByName.get(row.base);
  const quoteCoinId = coinIdsByName.get(row.quote);
  if (baseCoinId === undefined || quoteCoinId === undefined) return undefined;
  return {
    id: row.id,
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    coins: { baseCoinId, quoteCoinId },
    priceDecimals: row.price_decimals,
    amountDecimals: row.amount_decimals,
    tradable: row.status === 1,
  };
}
