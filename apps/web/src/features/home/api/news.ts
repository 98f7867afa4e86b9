// news/list (banners, category 5; announcements, category 4) and news/index_pop (the home pop-up).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { newsIndexPop, newsList } from '@platform/shared/contract/site';
import { expectShape } from '@platform/shared/guards/shape';
import { isArticlePage, isPopArticle } from '@platform/shared/guards/site';
import type { TArticle } from '@platform/shared/schemas/site';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { HOME_ANNOUNCEMENTS_MAX, HOME_BANNERS_MAX } from '../home-limits.ts';

export async function fetchArticles(categoryId: number, limit: number): Promise<TArticle[]> {
  const page = expectShape(isArticlePage, await api.call(newsList, { c_id: categoryId, page: 1, limit }), newsList.path);
  return page.data;
}

export const articlesQueryOptions = (categoryId: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.home.articles(categoryId, limit),
    queryFn: () => fetchArticles(categoryId, limit),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(articlesQueryOptions(ARTICLE_CATEGORY.banner, HOME_BANNERS_MAX));
}

export function useAnnouncements() {
  return useQuery(articlesQueryOptions(ARTICLE_CATEGORY.news, HOME_ANNOUNCEMENTS_MAX));
}

export async function fetchPopArticle(): Promise<TArticle | null> {
  // Quiet: a missing pop-up is not worth a toast.
  return expectShape(isPopArticle, await api.call(newsIndexPop, {}, { silent: true }), newsIndexPop.path);
}

export const popArticleQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.home.popArticle(),
    queryFn: fetchPopArticle,
    staleTime: 10 * 60_000,
  });

export function usePopArticle() {
  return useQuery(popArticleQueryOptions());
}
