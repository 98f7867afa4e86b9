// What the screens hear of spot trading. The market room gets the book (at most DEPTH_EMITS_PER_S
// times a second per market: a busy book changes far more often than a screen can show) and every
// trade; a user's room gets each of their orders that changed, and the wallet's balance event.
import type { Server as IoServer } from 'socket.io';
import { roomOfMarket, roomOfUser } from '@platform/shared/realtime';
import type { TSpotDepth, TSpotTrade } from '@platform/shared/schemas/spot';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { orderJson } from './order-json.ts';
import type { Committed } from './pair-writer.ts';
import type { SpotMarket } from './spot-markets.ts';

export const DEPTH_EMITS_PER_S = 4;
const DEPTH_EMIT_INTERVAL_MS = 1000 / DEPTH_EMITS_PER_S;

type DepthState = { lastEmitMs: number; timer: NodeJS.Timeout | null };

export class SpotRealtime {
  private readonly depthStates = new Map<number, DepthState>();
  private closed = false;

  /** `sharedRooms`: a cross-process adapter (Redis) is in use, so a room's sockets may be held by another process. */
  constructor(
    private readonly io: IoServer,
    private readonly sharedRooms: boolean,
  ) {}

  /**
   * Socket.IO encodes every emit, even to an empty room (a fifth of an order's time in a profile
   * of the benchmark), so emits to a room nobody here is in are skipped when no other process can hold it.
   */
  private heard(room: string): boolean {
    return this.sharedRooms || this.io.of('/').adapter.rooms.has(room);
  }

  committed(market: SpotMarket, committed: Committed, depth: () => TSpotDepth): void {
    for (const row of committed.orders) {
      if (!this.heard(roomOfUser(row.user_id))) continue;
      this.io.to(roomOfUser(row.user_id)).emit(TRADING_SOCKET_EVENTS.order, orderJson(market, row));
      notifyWalletChange(this.io, row.user_id, { kind: 'spot_order', id: row.id, status: row.status });
    }
    const room = roomOfMarket(market.symbol);
    if (!this.heard(room)) return;
    if (committed.trades.length > 0) this.io.to(room).emit(TRADING_SOCKET_EVENTS.trades, committed.trades);
    this.depthChanged(market, depth);
  }

  /** Prints between simulated participants, oldest first, to the market room. */
  printed(market: SpotMarket, prints: readonly TSpotTrade[]): void {
    const room = roomOfMarket(market.symbol);
    if (this.closed || prints.length === 0 || !this.heard(room)) return;
    this.io.to(room).emit(TRADING_SOCKET_EVENTS.trades, prints);
  }

  /** Emits the book now if the last emit is old enough, otherwise once it is (the latest book then). */
  depthChanged(market: SpotMarket, depth: () => TSpotDepth): void {
    if (this.closed) return;
    let state = this.depthStates.get(market.id);
    if (!state) {
      state = { lastEmitMs: 0, timer: null };
      this.depthStates.set(market.id, state);
    }
    if (state.timer) return;
    const emit = (target: DepthState) => {
      target.timer = null;
      target.lastEmitMs = performance.now();
      this.io.to(roomOfMarket(market.symbol)).emit(TRADING_SOCKET_EVENTS.depth, depth());
    };
    const waitMs = state.lastEmitMs + DEPTH_EMIT_INTERVAL_MS - performance.now();
    if (waitMs <= 0) {
      emit(state);
      return;
    }
    const waiting = state;
    waiting.timer = setTimeout(() => emit(waiting), waitMs);
    waiting.timer.unref();
  }

  close(): void {
    this.closed = true;
    for (const state of this.depthStates.values()) if (state.timer) clearTimeout(state.timer);
  }
}
