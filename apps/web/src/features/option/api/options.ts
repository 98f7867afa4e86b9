// microtrade/payable_currencies, seconds, submit, get_result and lists: the seconds options of the
// signed-in user. Every query is keyed under 'option' and the session token, so one prefix refreshes
// them after an order or a settlement, and one user's orders never show for the next user.
import { useCallback } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  microtradeGetResult,
  microtradeLists,
  microtradePayableCurrencies,
  microtradeSeconds,
  microtradeSubmit,
} from '@platform/shared/contract/option';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TMicrotradeListsResponse, TMicrotradeSubmitRequest, TOptionOrder } from '@platform/shared/schemas/option';
import { OPTIONS_LIST_LIMIT, TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { noteServerTime } from '../utils/server-clock.ts';

/** While an order runs, the short list is re-read this often as a fallback to the socket. */
const OPEN_ORDERS_REFRESH_MS = 5000;

export type OptionStatus = TOptionOrder['status'];

function useToken(): string | null {
  return useSession((state) => state.token);
}

/** The products (durations with payout and stake limits); the same for every market. */
export function useOptionProducts() {
  return useQuery(
    queryOptions({
      // Outside queryKeys.option.all: the products do not change when the user's orders or balances do.
      queryKey: queryKeys.option.products(),
      queryFn: ({ signal }) => api.call(microtradeSeconds, {}, { signal, silent: true }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** The coins a stake may be paid in, with what the micro account holds of each. */
export function usePayableCurrencies() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.option.payable(token),
      queryFn: ({ signal }) => api.call(microtradePayableCurrencies, {}, { signal, silent: true }),
    }),
  );
}

/** Remembers the server's clock of an order answered, so countdowns do not trust the phone's. */
function noted(order: TOptionOrder): TOptionOrder {
  if (typeof order.server_time === 'number' && order.server_time > 0) noteServerTime(order.server_time);
  return order;
}

/** A list answer carries the server's clock too, so an empty list still sets it. */
function notedPage(page: TMicrotradeListsResponse): TMicrotradeListsResponse {
  if (page.server_time > 0) noteServerTime(page.server_time);
  return page;
}

/** The latest orders (open and settled together), newest first: the trade screen's short list. */
export function useRecentOptions() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.option.recent(token),
      queryFn: ({ signal }) => api.call(microtradeLists, { page: 1, limit: OPTIONS_LIST_LIMIT }, { signal, silent: true }).then(notedPage),
      enabled: Boolean(token),
      // The socket settles them; this only catches a settlement whose event was missed.
      refetchInterval: (query: { state: { data?: TMicrotradeListsResponse } }) =>
        query.state.data?.data.some((order) => order.status === 'open') ? OPEN_ORDERS_REFRESH_MS : false,
    }),
  );
}

/** Orders of one state, a page of OPTIONS_LIST_LIMIT at a time (the orders screen). */
export function useOptionOrders(status: OptionStatus) {
  const token = useToken();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.option.orders(token, status),
      queryFn: ({ pageParam, signal }) =>
        api.call(microtradeLists, { status, page: pageParam, limit: OPTIONS_LIST_LIMIT }, { signal, silent: true }).then(notedPage),
      initialPageParam: 1,
      getNextPageParam: (page: TMicrotradeListsResponse) => nextPageOf(page),
      enabled: Boolean(token),
    }),
  );
}

/** One order, fresh from the server: the fallback when the settlement event did not arrive. */
export function fetchOptionResult(id: number, signal?: AbortSignal): Promise<TOptionOrder> {
  return api.call(microtradeGetResult, { id }, { signal, silent: true }).then(noted);
}

export function useRefreshOptions(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.option.all }), [queryClient]);
}

export function useSubmitOption() {
  const refresh = useRefreshOptions();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TMicrotradeSubmitRequest; idempotencyKey: string }) =>
      api.call(microtradeSubmit, request, { idempotencyKey }).then(noted),
    onSuccess: () => refresh(),
  });
}

/**
 * While mounted: `onOption` gets each order the server announces (opened or settled), and the
 * lists and the available amount follow the user's room without a reload.
 */
export function useOptionLiveUpdates(onOption?: (order: TOptionOrder) => void): void {
  const refresh = useRefreshOptions();
  useSocketEvent<TOptionOrder>(TRADING_SOCKET_EVENTS.option, (order) => {
    if (order && typeof order.id === 'number') {
      noted(order);
      onOption?.(order);
    }
    void refresh();
  });
  useSocketEvent(SOCKET_EVENTS.balance, () => void refresh());
}
