// lh/deposit/config, lh/deposit/order, lh/deposit, lh/deposit/order/cancel and mining: the staking
// products and the signed-in user's positions. Every query is keyed under 'staking' and the session
// token, so one prefix refreshes them after a subscription or a redemption, and one user's positions
// never show for the next user.
import { useCallback } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lhDeposit, lhDepositConfig, lhDepositOrder, lhDepositOrderCancel, mining } from '@platform/shared/contract/staking';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { StakingState } from '@platform/shared/staking-rules';
import type { TStakingDepositRequest, TStakingOrdersResponse } from '@platform/shared/schemas/staking';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

const ORDERS_PAGE = 10;

type Token = string | null;
const keys = {
  all: ['staking'] as const,
  products: (token: Token) => [...keys.all, token ?? '', 'products'] as const,
  orders: (token: Token, state: StakingState) => [...keys.all, token ?? '', 'orders', state] as const,
  mining: (token: Token) => [...keys.all, token ?? '', 'mining'] as const,
};

function useToken(): Token {
  return useSession((state) => state.token);
}

/** The open products, with the caller's balance and cap when signed in. */
export function useStakingProducts() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: keys.products(token),
      queryFn: ({ signal }) => api.call(lhDepositConfig, {}, { signal, silent: true }),
    }),
  );
}

/** The user's positions of one state, a page at a time. */
export function useStakingOrders(state: StakingState) {
  const token = useToken();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.orders(token, state),
      queryFn: ({ pageParam, signal }) =>
        api.call(lhDepositOrder, { state, page: pageParam, limit: ORDERS_PAGE }, { signal, silent: true }),
      initialPageParam: 1,
      getNextPageParam: (page: TStakingOrdersResponse) => nextPageOf(page),
      enabled: Boolean(token),
    }),
  );
}

/** Principal held, today's and all income per coin. */
export function useMining() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: keys.mining(token),
      queryFn: ({ signal }) => api.call(mining, {}, { signal, silent: true }),
      enabled: Boolean(token),
    }),
  );
}

export function useRefreshStaking(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: keys.all }), [queryClient]);
}

/** The refusals are shown by the screen (silent), next to what the user typed. */
export function useSubscribe() {
  const refresh = useRefreshStaking();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TStakingDepositRequest; idempotencyKey: string }) =>
      api.call(lhDeposit, request, { idempotencyKey, silent: true }),
    onSuccess: () => refresh(),
  });
}

export function useRedeemEarly() {
  const refresh = useRefreshStaking();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      api.call(lhDepositOrderCancel, { id }, { idempotencyKey }),
    onSettled: () => refresh(),
  });
}

/** While mounted, a dividend or a returned principal (a balance event) refreshes the lists. */
export function useStakingLiveUpdates(): void {
  const refresh = useRefreshStaking();
  useSocketEvent(SOCKET_EVENTS.balance, () => void refresh());
}
