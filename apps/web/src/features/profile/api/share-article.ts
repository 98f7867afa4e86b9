// The share text: the newest article of category 36 (news/list c_id=36) in the user's language, if
// the operator wrote one; the share page has its own default otherwise.
import { queryOptions } from '@tanstack/react-query';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { newsList } from '@platform/shared/contract/site';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SHARE_TEXT_STALE_MS = 3_600_000;

export const shareArticleQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: queryKeys.content.shareArticle(lang),
    queryFn: async ({ signal }) => {
      const page = await api.call(newsList, { c_id: ARTICLE_CATEGORY.share, page: 1, limit: 1 }, { signal, silent: true });
      return page.data[0] ?? null;
    },
    staleTime: SHARE_TEXT_STALE_MS,
  });
