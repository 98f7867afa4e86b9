// Socket.IO at /socket.io: public rooms per market (ticks, candles), a quotes room for the lists,
// and a private room per user joined with the session token (DESIGN.md realtime).
import type { FastifyInstance } from 'fastify';
import { Server as IoServer } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_PATH } from '@platform/shared/constants';
import { ROOM_QUOTES, SOCKET_EVENTS, roomOfMarket, roomOfUser } from '@platform/shared/schemas/market';
import { ROOM_SUPPORT_AGENTS } from '@platform/shared/realtime';
import type { AppDeps } from '../deps.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { onSessionsEnded } from '../auth/session-events.ts';
import { ROLE_ADMIN } from '../auth/roles.ts';

const MARKET_ROOMS_PER_SOCKET_MAX = 20;

/** Every socket opened with a session is in its room, so ending the session (in any process) disconnects them. */
const roomOfSession = (sessionId: number) => `session:${sessionId}`;

export function createRealtime(app: FastifyInstance, deps: AppDeps): IoServer {
  const io = new IoServer(app.server, { path: SOCKET_PATH, serveClient: false, connectTimeout: 20_000, maxHttpBufferSize: 16_384 });
  // Several API processes: a room emit in one reaches the sockets held by the others.
  const redis = deps.config.redisUrl ? { pub: new Redis(deps.config.redisUrl), sub: new Redis(deps.config.redisUrl) } : null;
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: `${deps.config.redisKeyPrefix}socket.io` }));

  io.on('connection', (socket) => {
    let marketRooms = 0;
    socket.join(ROOM_QUOTES);

    const joinUser = async (token: unknown) => {
      if (typeof token !== 'string') return false;
      const user = await findSessionUser(deps.db, token, deps.clock());
      if (!user) return false;
      await socket.join([roomOfUser(user.id), roomOfSession(user.sessionId)]);
      // Admins answer the support chat: they hear every user's support messages (modules/support).
      if (user.role === ROLE_ADMIN) await socket.join(ROOM_SUPPORT_AGENTS);
      return true;
    };
    void joinUser(socket.handshake.auth?.token);

    socket.on(SOCKET_EVENTS.login, async (token: unknown, ack?: (ok: boolean) => void) => {
      const ok = await joinUser(token);
      if (typeof ack === 'function') ack(ok);
    });
    socket.on(SOCKET_EVENTS.subscribe, (symbol: unknown) => {
      if (typeof symbol !== 'string' || symbol.length > 20 || marketRooms >= MARKET_ROOMS_PER_SOCKET_MAX) return;
      marketRooms += 1;
      void socket.join(roomOfMarket(symbol.toUpperCase()));
    });
    socket.on(SOCKET_EVENTS.unsubscribe, (symbol: unknown) => {
      if (typeof symbol !== 'string') return;
      const room = roomOfMarket(symbol.toUpperCase());
      if (socket.rooms.has(room)) marketRooms -= 1;
      void socket.leave(room);
    });
  });

  // With the Redis adapter, disconnectSockets reaches the session's sockets held by the other processes too.
  const stopListening = onSessionsEnded(deps.db, (sessionIds) => {
    io.in(sessionIds.map(roomOfSession)).disconnectSockets(true);
  });

  // Before Fastify closes the HTTP server, so open websockets do not hold the shutdown.
  app.addHook('preClose', async () => {
    stopListening();
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
  });
  return io;
}
