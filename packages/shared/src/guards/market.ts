// Zod-free guards of the market answers and events (../schemas/market.ts): quotes and candles.
import { MARKET_CATEGORIES } from '../market-rules.ts';
import type { TCandle, TQuotationResponse, TQuote } from '../schemas/market.ts';
import { arrayOf, isInt, isString, objectOf, oneOf, type Guard } from './shape.ts';

export const isQuote: Guard<TQuote> = objectOf<TQuote>({
  id: isInt,
  symbol: isString,
  base: isString,
  quote: isString,
  category: oneOf(MARKET_CATEGORIES),
  name: isString,
  price: isString,
  open: isString,
  change: isString,
  high: isString,
  low: isString,
  volume: isString,
  amount: isString,
  price_decimals: isInt,
  time: isInt,
});
export const isQuoteList: Guard<TQuote[]> = arrayOf(isQuote);

export const isQuotationResponse: Guard<TQuotationResponse> = objectOf<TQuotationResponse>({
  source: isString,
  quotes: isQuoteList,
});

export const isCandle: Guard<TCandle> = objectOf<TCandle>({
  time: isInt,
  open: isString,
  high: isString,
  low: isString,
  close: isString,
  volume: isString,
});
export const isCandleList: Guard<TCandle[]> = arrayOf(isCandle);
