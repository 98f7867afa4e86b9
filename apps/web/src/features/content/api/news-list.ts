// news/list: the news (article category 4), a page at a time for the infinite list.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { newsList } from '@platform/shared/contract/site';
import type { PageOf } from '@platform/shared/envelope';
import { expectShape } from '@platform/shared/guards/shape';
import { isArticlePage } from '@platform/shared/guards/site';
import type { TArticle } from '@platform/shared/schemas/site';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const NEWS_PAGE_LIMIT = 10;
const NEWS_STALE_MS = 60_000;

export async function fetchNewsPage(
  categoryId: number,
  page: number,
  signal?: AbortSignal,
  limit: number = NEWS_PAGE_LIMIT,
): Promise<PageOf<TArticle>> {
  // Quiet: the page shows its own failure state (or the footer's retry for a later page).
  const answer = await api.call(newsList, { c_id: categoryId, page, limit }, { signal, silent: true });
  return expectShape(isArticlePage, answer, newsList.path);
}

export const newsListQueryOptions = (categoryId: number = ARTICLE_CATEGORY.news) =>
  infiniteQueryOptions({
    queryKey: queryKeys.content.news(categoryId, NEWS_PAGE_LIMIT),
    queryFn: ({ pageParam, signal }) => fetchNewsPage(categoryId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: NEWS_STALE_MS,
  });

export function useNewsList() {
  return useInfiniteQuery(newsListQueryOptions());
}
