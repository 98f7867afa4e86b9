// The realtime socket of SPEC.md section 4: Socket.IO at the site root, path /socket.io, polling then
// websocket, reconnect 1 s growing to 5 s, randomisation 0.5, unlimited attempts, 20 s connect timeout.
// Public market rooms are joined with `sub`/`unsub`; the private user room with `login` and the token.
// Loaded through ./socket.ts only, so socket.io-client stays out of the entry chunk.
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_PATH,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@platform/shared/constants';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { useSession } from './session.ts';

let socket: Socket | null = null;
/** How many mounted components want each market room; the room is left when the last one goes. */
const marketRoomUsers = new Map<string, number>();

function emitLogin(target: Socket): void {
  const token = useSession.getState().token;
  if (token) target.emit(SOCKET_EVENTS.login, token);
}

function createSocket(): Socket {
  const created = io({
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
  });
  created.on('connect', () => {
    // Rooms do not survive a reconnect: join them again.
    emitLogin(created);
    for (const symbol of marketRoomUsers.keys()) created.emit(SOCKET_EVENTS.subscribe, symbol);
  });
  created.on('disconnect', (reason) => {
    // The server ends the sockets of a session that ended (a logout, a device signed out from the
    // security centre); Socket.IO does not reconnect after that by itself. Connect again: public
    // rooms keep flowing, and the private room is joined only with a token that is still valid.
    if (reason === 'io server disconnect') created.connect();
  });
  useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    if (state.token) emitLogin(created);
    else if (created.connected) {
      // Logged out: reconnect so the private user room is left.
      created.disconnect().connect();
    }
  });
  return created;
}

/** The one socket of the app, created (and connected) on first use. */
export function getSocket(): Socket {
  socket ??= createSocket();
  return socket;
}

/** Calls `listener` for each `event` until the returned function is called. */
export function listen(event: string, listener: (payload: unknown) => void): () => void {
  const target = getSocket();
  target.on(event, listener);
  return () => {
    target.off(event, listener);
  };
}

/** Joins the public room of one market (e.g. 'BTC/USDT') until the returned function is called. */
export function joinMarketRoom(symbol: string): () => void {
  const target = getSocket();
  const users = marketRoomUsers.get(symbol) ?? 0;
  marketRoomUsers.set(symbol, users + 1);
  if (users === 0 && target.connected) target.emit(SOCKET_EVENTS.subscribe, symbol);
  return () => {
    const left = (marketRoomUsers.get(symbol) ?? 1) - 1;
    if (left > 0) {
      marketRoomUsers.set(symbol, left);
      return;
    }
    marketRoomUsers.delete(symbol);
    if (target.connected) target.emit(SOCKET_EVENTS.unsubscribe, symbol);
  };
}
