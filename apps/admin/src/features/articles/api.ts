// Article calls of the back office: the list by category and state, one article with its
// translations, and the changes (save one language, publish, home pop-up, delete), each of which
// refreshes the lists and the audit log. Covers are uploaded with POST /api/upload first.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminArticles,
  adminArticlesDelete,
  adminArticlesDetail,
  adminArticlesPop,
  adminArticlesPublish,
  adminArticlesSave,
  adminArticlesTranslationDelete,
} from '@platform/shared/contract/site';
import type {
  TAdminArticle,
  TAdminArticlePopRequest,
  TAdminArticlePublishRequest,
  TAdminArticleSaveRequest,
  TAdminArticleTranslationDeleteRequest,
} from '@platform/shared/schemas/content';
import { API_BASE, ApiError, api } from '../../lib/api.ts';
import { getSession } from '../../lib/session.ts';

export const ARTICLES_PAGE_LIMIT = 20;

export type StateFilter = 'all' | 'published' | 'draft';
export type CategoryFilter = number | 'all';

const PUBLISHED_PARAM: Record<StateFilter, 0 | 1 | undefined> = { all: undefined, published: 1, draft: 0 };

export const articlesQuery = (category: CategoryFilter, state: StateFilter, page: number) =>
  queryOptions({
    queryKey: ['articles', 'list', category, state, page],
    queryFn: ({ signal }) =>
      api.call(
        adminArticles,
        { category_id: category === 'all' ? undefined : category, published: PUBLISHED_PARAM[state], page, limit: ARTICLES_PAGE_LIMIT },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const articleQuery = (groupKey: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', groupKey],
    queryFn: ({ signal }) => api.call(adminArticlesDetail, { group_key: groupKey }, { signal }),
    // The editor holds the admin's unsaved text: never swap the article under it on a window focus.
    refetchOnWindowFocus: false,
  });

export type ArticleChange =
  | { call: 'save'; input: TAdminArticleSaveRequest }
  | { call: 'publish'; input: TAdminArticlePublishRequest }
  | { call: 'pop'; input: TAdminArticlePopRequest }
  | { call: 'translation/delete'; input: TAdminArticleTranslationDeleteRequest };

/** Sends one change of an article; answers the article as it now is. */
function sendChange(change: ArticleChange): Promise<TAdminArticle> {
  switch (change.call) {
    case 'save':
      return api.call(adminArticlesSave, change.input);
    case 'publish':
      return api.call(adminArticlesPublish, change.input);
    case 'pop':
      return api.call(adminArticlesPop, change.input);
    case 'translation/delete':
      return api.call(adminArticlesTranslationDelete, change.input);
  }
}

/** One change of an article; answers the article as it now is. */
export function useChangeArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: (article) => queryClient.setQueryData(articleQuery(article.group_key).queryKey, article),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['articles', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupKey: string) => api.call(adminArticlesDelete, { group_key: groupKey }),
    onSuccess: ({ group_key }) => queryClient.removeQueries({ queryKey: articleQuery(group_key).queryKey }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['articles', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

type Envelope = { type?: unknown; message?: unknown; code?: unknown };

/** Uploads a cover image (png, jpg, gif: the server decides by its bytes) and answers its file name. */
export async function uploadCover(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const token = getSession().token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/upload?lang=en`, { method: 'POST', headers: token ? { Authorization: token } : {}, body: form });
  } catch {
    throw new ApiError('network', 'The image could not be sent. Check the connection and try again.');
  }
  const body = (await response.json().catch(() => undefined)) as Envelope | undefined;
  if (response.ok && body?.type === 'ok' && typeof body.message === 'string') return body.message;
  const message = typeof body?.message === 'string' && body.message ? body.message : `The upload failed (${response.status}).`;
  throw new ApiError(String(body?.type ?? 'http'), message, typeof body?.code === 'string' ? body.code : undefined);
}
