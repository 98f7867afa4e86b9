// The home screen's data is in the query cache before the screen renders: the early start script
// (build/early-start.ts) has usually fetched it while the scripts downloaded, and these queries take
// its answers (lib/early-answers.ts); otherwise they fetch with the entry script, not after the texts
// have loaded and the screen has rendered. Only when the app opens on home.
import type { QueryClient } from '@tanstack/react-query';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { articlesQueryOptions } from '../features/home/api/news.ts';
import { HOME_BANNERS_MAX } from '../features/home/home-limits.ts';
import { menuQueryOptions } from '../features/home/api/menu.ts';
import { quotationQueryOptions } from '../lib/live-quotation.ts';
import { HOME_HASHES } from './home-early-requests.ts';

const HOME_ROUTES: ReadonlySet<string> = new Set(HOME_HASHES);

export function prefetchHomeData(queryClient: QueryClient): void {
  if (!HOME_ROUTES.has(window.location.hash)) return;
  // The same params as HOME_EARLY_GETS, so these take the early answers.
  void queryClient.prefetchQuery(articlesQueryOptions(ARTICLE_CATEGORY.banner, HOME_BANNERS_MAX));
  void queryClient.prefetchQuery(quotationQueryOptions());
  void queryClient.prefetchQuery(menuQueryOptions());
}
