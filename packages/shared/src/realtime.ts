// Socket.IO events and room names (DESIGN.md realtime). Zod-free: the web app's first screen and the
// server's realtime layer import it without the schemas.
export const SOCKET_EVENTS = {
  subscribe: 'sub',
  unsubscribe: 'unsub',
  login: 'login',
  tick: 'tick',
  candle: 'candle',
  quotes: 'quotes',
  /** To a user's room: their balances changed; payload { kind, id } of the record that moved them. */
  balance: 'balance',
  /** To a user's room: one of their wallet records was created or changed state; payload { kind, id, status }. */
  record: 'record',
  /** To the thread's user and to ROOM_SUPPORT_AGENTS: a support chat message; payload TSupportMessageEvent (schemas/support.ts). */
  supportMessage: 'support_message',
  /** To the thread's user and to ROOM_SUPPORT_AGENTS: one side read the other's messages; payload TSupportReadEvent. */
  supportRead: 'support_read',
  /** To the thread's user and to ROOM_SUPPORT_AGENTS: an agent closed or reopened a thread; payload TSupportThreadEvent. */
  supportThread: 'support_thread',
} as const;
export const roomOfMarket = (symbol: string) => `market:${symbol}`;
export const roomOfUser = (userId: number) => `user:${userId}`;
export const ROOM_QUOTES = 'quotes';
/** Every admin's socket: the support agents, who see every user's support chat. */
export const ROOM_SUPPORT_AGENTS = 'support:agents';
