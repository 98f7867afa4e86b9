// How many notices the user has not read: the badge on the home screen and the settings row.
// GET notifications/unread answers { count }. Every notifications query sits under NOTIFICATIONS_KEY,
// so one invalidation (a notice arrived, one was read) refreshes the lists and every badge.
import { queryOptions } from '@tanstack/react-query';
import type { TUnreadCount } from '@platform/shared/schemas/notifications';
import { api } from '../../../lib/api.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const unreadNotificationsKey = (token: string | null) => [...NOTIFICATIONS_KEY, 'unread', token] as const;

export const unreadNotificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: unreadNotificationsKey(token),
    queryFn: async ({ signal }) => (await api.get<TUnreadCount>('notifications/unread', undefined, { signal, silent: true })).count,
    enabled: token !== null,
  });

/** Beyond this a badge says 99+. */
export const UNREAD_BADGE_MAX = 99;

export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
