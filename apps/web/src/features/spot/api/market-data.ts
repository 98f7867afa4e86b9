// spot/depth and spot/trades of one market, seeded by a query and kept live by the market room's
// `depth` and `trades` events (the caller joins the room once with useMarketRoom).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { spotDepth, spotTrades } from '@platform/shared/contract/spot';
import { ZSpotDepth, ZSpotTradesResponse, type TSpotDepth, type TSpotTrade } from '@platform/shared/schemas/spot';
import { mergeTape } from '@platform/shared/market-tape';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import { api } from '../../../lib/api.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The socket keeps both fresh; a refetch after this long catches up after the phone slept. */
const MARKET_DATA_STALE_MS = 10_000;

export function useSpotDepth(symbol: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.spot.market(symbol, 'depth'),
    queryFn: ({ signal }) => api.call(spotDepth, { symbol }, { signal, silent: true }),
    staleTime: MARKET_DATA_STALE_MS,
  });
  useSocketEvent(TRADING_SOCKET_EVENTS.depth, (payload: unknown) => {
    const parsed = ZSpotDepth.safeParse(payload);
    // The socket may be in another market's room too (a list screen still mounted).
    if (!parsed.success || parsed.data.symbol !== symbol) return;
    queryClient.setQueryData(queryKeys.spot.market(symbol, 'depth'), (old: TSpotDepth | undefined) => ({
      ...parsed.data,
      amount_decimals: parsed.data.amount_decimals ?? old?.amount_decimals,
    }));
  });
  return query;
}

/** New trades first (fills and simulated prints by time), each once, at most SPOT_RECENT_TRADES. */
export const mergeTrades = (current: readonly TSpotTrade[], incoming: readonly TSpotTrade[]): TSpotTrade[] => mergeTape(current, incoming);

export function useSpotTrades(symbol: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.spot.market(symbol, 'trades'),
    queryFn: async ({ signal }) => mergeTrades([], await api.call(spotTrades, { symbol }, { signal, silent: true })),
    staleTime: MARKET_DATA_STALE_MS,
  });
  useSocketEvent(TRADING_SOCKET_EVENTS.trades, (payload: unknown) => {
    const parsed = ZSpotTradesResponse.safeParse(payload);
    if (!parsed.success) return;
    const mine = parsed.data.filter((trade) => trade.symbol === symbol);
    if (mine.length === 0) return;
    queryClient.setQueryData(queryKeys.spot.market(symbol, 'trades'), (old: TSpotTrade[] | undefined) => mergeTrades(old ?? [], mine));
  });
  return query;
}
