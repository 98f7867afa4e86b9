// area/list: the countries and regions with their calling codes.
import { queryOptions } from '@tanstack/react-query';
import { areaList } from '@platform/shared/contract/site';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const AREA_LIST_STALE_MS = 3_600_000;

export function areaListQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.areaList(),
    queryFn: ({ signal }) => api.call(areaList, {}, { signal }),
    staleTime: AREA_LIST_STALE_MS,
  });
}
