// The listed markets, loaded once at start: a handful of rows, looked up on every market call.
import { MARKET_CATEGORIES, type MarketCategory } from '@platform/shared/schemas/market';
import type { MarketRow } from '../db/schema.ts';

/** "BTC/USDT" is also found as "BTCUSDT" (zSymbol has already upper-cased and turned - and _ into /). */
const compact = (symbol: string) => symbol.replace(/\//g, '');

export class MarketDirectory {
  private readonly byIdMap = new Map<number, MarketRow>();
  private readonly bySymbolMap = new Map<string, MarketRow>();

  constructor(private readonly markets: readonly MarketRow[]) {
    for (const market of markets) {
      if (!MARKET_CATEGORIES.includes(market.category as MarketCategory))
        throw new Error(`market ${market.symbol} has unknown category ${market.category}`);
      this.byIdMap.set(market.id, market);
      this.bySymbolMap.set(market.symbol, market);
      this.bySymbolMap.set(compact(market.symbol), market);
    }
  }

  list(): readonly MarketRow[] {
    return this.markets;
  }

  byId(id: number): MarketRow | undefined {
    return this.byIdMap.get(id);
  }

  bySymbol(symbol: string): MarketRow | undefined {
    return this.bySymbolMap.get(symbol) ?? this.bySymbolMap.get(compact(symbol));
  }

  /** Markets whose symbol, base or name contains the keyword, ignoring case; all of them for an empty keyword. */
  search(keyword: string): MarketRow[] {
    const needle = keyword.trim().toLowerCase();
    return this.markets.filter((market) => [market.symbol, market.base, market.name].some((text) => text.toLowerCase().includes(needle)));
  }
}
