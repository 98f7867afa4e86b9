// What the spot (change) account holds of each coin: currency/user_currency_list answers every coin
// with its available amount in one call, so a pair's two sides come from one query. The wallet
// and withdrawal screens read the same list, under the same key.
import { useQuery } from '@tanstack/react-query';
import { currencyUserCurrencyList } from '@platform/shared/contract/wallet';
import type { TUserCurrency } from '@platform/shared/schemas/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSpotToken } from './refresh.ts';

export function useSpotBalances() {
  const token = useSpotToken();
  return useQuery({
    queryKey: queryKeys.wallet.userCoins(token),
    queryFn: ({ signal }) => api.call(currencyUserCurrencyList, {}, { signal, silent: true }),
    enabled: Boolean(token),
  });
}

/** The available amount of `coin`, '0' when the list has no such coin, null while unknown. */
export function availableOf(coins: readonly TUserCurrency[] | undefined, coin: string): string | null {
  if (!coins) return null;
  return coins.find((item) => item.name === coin)?.available ?? '0';
}
