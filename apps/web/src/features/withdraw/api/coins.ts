// currency/user_currency_list: the coins a user can withdraw and the networks of each. The wallet
// and spot screens read the same list, under the same key.
import { queryOptions } from '@tanstack/react-query';
import { currencyUserCurrencyList } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const COINS_STALE_MS = 60_000;

export function coinsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.wallet.userCoins(token),
    queryFn: ({ signal }) => api.call(currencyUserCurrencyList, {}, { signal, silent: true }),
    staleTime: COINS_STALE_MS,
  });
}
