// What the spot (change) account holds of each coin: currency/user_currency_list answers every coin
// with its available amount in one call, so a pair's two sides come from one query.
import { useQuery } from '@tanstack/react-query';
import type { TUserCurrency } from '@platform/shared/schemas/wallet';
import { api } from '../../../lib/api.ts';
import { userKey, useSpotToken } from './keys.ts';

export function useSpotBalances() {
  const token = useSpotToken();
  return useQuery({
    queryKey: userKey(token, 'balances'),
    queryFn: ({ signal }) => api.get<TUserCurrency[]>('currency/user_currency_list', undefined, { signal, silent: true }),
    enabled: Boolean(token),
  });
}

/** The available amount of `coin`, '0' when the list has no such coin, null while unknown. */
export function availableOf(coins: readonly TUserCurrency[] | undefined, coin: string): string | null {
  if (!coins) return null;
  return coins.find((item) => item.name === coin)?.available ?? '0';
}
