// lever/deal: one market's contract terms (lot size, multiples, fee rates), its mark price and the
// user's available USDT in the lever account.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leverDeal } from '@platform/shared/contract/lever';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useContractToken } from './refresh.ts';

export const leverDealQueryOptions = (token: string | null, symbol: string) =>
  queryOptions({
    queryKey: queryKeys.contract.deal(token, symbol),
    // Quiet: the screen shows its own failure state with a retry.
    queryFn: ({ signal }) => api.call(leverDeal, { symbol }, { signal, silent: true }),
    enabled: symbol.length > 0,
  });

export function useLeverDeal(symbol: string) {
  return useQuery(leverDealQueryOptions(useContractToken(), symbol));
}
