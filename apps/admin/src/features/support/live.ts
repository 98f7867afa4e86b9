// The back office's socket for the support chat: an admin's session joins the agents' room, so every
// user's message, read mark and status change arrives at once; each refreshes the support queries
// (the sidebar count, the inbox, the open conversation). One socket per signed-in admin; a new
// session replaces it and a signed-out one ends it.
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_PATH,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@platform/shared/constants';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { getSession } from '../../lib/session.ts';

const SUPPORT_EVENTS = [SOCKET_EVENTS.supportMessage, SOCKET_EVENTS.supportRead, SOCKET_EVENTS.supportThread];

let current: { socket: Socket; token: string } | null = null;

function stop(): void {
  current?.socket.disconnect();
  current = null;
}

/** Starts (or keeps) the live updates for the session's admin. */
export function watchSupport(queryClient: QueryClient): void {
  const token = getSession().token;
  if (current?.token === token) return;
  stop();
  if (!token) return;
  const socket = io({
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
    // The server joins the rooms of this token at every (re)connection.
    auth: { token },
  });
  const refresh = () => {
    if (getSession().token !== token) {
      stop(); // signed out since: nothing more is heard in this tab
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['support'] });
  };
  // Whatever happened while disconnected is fetched again.
  socket.on('connect', refresh);
  for (const event of SUPPORT_EVENTS) socket.on(event, refresh);
  current = { socket, token };
}
