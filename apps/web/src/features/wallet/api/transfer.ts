// user/getTransferList, user/getTransferFee, user/Transfer and user/transfer_list: moving a coin
// between the user's own accounts (money-moving: sent with an Idempotency-Key).
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { userGetTransferFee, userGetTransferList, userTransfer, userTransferList } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshWallet, useWalletToken } from './refresh.ts';
import { pagedQueryOptions } from './paged.ts';

export function useTransferAccounts() {
  const token = useWalletToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.wallet.transferAccounts(token),
      queryFn: ({ signal }) => api.call(userGetTransferList, {}, { signal, silent: true }),
      enabled: Boolean(token),
    }),
  );
}

/** The fee of moving `amount` (or the fee rate alone while no amount is typed). */
export function useTransferFee(coinId: number | null, fromId: number, toId: number, amount: string | null) {
  const token = useWalletToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.wallet.transferFee(token, coinId, fromId, toId, amount),
      queryFn: ({ signal }) =>
        api.call(
          userGetTransferFee,
          { currency_id: coinId ?? 0, from_field: fromId, to_field: toId, number: amount ?? undefined },
          { signal, silent: true },
        ),
      placeholderData: keepPreviousData,
      enabled: Boolean(token) && coinId !== null && fromId !== toId,
    }),
  );
}

export type TransferRequest = { currency_id: number; number: string; from_field: number; to_field: number };

export function useTransfer() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: TransferRequest; idempotencyKey: string }) =>
      api.call(userTransfer, request, { idempotencyKey }),
    onSuccess: () => refresh(),
  });
}

export function useTransferHistory() {
  const token = useWalletToken();
  return useInfiniteQuery(
    pagedQueryOptions(
      queryKeys.wallet.transfers(token),
      (page, limit, signal) => api.call(userTransferList, { page, limit }, { signal, silent: true }),
      Boolean(token),
    ),
  );
}
