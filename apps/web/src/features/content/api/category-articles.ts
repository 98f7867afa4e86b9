// news/list of one page-like category (FAQ 18, contact 35, compliance 34): every article of it at
// once, for pages that show them all (and the FAQ search, which reads them all).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX } from '@platform/shared/constants';
import type { TArticle } from '@platform/shared/schemas/site';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchNewsPage } from './news-list.ts';

const CATEGORY_STALE_MS = 5 * 60_000;

export const categoryArticlesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: queryKeys.content.category(categoryId),
    // One page of the largest size: a help centre of more than 100 questions would need a server-side search.
    queryFn: async ({ signal }): Promise<TArticle[]> => (await fetchNewsPage(categoryId, 1, signal, PAGE_LIMIT_MAX)).data,
    staleTime: CATEGORY_STALE_MS,
  });

export function useCategoryArticles(categoryId: number) {
  return useQuery(categoryArticlesQueryOptions(categoryId));
}
