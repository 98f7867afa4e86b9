// How many notices the user has not read: the badge on the home screen, the settings row and the
// notifications centre. GET notifications/unread answers { count }. Every notifications query sits
// under queryKeys.notifications.all, so one invalidation (a notice arrived, one was read) refreshes
// the lists and every badge.
import { queryOptions } from '@tanstack/react-query';
import { notificationsUnread } from '@platform/shared/contract/notifications';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

export const unreadNotificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.notifications.unread(token),
    queryFn: async ({ signal }) => (await api.call(notificationsUnread, {}, { signal, silent: true })).count,
    enabled: token !== null,
  });

/** Beyond this a badge says 99+. */
export const UNREAD_BADGE_MAX = 99;

export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
