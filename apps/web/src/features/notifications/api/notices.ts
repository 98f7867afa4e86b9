// notifications/list, read and read_all: the caller's notices a page at a time (rendered by the
// server in the app's language), and marking them read. Every notifications query sits under
// queryKeys.notifications.all (lib/query-keys.ts), so one invalidation refreshes the lists and the badges.
import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { notificationsList, notificationsRead, notificationsReadAll } from '@platform/shared/contract/notifications';
import type { PageOf } from '@platform/shared/envelope';
import type { NotificationFilter, TNotification } from '@platform/shared/schemas/notifications';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
/** SPEC.md section 9: lists read 10 at a time. */
const NOTICES_PAGE_LIMIT = 10;

type NoticePages = InfiniteData<PageOf<TNotification>, number>;

export const noticesQueryOptions = (token: string | null, filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(token, filter),
    queryFn: ({ pageParam, signal }) =>
      api.call(notificationsList, { page: pageParam, limit: NOTICES_PAGE_LIMIT, filter }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });

/** Refetches the lists and the badges: after a notice arrived or was read. */
export function refreshNotices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
}

/** Shows `read` (one id, or every notice) at once in the loaded lists and the badge, before the server answers. */
function markReadInCache(queryClient: QueryClient, token: string | null, read: number | 'all'): void {
  for (const filter of ['all', 'unread'] as const) {
    queryClient.setQueryData<NoticePages>(queryKeys.notifications.list(token, filter), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((notice) => (read === 'all' || notice.id === read ? { ...notice, read: true } : notice)),
            })),
          }
        : data,
    );
  }
  queryClient.setQueryData<number>(queryKeys.notifications.unread(token), (count) =>
    count === undefined ? count : read === 'all' ? 0 : Math.max(0, count - 1),
  );
}

/** Marks one notice read. Its callbacks live on the mutation, so they still run once the page has moved on to the notice's link. */
export function useReadNotice(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(notificationsRead, { id }, { silent: true }),
    onMutate: (id) => markReadInCache(queryClient, token, id),
    onSettled: () => refreshNotices(queryClient),
  });
}

export function useReadAllNotices(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(notificationsReadAll),
    onMutate: () => markReadInCache(queryClient, token, 'all'),
    onSettled: () => refreshNotices(queryClient),
  });
}
