// wallet/list: every account with every coin (zeros included) and the totals in USDT.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletList } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useWalletToken } from './refresh.ts';

export const walletListQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.wallet.list(token),
    // Quiet: the page shows its own failure state with a retry.
    queryFn: ({ signal }) => api.call(walletList, {}, { signal, silent: true }),
    enabled: Boolean(token),
  });

export function useWalletList() {
  return useQuery(walletListQueryOptions(useWalletToken()));
}
