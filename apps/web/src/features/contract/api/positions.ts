// lever/dealall, lever/close, lever/setstop and lever/batch_close: the user's open positions and
// pending entries, and what can be done to them. Closing moves money: each is sent with an
// Idempotency-Key.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { leverBatchClose, leverClose, leverDealall, leverSetstop } from '@platform/shared/contract/lever';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useContractToken, useRefreshContract } from './refresh.ts';

export function useDealall() {
  const token = useContractToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.contract.positions(token),
      queryFn: ({ signal }) => api.call(leverDealall, {}, { signal, silent: true }),
      enabled: Boolean(token),
    }),
  );
}

type Keyed<Request> = { request: Request; idempotencyKey: string };

/** Closes an open position at the mark price, or cancels a pending entry. */
export function useClosePosition() {
  const refresh = useRefreshContract();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: Keyed<{ id: number }>) => api.call(leverClose, request, { idempotencyKey }),
    onSettled: () => refresh(),
  });
}

export type SetStopsRequest = { id: number; target_profit_price: string; stop_loss_price: string };

/** Errors are shown in the popup, not as a toast. */
export function useSetStops() {
  const refresh = useRefreshContract();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: Keyed<SetStopsRequest>) => api.call(leverSetstop, request, { idempotencyKey, silent: true }),
    onSuccess: () => refresh(),
  });
}

export type BatchCloseType = 'all' | 'long' | 'short';

export function useBatchClose() {
  const refresh = useRefreshContract();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: Keyed<{ type: BatchCloseType }>) => api.call(leverBatchClose, request, { idempotencyKey }),
    onSettled: () => refresh(),
  });
}
