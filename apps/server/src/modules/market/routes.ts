// The market calls of SPEC.md section 7: quotes, candles, search and favourites.
import type { FastifyInstance } from 'fastify';
import type { CandleAtoms } from '@platform/engine/candles';
import {
  currencyNewTimeshar,
  currencyQuotationNew,
  currencySearch,
  optionalAdd,
  optionalDel,
  optionalList,
} from '@platform/shared/contract/market';
import { CANDLES_PER_REQUEST_MAX, type TQuote } from '@platform/shared/schemas/market';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute } from '../../http/route.ts';
import type { Translate } from '../../http/translate.ts';
import { candleJson } from './candle-json.ts';
import type { CandleStore } from './candle-store.ts';
import type { MarketDirectory } from '../../prices/market-directory.ts';
import { addFavorite, candlesInRange, favoriteMarketIds, removeFavorite } from './queries.ts';
import type { QuoteBook } from './quotes.ts';

/** A user can favour every market, and there are few of them; this only bounds the query. */
const FAVORITES_PER_USER_MAX = 200;
const SEARCH_RESULTS_MAX = 50;

export type MarketRouteDeps = {
  db: Db;
  clock: () => number;
  translate: Translate;
  source: string;
  directory: MarketDirectory;
  quotes: QuoteBook;
  store: CandleStore;
};

export function registerMarketRoutes(app: FastifyInstance, deps: MarketRouteDeps): void {
  const { db, directory, quotes } = deps;
  const quotesOf = (marketIds: readonly number[]): TQuote[] => marketIds.flatMap((id) => quotes.quoteOf(id) ?? []);

  defineRoute(app, currencyQuotationNew, () => ({ source: deps.source, quotes: quotes.list() }));

  defineRoute(app, currencyNewTimeshar, async (input) => {
    const market = directory.bySymbol(input.symbol);
    if (!market) throw new AppError('symbol_unknown');
    const range = { fromS: input.from, toS: input.to, limit: CANDLES_PER_REQUEST_MAX };
    const stored = await candlesInRange(db, market.id, input.period, range);
    return withLiveCandle(stored, deps.store.currentOf(market.id, input.period), range).map(candleJson);
  });

  defineRoute(app, currencySearch, (input) =>
    quotesOf(directory.search(input.keyword).map((market) => market.id)).slice(0, SEARCH_RESULTS_MAX),
  );

  const marketOf = (marketId: number) => {
    const market = directory.byId(marketId);
    if (!market) throw new AppError('symbol_unknown');
    return market;
  };

  defineRoute(app, optionalAdd, async (input, ctx) => {
    await addFavorite(db, ctx.user.id, marketOf(input.marketId).id, deps.clock());
    return deps.translate(ctx.lang, 'favorite_added');
  });

  defineRoute(app, optionalDel, async (input, ctx) => {
    await removeFavorite(db, ctx.user.id, marketOf(input.marketId).id);
    return deps.translate(ctx.lang, 'favorite_removed');
  });

  defineRoute(app, optionalList, async (_input, ctx) => quotesOf(await favoriteMarketIds(db, ctx.user.id, FAVORITES_PER_USER_MAX)));
}

/**
 * The stored candles with the in-memory open candle in place of (or after) its stored copy, so
 * the chart's last bar is current to the tick. A page that stops short of the live bucket stays as it is.
 */
function withLiveCandle(
  stored: CandleAtoms[],
  live: CandleAtoms | undefined,
  range: { fromS?: number; toS?: number; limit: number },
): CandleAtoms[] {
  if (!live) return stored;
  if ((range.fromS !== undefined && live.openTimeS < range.fromS) || (range.toS !== undefined && live.openTimeS > range.toS)) return stored;
  const last = stored[stored.length - 1];
  if (last && last.openTimeS === live.openTimeS) return [...stored.slice(0, -1), live];
  if (last && last.openTimeS > live.openTimeS) return stored;
  if (stored.length < range.limit) return [...stored, live];
  // A full page: it ends at the live bar only when it was read newest first.
  const newestFirst = range.fromS === undefined || range.toS !== undefined;
  return newestFirst ? [...stored.slice(1), live] : stored;
}
