// A record list read a page at a time (limit 10, SPEC.md section 9) for an infinite scroll.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PageOf } from '@platform/shared/envelope';
import { nextPageOf } from '../../../lib/paging.ts';

const RECORDS_PAGE_LIMIT = 10;

export function pagedQueryOptions<T>(
  queryKey: readonly unknown[],
  fetchPage: (page: number, limit: number, signal: AbortSignal) => Promise<PageOf<T>>,
  enabled = true,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, RECORDS_PAGE_LIMIT],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, RECORDS_PAGE_LIMIT, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
}
