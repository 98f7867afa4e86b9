// The market calls (SPEC.md section 7): quotes, candles, search and favourites; and market/ticks,
// a market's hash-chained ticks for anyone to re-hash (provably fair).
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/market.ts');
const fairSchemas = () => import('../schemas/fair.ts');

export const currencyQuotationNew = defineCall({
  method: 'GET',
  path: 'currency/quotation_new',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZQuotationResponse })),
});

export const currencyNewTimeshar = defineCall({
  method: 'GET',
  path: 'currency/new_timeshar',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZTimesharRequest, output: s.ZTimesharResponse })),
});

export const currencySearch = defineCall({
  method: 'GET',
  path: 'currency/search',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZMarketSearchRequest, output: s.ZQuoteList })),
});

export const optionalAdd = defineCall({
  method: 'POST',
  path: 'optional/add',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZFavoriteRequest, output: s.ZFavoriteResponse })),
});

export const optionalDel = defineCall({
  method: 'POST',
  path: 'optional/del',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZFavoriteRequest, output: s.ZFavoriteResponse })),
});

export const optionalList = defineCall({
  method: 'GET',
  path: 'optional/list',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZQuoteList })),
});

export const marketTicks = defineCall({
  method: ['GET', 'POST'],
  path: 'market/ticks',
  auth: 'none',
  schemas: () => fairSchemas().then((s) => ({ input: s.ZMarketTicksRequest, output: s.ZMarketTicksResponse })),
});
