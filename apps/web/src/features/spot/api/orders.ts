// The user's spot orders: coin/list by state (the open orders of one pair, and every order a page
// at a time), coin/trade and coin/cancelTrade, and the socket events that refresh them.
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@platform/shared/constants';
import { coinCancelTrade, coinList, coinTrade } from '@platform/shared/contract/spot';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { SpotOrderState, TCoinTradeRequest } from '@platform/shared/schemas/spot';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshUserData, useSpotToken } from './refresh.ts';

/** Open orders shown under the form; the orders page lists the rest. */
export const OPEN_ORDERS_SHOWN = 20;

function fetchOrders(request: { symbol?: string; state: SpotOrderState; page: number; limit: number }, signal: AbortSignal) {
  return api.call(coinList, request, { signal, silent: true });
}

export function useOpenOrders(symbol: string) {
  const token = useSpotToken();
  return useQuery({
    queryKey: queryKeys.spot.openOrders(token, symbol),
    queryFn: ({ signal }) => fetchOrders({ symbol, state: 'in_progress', page: 1, limit: OPEN_ORDERS_SHOWN }, signal),
    enabled: Boolean(token),
  });
}

export function useOrderPages(state: SpotOrderState) {
  const token = useSpotToken();
  return useInfiniteQuery({
    queryKey: queryKeys.spot.orderPages(token, state, PAGE_LIMIT_DEFAULT),
    queryFn: ({ pageParam, signal }) => fetchOrders({ state, page: pageParam, limit: PAGE_LIMIT_DEFAULT }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: Boolean(token),
  });
}

export function usePlaceOrder() {
  const refresh = useRefreshUserData();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TCoinTradeRequest; idempotencyKey: string }) =>
      api.call(coinTrade, request, { idempotencyKey }),
    onSettled: () => refresh(),
  });
}

export function useCancelOrder() {
  const refresh = useRefreshUserData();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) => api.call(coinCancelTrade, { id }, { idempotencyKey }),
    onSettled: () => refresh(),
  });
}

/**
 * While mounted, the user's orders and balances follow their socket room: an order accepted,
 * filled (a resting one, by someone else) or cancelled, and any other movement of their money.
 * Call it once per screen.
 */
export function useSpotLiveUpdates(): void {
  const refresh = useRefreshUserData();
  useSocketEvent(TRADING_SOCKET_EVENTS.order, () => void refresh());
  useSocketEvent(SOCKET_EVENTS.balance, () => void refresh());
}
