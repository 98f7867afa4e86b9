// wallet/change_quote, wallet/change and wallet/hzhistory: converting one coin into another in the
// change account at a quoted rate (money-moving: sent with an Idempotency-Key and the rate the user
// saw, which the server holds to its tolerance).
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { walletChange, walletChangeQuote, walletHzhistory } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshWallet, useWalletToken } from './refresh.ts';
import { pagedQueryOptions } from './paged.ts';

/** A quote older than this is asked again while the page is open. */
export const QUOTE_REFRESH_MS = 5000;

export function useConvertQuote(fromId: number | null, toId: number | null, amount: string | null) {
  const token = useWalletToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.wallet.quote(token, fromId, toId, amount),
      queryFn: ({ signal }) =>
        api.call(
          walletChangeQuote,
          { from_currency_id: fromId ?? 0, to_currency_id: toId ?? 0, number: amount ?? '' },
          // Quiet: the page shows why there is no quote; a toast every 5 s would be noise.
          { signal, silent: true },
        ),
      enabled: Boolean(token) && fromId !== null && toId !== null && fromId !== toId && amount !== null,
      refetchInterval: QUOTE_REFRESH_MS,
      staleTime: 0,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
}

export type ConvertRequest = { from_currency_id: number; to_currency_id: number; number: string; rate: string };

export function useConvert() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: ConvertRequest; idempotencyKey: string }) =>
      api.call(walletChange, request, { idempotencyKey }),
    onSettled: () => refresh(),
  });
}

export function useConversionHistory() {
  const token = useWalletToken();
  return useInfiniteQuery(
    pagedQueryOptions(
      queryKeys.wallet.conversions(token),
      (page, limit, signal) => api.call(walletHzhistory, { page, limit }, { signal, silent: true }),
      Boolean(token),
    ),
  );
}
