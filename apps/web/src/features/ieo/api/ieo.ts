// project, project/detail, project/order, user/project/order and user/project/summary: the IEO
// projects and the signed-in user's subscriptions. Every query is keyed under 'ieo' and the session
// token, so one prefix refreshes them after a subscription or an allocation, and one user's
// subscriptions never show for the next user.
import { useCallback } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { project, projectDetail, projectOrder, userProjectOrder, userProjectSummary } from '@platform/shared/contract/ieo';
import { walletDetail } from '@platform/shared/contract/wallet';
import { IEO_LIST_LIMIT, type IeoOrderState, type IeoState } from '@platform/shared/ieo-rules';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TIeoOrderRequest, TIeoOrdersResponse, TIeoProjectsResponse } from '@platform/shared/schemas/ieo';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

/** While a subscription waits for its allocation, the list is re-read this often as a fallback to the socket. */
const WAITING_REFRESH_MS = 5000;
/** A project's subscribed total moves while it is in progress. */
const PROJECT_REFRESH_MS = 15_000;

type Token = string | null;
const keys = {
  all: ['ieo'] as const,
  projects: (token: Token, state: IeoState) => [...keys.all, token ?? '', 'projects', state] as const,
  project: (token: Token, id: number) => [...keys.all, token ?? '', 'project', id] as const,
  balance: (token: Token, currencyId: number) => [...keys.all, token ?? '', 'balance', currencyId] as const,
  orders: (token: Token, tab: string) => [...keys.all, token ?? '', 'orders', tab] as const,
  summary: (token: Token) => [...keys.all, token ?? '', 'summary'] as const,
};

function useToken(): Token {
  return useSession((state) => state.token);
}

export function useIeoProjects(state: IeoState) {
  const token = useToken();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.projects(token, state),
      queryFn: ({ pageParam, signal }) => api.call(project, { state, page: pageParam, limit: IEO_LIST_LIMIT }, { signal, silent: true }),
      initialPageParam: 1,
      getNextPageParam: (page: TIeoProjectsResponse) => nextPageOf(page),
    }),
  );
}

export function useIeoProject(id: number) {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: keys.project(token, id),
      queryFn: ({ signal }) => api.call(projectDetail, { id }, { signal, silent: true }),
      enabled: id > 0,
      refetchInterval: PROJECT_REFRESH_MS,
    }),
  );
}

/** What the coin (change) account holds of the pay currency. */
export function useIeoBalance(currencyId: number | undefined) {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: keys.balance(token, currencyId ?? 0),
      queryFn: ({ signal }) =>
        api.call(walletDetail, { currency_id: currencyId as number, account_type: ACCOUNT_TYPE.change }, { signal, silent: true }),
      enabled: Boolean(token) && currencyId !== undefined,
    }),
  );
}

export type IeoOrdersTab = 'all' | IeoOrderState;

export function useIeoOrders(tab: IeoOrdersTab) {
  const token = useToken();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.orders(token, tab),
      queryFn: ({ pageParam, signal }) =>
        api.call(
          userProjectOrder,
          { status: tab === 'all' ? undefined : tab, page: pageParam, limit: IEO_LIST_LIMIT },
          { signal, silent: true },
        ),
      initialPageParam: 1,
      getNextPageParam: (page: TIeoOrdersResponse) => nextPageOf(page),
      enabled: Boolean(token),
      refetchInterval: (query: { state: { data?: { pages: TIeoOrdersResponse[] } } }) =>
        query.state.data?.pages.some((page) => page.data.some((order) => order.status === 'subscribed')) ? WAITING_REFRESH_MS : false,
    }),
  );
}

/** Subscriptions awaiting allocation and tokens received (the Financial tab). */
export function useIeoSummary() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: keys.summary(token),
      queryFn: ({ signal }) => api.call(userProjectSummary, {}, { signal, silent: true }),
      enabled: Boolean(token),
    }),
  );
}

export function useRefreshIeo(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: keys.all }), [queryClient]);
}

/** The refusals are shown by the screen (silent), next to what the user typed. */
export function useSubscribeIeo() {
  const refresh = useRefreshIeo();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TIeoOrderRequest; idempotencyKey: string }) =>
      api.call(projectOrder, request, { idempotencyKey, silent: true }),
    onSuccess: () => refresh(),
  });
}

/** While mounted, a subscription or an allocation (a balance event) refreshes the lists. */
export function useIeoLiveUpdates(): void {
  const refresh = useRefreshIeo();
  useSocketEvent(SOCKET_EVENTS.balance, () => void refresh());
}
