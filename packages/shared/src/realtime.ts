// Socket.IO events and room names (DESIGN.md realtime). Zod-free: the web app's first screen and the
// server's realtime layer import it without the schemas.
export const SOCKET_EVENTS = {
  subscribe: 'sub',
  unsubscribe: 'unsub',
  login: 'login',
  tick: 'tick',
  candle: 'candle',
  quotes: 'quotes',
} as const;
export const roomOfMarket = (symbol: string) => `market:${symbol}`;
export const roomOfUser = (userId: number) => `user:${userId}`;
export const ROOM_QUOTES = 'quotes';
