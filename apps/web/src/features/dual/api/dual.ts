// dual/index, detail, buyDual and dual_list, and the coin balance a purchase is paid from. Every
// query of the user's own data is keyed under 'dual' and the session token, so one prefix refreshes
// them after a purchase or a settlement, and one user's orders never show for the next user.
import { useCallback } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { dualBuy, dualDetail, dualIndex, dualList, dualSummary } from '@platform/shared/contract/dual';
import { walletDetail } from '@platform/shared/contract/wallet';
import { DUAL_LIST_LIMIT, type DualState, type DualTypeName } from '@platform/shared/dual-rules';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TDualBuyRequest, TDualListResponse } from '@platform/shared/schemas/dual';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

/** While an order waits for its settlement, the list is re-read this often as a fallback to the socket. */
const WAITING_REFRESH_MS = 5000;
/** Products: the last price moves, the terms rarely. */
const PRODUCTS_REFRESH_MS = 15_000;

const keys = {
  all: ['dual'] as const,
  products: (currencyId: number, type: DualTypeName) => ['dualProducts', currencyId, type] as const,
  product: (id: number) => ['dualProduct', id] as const,
  balance: (token: string | null, coin: string) => [...keys.all, token ?? '', 'balance', coin] as const,
  orders: (token: string | null, status: string) => [...keys.all, token ?? '', 'orders', status] as const,
  summary: (token: string | null) => [...keys.all, token ?? '', 'summary'] as const,
};

export type DualListTab = 'all' | DualState;

export function useDualProducts(currencyId: number, type: DualTypeName) {
  return useQuery(
    queryOptions({
      queryKey: keys.products(currencyId, type),
      queryFn: ({ signal }) => api.call(dualIndex, { currency_id: currencyId, type }, { signal, silent: true }),
      refetchInterval: PRODUCTS_REFRESH_MS,
    }),
  );
}

export function useDualProduct(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.product(id),
      queryFn: ({ signal }) => api.call(dualDetail, { id }, { signal, silent: true }),
      enabled: id > 0,
      refetchInterval: PRODUCTS_REFRESH_MS,
    }),
  );
}

/** What the coin (change) account holds of the coin a purchase is paid in. */
export function useDualBalance(currencyId: number | undefined, coin: string) {
  const token = useSession((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: keys.balance(token, coin),
      queryFn: ({ signal }) =>
        api.call(walletDetail, { currency_id: currencyId as number, account_type: ACCOUNT_TYPE.change }, { signal, silent: true }),
      enabled: Boolean(token) && currencyId !== undefined,
    }),
  );
}

/** What the user holds in dual investment and what it has paid (the Financial tab). */
export function useDualSummary() {
  const token = useSession((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: keys.summary(token),
      queryFn: ({ signal }) => api.call(dualSummary, {}, { signal, silent: true }),
      enabled: Boolean(token),
    }),
  );
}

export function useDualOrders(tab: DualListTab) {
  const token = useSession((state) => state.token);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.orders(token, tab),
      queryFn: ({ pageParam, signal }) =>
        api.call(dualList, { status: tab === 'all' ? undefined : tab, page: pageParam, limit: DUAL_LIST_LIMIT }, { signal, silent: true }),
      initialPageParam: 1,
      getNextPageParam: (page: TDualListResponse) => nextPageOf(page),
      enabled: Boolean(token),
      refetchInterval: (query: { state: { data?: { pages: TDualListResponse[] } } }) =>
        query.state.data?.pages.some((page) => page.data.some((order) => order.status !== 'completed')) ? WAITING_REFRESH_MS : false,
    }),
  );
}

export function useRefreshDual(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: keys.all }), [queryClient]);
}

export function useBuyDual() {
  const refresh = useRefreshDual();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TDualBuyRequest; idempotencyKey: string }) =>
      api.call(dualBuy, request, { idempotencyKey }),
    onSuccess: (order) => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: keys.product(order.product_id) });
    },
  });
}

/** While mounted, the user's orders and balance follow their room (a purchase or a settlement) without a reload. */
export function useDualLiveUpdates(): void {
  const refresh = useRefreshDual();
  useSocketEvent(SOCKET_EVENTS.balance, () => void refresh());
}
