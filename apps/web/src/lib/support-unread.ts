// The user's unread answers from customer service (GET support/unread answers { count }): the badge
// on the home screen's customer-service entry, which the chat updates when it marks answers read. It
// follows the socket, so a reply shows at once.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportUnread } from '@platform/shared/contract/support';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TSupportMessageEvent, TSupportReadEvent } from '@platform/shared/schemas/support';
import { api } from './api.ts';
import { useSession } from './session.ts';
import { useSocketEvent } from './socket.ts';
import { queryKeys } from './query-keys.ts';

export const supportUnreadQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.support.unread(token),
    queryFn: async ({ signal }) => (await api.call(supportUnread, {}, { signal, silent: true })).count,
    enabled: token !== null,
  });

/** The count, 0 when logged out or not known yet. */
export function useSupportUnreadCount(): number {
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  const unread = useQuery(supportUnreadQueryOptions(token));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.support.unread(token) });
  useSocketEvent<TSupportMessageEvent>(SOCKET_EVENTS.supportMessage, (event) => {
    if (event.message.sender === 'agent') refresh();
  });
  // Read on another screen or device.
  useSocketEvent<TSupportReadEvent>(SOCKET_EVENTS.supportRead, (event) => {
    if (event.side === 'user') refresh();
  });
  return unread.data ?? 0;
}
