// Support chat calls of the back office (admin/support/...): the inbox, a conversation, answering
// (with a picture uploaded through /api/upload), read marks, closing and reopening, the widget
// setting, and the sidebar's count of unread user messages. Every support query is keyed under
// 'support', which the socket (live.ts) refreshes when a message, a read mark or a status moves.
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isSuccess } from '@platform/shared/envelope';
import {
  adminSupportClose,
  adminSupportMessages,
  adminSupportRead,
  adminSupportReopen,
  adminSupportSend,
  adminSupportSetting,
  adminSupportSettingSave,
  adminSupportThreads,
  adminSupportUnread,
} from '@platform/shared/contract/support';
import { upload } from '@platform/shared/contract/upload';
import { SUPPORT_PAGE_LIMIT_DEFAULT } from '@platform/shared/schemas/support';
import { API_BASE, ApiError, api } from '../../lib/api.ts';
import { getSession } from '../../lib/session.ts';
import { watchSupport } from './live.ts';

export const SUPPORT_KEY = ['support'] as const;
export const THREADS_PAGE_LIMIT = 20;
/** A backstop for a socket that cannot connect (a proxy without websockets and polling). */
const UNREAD_REFRESH_MS = 30_000;

export type ThreadFilter = 'open' | 'closed' | 'all';

/** How many user messages no agent has read, for the sidebar; it also starts the live updates. */
export const pendingSupportQuery = () =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'unread'],
    queryFn: async ({ signal, client }) => {
      watchSupport(client);
      return (await api.call(adminSupportUnread, {}, { signal })).count;
    },
    refetchInterval: UNREAD_REFRESH_MS,
  });

export const threadsQuery = (status: ThreadFilter, page: number) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'threads', status, page],
    queryFn: ({ signal }) => api.call(adminSupportThreads, { status, page, limit: THREADS_PAGE_LIMIT }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A conversation: pages newest first (the next page is the earlier one), shown oldest first. */
export const conversationQuery = (threadId: number) =>
  infiniteQueryOptions({
    queryKey: [...SUPPORT_KEY, 'conversation', threadId],
    queryFn: ({ pageParam, signal }) =>
      api.call(adminSupportMessages, { thread_id: threadId, before: pageParam, limit: SUPPORT_PAGE_LIMIT_DEFAULT }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more && page.data[0] ? page.data[0].id : undefined),
  });

export const settingQuery = () =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'setting'],
    queryFn: ({ signal }) => api.call(adminSupportSetting, {}, { signal }),
  });

function useRefreshingMutation<I, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export type Reply = { threadId: number; body: string; image: string; idempotencyKey: string };

export const useSendReply = () =>
  useRefreshingMutation((reply: Reply) =>
    api.call(
      adminSupportSend,
      { thread_id: reply.threadId, body: reply.body, image: reply.image },
      { idempotencyKey: reply.idempotencyKey },
    ),
  );

export const useMarkRead = () =>
  useRefreshingMutation(({ threadId, upTo }: { threadId: number; upTo: number }) =>
    api.call(adminSupportRead, { thread_id: threadId, up_to: upTo }),
  );

export const useThreadStatus = () =>
  useRefreshingMutation(({ threadId, action }: { threadId: number; action: 'close' | 'reopen' }) =>
    api.call(action === 'close' ? adminSupportClose : adminSupportReopen, { thread_id: threadId }),
  );

export const useSaveSetting = () =>
  useRefreshingMutation((supportUrl: string) => api.call(adminSupportSettingSave, { support_url: supportUrl }));

function authHeaders(): Record<string, string> {
  const token = getSession().token;
  return token ? { Authorization: token } : {};
}

/** Uploads a picture (POST /api/upload, multipart `file`); answers its file reference. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let body: { type?: unknown; message?: unknown; code?: unknown } | undefined;
  try {
    const response = await fetch(`${API_BASE}/${upload.path}?lang=en`, {
      method: 'POST',
      headers: authHeaders(),
      body: form,
      credentials: 'same-origin',
    });
    body = (await response.json().catch(() => undefined)) as typeof body;
  } catch {
    throw new ApiError('network', 'The picture could not be uploaded. Check the connection and try again.');
  }
  if (body && isSuccess(body) && typeof body.message === 'string') return body.message;
  throw new ApiError('error', typeof body?.message === 'string' ? body.message : 'The picture could not be uploaded.');
}

/** A support picture (GET /api/support/image/<name>), readable only with the admin's Authorization header. */
export async function fetchSupportImage(name: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(`${API_BASE}/support/image/${encodeURIComponent(name)}`, {
    headers: authHeaders(),
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/')) {
    throw new ApiError('http', `The picture could not be loaded (${response.status}).`);
  }
  return response.blob();
}
