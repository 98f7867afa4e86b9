// lever/my_trade: the user's positions in one state, newest first, a page at a time; category
// 'index' lists the stock (US index) orders.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { leverMyTrade } from '@platform/shared/contract/lever';
import type { ContractState } from '@platform/shared/schemas/contract';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useContractToken } from './refresh.ts';

/** SPEC.md section 9: lists page by 10. */
const MY_TRADE_PAGE_LIMIT = 10;

export type ContractCategory = 'crypto' | 'index';

export function useMyTrade(status: ContractState, category: ContractCategory | undefined) {
  const token = useContractToken();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.contract.myTrade(token, status, category ?? '', MY_TRADE_PAGE_LIMIT),
      queryFn: ({ pageParam, signal }) =>
        api.call(leverMyTrade, { status, category, page: pageParam, limit: MY_TRADE_PAGE_LIMIT }, { signal, silent: true }),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      enabled: Boolean(token),
    }),
  );
}
