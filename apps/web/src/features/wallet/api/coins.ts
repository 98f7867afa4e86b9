// currency/user_currency_list: the coins the wallet moves, with networks, the change account's
// available amount and each coin's deposit and withdrawal rules.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencyUserCurrencyList } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useWalletToken } from './refresh.ts';

export const userCoinsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.wallet.userCoins(token),
    queryFn: ({ signal }) => api.call(currencyUserCurrencyList, {}, { signal, silent: true }),
    enabled: Boolean(token),
  });

export function useUserCoins() {
  return useQuery(userCoinsQueryOptions(useWalletToken()));
}
