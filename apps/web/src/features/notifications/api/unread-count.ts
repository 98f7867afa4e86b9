// How many notices the user has not read: the badge on the home screen and the settings row.
// GET notifications/unread answers { count }.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const unreadNotificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['notifications', 'unread', token],
    queryFn: async ({ signal }) => (await api.get<{ count: number }>('notifications/unread', undefined, { signal, silent: true })).count,
    enabled: token !== null,
  });
