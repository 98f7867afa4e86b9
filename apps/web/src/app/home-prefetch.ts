// The home screen's data starts loading with the entry script, not after the texts have loaded and
// the screen has rendered: on a phone (150 ms round trips) that is two round trips earlier for the
// banner, which is the screen's largest paint. Only when the app opens on home.
import type { QueryClient } from '@tanstack/react-query';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { articlesQueryOptions, HOME_BANNERS_MAX } from '../features/home/api/news.ts';
import { menuQueryOptions } from '../features/home/api/menu.ts';
import { quotationQueryOptions } from '../lib/live-quotation.ts';

const HOME_ROUTES: ReadonlySet<string> = new Set(['', '#', '#/', '#/pages/index/index']);

export function prefetchHomeData(queryClient: QueryClient): void {
  if (!HOME_ROUTES.has(window.location.hash)) return;
  void queryClient.prefetchQuery(articlesQueryOptions(ARTICLE_CATEGORY.banner, HOME_BANNERS_MAX));
  void queryClient.prefetchQuery(quotationQueryOptions());
  void queryClient.prefetchQuery(menuQueryOptions());
}
