// While the chat is open it follows the socket: the agents' answers appear, the "read" mark moves
// when an agent reads, a closed thread says so; after a reconnect the history is fetched again,
// since messages sent meanwhile were not heard.
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TSupportMessageEvent, TSupportReadEvent, TSupportThreadEvent } from '@platform/shared/schemas/support';
import { useSocketEvent } from '../../lib/socket.ts';
import { mergeMessage, supportMessagesKey, updateThread } from './api/messages.ts';

export function useLiveSupport(token: string | null): void {
  const queryClient = useQueryClient();
  useSocketEvent<TSupportMessageEvent>(SOCKET_EVENTS.supportMessage, (event) => mergeMessage(queryClient, token, event.message));
  useSocketEvent<TSupportReadEvent>(SOCKET_EVENTS.supportRead, (event) => {
    if (event.side !== 'agent') return;
    updateThread(queryClient, token, (thread) => ({ ...thread, agent_read_id: Math.max(thread.agent_read_id, event.up_to) }));
  });
  useSocketEvent<TSupportThreadEvent>(SOCKET_EVENTS.supportThread, (event) =>
    updateThread(queryClient, token, (thread) => ({ ...thread, status: event.status })),
  );
  useSocketEvent('connect', () => void queryClient.invalidateQueries({ queryKey: supportMessagesKey(token) }));
}
