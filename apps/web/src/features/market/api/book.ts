// spot/depth and spot/trades of a coin market for its detail screen: seeded by a query and kept live
// by the market room's `depth` and `trades` events (the page joins the room with useMarketRoom).
// The query keys are the spot screen's, so both screens share one cache entry per market.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { spotDepth, spotTrades } from '@platform/shared/contract/spot';
import { mergeTape } from '@platform/shared/market-tape';
import { ZSpotDepth, ZSpotTradesResponse, type TSpotDepth, type TSpotTrade } from '@platform/shared/schemas/spot';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

/** The socket keeps both fresh; a refetch after this long catches up after the phone slept. */
const BOOK_STALE_MS = 10_000;

export function useMarketDepth(symbol: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.spot.market(symbol, 'depth');
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(spotDepth, { symbol }, { signal, silent: true }),
    staleTime: BOOK_STALE_MS,
  });
  useSocketEvent(TRADING_SOCKET_EVENTS.depth, (payload: unknown) => {
    const parsed = ZSpotDepth.safeParse(payload);
    if (!parsed.success || parsed.data.symbol !== symbol) return;
    queryClient.setQueryData(key, (old: TSpotDepth | undefined) => ({
      ...parsed.data,
      amount_decimals: parsed.data.amount_decimals ?? old?.amount_decimals,
    }));
  });
  return query;
}

export function useMarketTape(symbol: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.spot.market(symbol, 'trades');
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => mergeTape<TSpotTrade>([], await api.call(spotTrades, { symbol }, { signal, silent: true })),
    staleTime: BOOK_STALE_MS,
  });
  useSocketEvent(TRADING_SOCKET_EVENTS.trades, (payload: unknown) => {
    const parsed = ZSpotTradesResponse.safeParse(payload);
    if (!parsed.success) return;
    const ofMarket = parsed.data.filter((trade) => trade.symbol === symbol);
    if (ofMarket.length === 0) return;
    queryClient.setQueryData(key, (old: TSpotTrade[] | undefined) => mergeTape(old ?? [], ofMarket));
  });
  return query;
}
