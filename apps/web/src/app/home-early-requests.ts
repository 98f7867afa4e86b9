// The public calls the home screen makes first, which the early start script (build/early-start.ts)
// sends before the app's scripts have arrived: the banners (the screen's largest paint), the quotes and
// the entries. The params are the ones the screen's queries pass, so the URLs are the same.
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { currencyQuotationNew } from '@platform/shared/contract/market';
import { menu, newsList } from '@platform/shared/contract/site';
import { HOME_BANNERS_MAX } from '../features/home/home-limits.ts';
import type { Params } from '../lib/api-url.ts';

export type EarlyGet = { path: string; params: Params };

export const HOME_BANNERS_REQUEST: EarlyGet = {
  path: newsList.path,
  params: { c_id: ARTICLE_CATEGORY.banner, page: 1, limit: HOME_BANNERS_MAX },
};

export const HOME_EARLY_GETS: EarlyGet[] = [
  HOME_BANNERS_REQUEST,
  { path: currencyQuotationNew.path, params: {} },
  { path: menu.path, params: {} },
];

/** The location hashes that open the home screen. */
export const HOME_HASHES: readonly string[] = ['', '#', '#/', '#/pages/index/index'];
