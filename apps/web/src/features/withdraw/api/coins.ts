// currency/user_currency_list: the coins a user can withdraw and the networks of each. The wallet
// and spot screens read the same list, under the same key.
import { queryOptions } from '@tanstack/react-query';
import type { TUserCurrency } from '@platform/shared/schemas/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const COINS_STALE_MS = 60_000;

export function coinsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.wallet.userCoins(token),
    queryFn: ({ signal }) => api.get<TUserCurrency[]>('currency/user_currency_list', undefined, { signal, silent: true }),
    staleTime: COINS_STALE_MS,
  });
}
