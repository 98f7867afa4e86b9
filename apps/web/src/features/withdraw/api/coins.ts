// currency/user_currency_list: the coins a user can withdraw and the networks of each.
import { queryOptions } from '@tanstack/react-query';
import type { TUserCurrency } from '@platform/shared/schemas/wallet';
import { api } from '../../../lib/api.ts';
import { withdrawKeys } from './keys.ts';

const COINS_STALE_MS = 60_000;

export function coinsQueryOptions() {
  return queryOptions({
    queryKey: withdrawKeys.coins(),
    queryFn: ({ signal }) => api.get<TUserCurrency[]>('currency/user_currency_list', undefined, { signal, silent: true }),
    staleTime: COINS_STALE_MS,
  });
}
