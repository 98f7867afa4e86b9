// news/detail: one article by id. An unknown id is answered with type 'error' (code not_found).
import { queryOptions, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { newsDetail } from '@platform/shared/contract/site';
import type { PageOf } from '@platform/shared/envelope';
import { expectShape } from '@platform/shared/guards/shape';
import { isArticle } from '@platform/shared/guards/site';
import type { TArticle } from '@platform/shared/schemas/site';
import { ApiError, api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const ARTICLE_STALE_MS = 5 * 60_000;
/** The envelope codes that mean "there is no such article" rather than "the call failed". */
const MISSING_CODES: ReadonlySet<string> = new Set(['not_found', 'parameter_error']);

export async function fetchArticle(id: number, signal?: AbortSignal): Promise<TArticle> {
  // Quiet: the page shows the not-found and failure states itself.
  return expectShape(isArticle, await api.call(newsDetail, { id }, { signal, silent: true }), newsDetail.path);
}

/** The server's refusal of the id itself, as opposed to a failed connection, a rate limit or a crash. */
export function isArticleMissing(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.type !== 'error') return false;
  // An older server answers without a code: a refusal with status 200 is about the id.
  return error.code === undefined ? error.status === 200 : MISSING_CODES.has(error.code);
}

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.content.article(id),
    queryFn: ({ signal }) => fetchArticle(id, signal),
    staleTime: ARTICLE_STALE_MS,
  });

/** The article as the news list already has it (body included), to show while the detail loads. */
function articleFromNewsList(queryClient: QueryClient, id: number): TArticle | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<PageOf<TArticle>>>({ queryKey: queryKeys.content.newsAll });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.data.find((article) => article.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** One article; `id` null (a link without a valid id) fetches nothing. */
export function useArticle(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...articleQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: () => (id === null ? undefined : articleFromNewsList(queryClient, id)),
  });
}
