// currency/search: markets whose symbol or name matches a keyword.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currencySearch } from '@platform/shared/contract/market';
import { isQuoteList } from '@platform/shared/guards/market';
import { expectShape } from '@platform/shared/guards/shape';
import type { TQuote } from '@platform/shared/schemas/market';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function fetchMarketSearch(keyword: string): Promise<TQuote[]> {
  return expectShape(isQuoteList, await api.call(currencySearch, { keyword }), currencySearch.path);
}

export const marketSearchQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: queryKeys.market.search(keyword),
    queryFn: () => fetchMarketSearch(keyword),
    staleTime: 60_000,
  });

export function useMarketSearch(keyword: string) {
  return useQuery({ ...marketSearchQueryOptions(keyword), enabled: keyword.length > 0, placeholderData: keepPreviousData });
}
