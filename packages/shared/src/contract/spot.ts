// The spot calls: coin/trade, coin/cancelTrade, coin/list (SPEC.md section 7), and the public book
// and tape of a market, spot/depth and spot/trades. Placing and cancelling move money: idempotent.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/spot.ts');

export const coinTrade = defineCall({
  method: 'POST',
  path: 'coin/trade',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZCoinTradeRequest, output: s.ZSpotOrder })),
});

export const coinCancelTrade = defineCall({
  method: 'POST',
  path: 'coin/cancelTrade',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZCoinCancelRequest, output: s.ZSpotOrder })),
});

export const coinList = defineCall({
  method: ['GET', 'POST'],
  path: 'coin/list',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZCoinListRequest, output: s.ZCoinListResponse })),
});

export const spotDepth = defineCall({
  method: 'GET',
  path: 'spot/depth',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZSpotMarketRequest, output: s.ZSpotDepth })),
});

export const spotTrades = defineCall({
  method: 'GET',
  path: 'spot/trades',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZSpotMarketRequest, output: s.ZSpotTradesResponse })),
});
