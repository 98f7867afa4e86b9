// The conversation (GET support/messages): pages of history newest first in the cache, shown oldest
// first (newest at the bottom); "load earlier" fetches the next page, the one before the oldest
// message shown. Sent messages and the socket's live ones are merged into the newest page, each id
// once, so the list never refetches just to show a new message.
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { supportMessages, supportRead, supportSend } from '@platform/shared/contract/support';
import {
  SUPPORT_PAGE_LIMIT_DEFAULT,
  type TSupportMessage,
  type TSupportMessagesResponse,
  type TSupportThreadState,
} from '@platform/shared/schemas/support';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type MessagesCache = InfiniteData<TSupportMessagesResponse, unknown>;

export const supportMessagesKey = queryKeys.support.messages;

export const supportMessagesQueryOptions = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: supportMessagesKey(token),
    queryFn: ({ pageParam, signal }) =>
      api.call(supportMessages, { before: pageParam, limit: SUPPORT_PAGE_LIMIT_DEFAULT }, { signal, silent: true }),
    initialPageParam: undefined as number | undefined,
    // The next page is the earlier one: before the oldest message of the last page loaded.
    getNextPageParam: (page) => (page.has_more && page.data[0] ? page.data[0].id : undefined),
    enabled: token !== null,
    // Answers that came while the chat was not open were not merged: fetch again on every visit.
    refetchOnMount: 'always',
  });

/** Every loaded message, oldest first, each id once. */
export function messagesOf(cache: MessagesCache | undefined): TSupportMessage[] {
  if (!cache) return [];
  const byId = new Map<number, TSupportMessage>();
  for (const page of cache.pages) for (const message of page.data) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const threadOf = (cache: MessagesCache | undefined): TSupportThreadState | null => cache?.pages[0]?.thread ?? null;

/** Puts a message (sent here or heard on the socket) into the newest page, once. */
export function mergeMessage(queryClient: QueryClient, token: string | null, message: TSupportMessage): void {
  queryClient.setQueryData<MessagesCache>(supportMessagesKey(token), (cache) => {
    const newest = cache?.pages[0];
    if (!cache || !newest) return cache;
    if (cache.pages.some((page) => page.data.some((known) => known.id === message.id))) return cache;
    const thread = newest.thread ?? { id: message.thread_id, status: 'open', agent_read_id: 0, user_read_id: 0 };
    const data = [...newest.data, message].sort((a, b) => a.id - b.id);
    return { ...cache, pages: [{ ...newest, thread: { ...thread, status: 'open' }, data }, ...cache.pages.slice(1)] };
  });
}

/** Changes the thread's state in the cache (read marks, status). */
export function updateThread(
  queryClient: QueryClient,
  token: string | null,
  change: (thread: TSupportThreadState) => TSupportThreadState,
): void {
  queryClient.setQueryData<MessagesCache>(supportMessagesKey(token), (cache) => {
    const newest = cache?.pages[0];
    if (!cache || !newest?.thread) return cache;
    return { ...cache, pages: [{ ...newest, thread: change(newest.thread) }, ...cache.pages.slice(1)] };
  });
}

export type Draft = { body: string; image: string };

/** POST support/send; the key makes a retry of a send whose answer was lost store it once. */
export function sendMessage(draft: Draft, idempotencyKey: string): Promise<TSupportMessage> {
  return api.call(supportSend, draft, { idempotencyKey, silent: true });
}

/** POST support/read: the agents' messages up to `upTo` are read; answers what is still unread. */
export async function markRead(upTo: number): Promise<number> {
  return (await api.call(supportRead, { up_to: upTo }, { silent: true })).count;
}
