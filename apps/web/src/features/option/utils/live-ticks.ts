// A market's recent recorded ticks, for the live price and the chart: seeded by market/ticks (the
// latest ones) and extended by the market room's `tick` events, in seq order, at most TICKS_KEPT.
import { useMemo, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { marketTicks } from '@platform/shared/contract/market';
import type { TTick } from '@platform/shared/schemas/market';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useMarketRoom, useSocketEvent } from '../../../lib/socket.ts';

/** About two minutes at one tick a second: enough for a 120 s option's whole run. */
export const TICKS_KEPT = 150;

export type LiveTick = { seq: number; time: number; price: string };

function recentTicksQuery(symbol: string) {
  return queryOptions({
    queryKey: queryKeys.option.ticks(symbol),
    queryFn: ({ signal }) => api.call(marketTicks, { symbol, limit: TICKS_KEPT }, { signal, silent: true }),
    select: (answer): LiveTick[] => answer.ticks.map(({ seq, time, price }) => ({ seq, time, price })),
    // The socket carries it on; a new visit starts from fresh ticks.
    staleTime: Infinity,
    gcTime: 0,
  });
}

function isTick(payload: unknown): payload is TTick {
  const tick = payload as Partial<TTick> | null;
  return typeof tick === 'object' && tick !== null && typeof tick.symbol === 'string' && typeof tick.seq === 'number';
}

/** The ticks of `symbol`, oldest first; empty until the first arrive. */
export function useLiveTicks(symbol: string | null): LiveTick[] {
  useMarketRoom(symbol);
  const seed = useQuery({ ...recentTicksQuery(symbol ?? ''), enabled: Boolean(symbol) });
  const [live, setLive] = useState<{ symbol: string | null; ticks: LiveTick[] }>({ symbol, ticks: [] });
  useSocketEvent<unknown>(SOCKET_EVENTS.tick, (payload) => {
    if (!isTick(payload) || payload.symbol !== symbol) return;
    const tick: LiveTick = { seq: payload.seq, time: payload.time, price: payload.price };
    setLive((previous) => ({ symbol, ticks: [...(previous.symbol === symbol ? previous.ticks : []), tick].slice(-TICKS_KEPT) }));
  });
  const seeded = seed.data;
  return useMemo(() => {
    const base = seeded ?? [];
    const lastSeq = base.at(-1)?.seq ?? 0;
    const fresh = live.symbol === symbol ? live.ticks.filter((tick) => tick.seq > lastSeq) : [];
    return fresh.length === 0 ? base : [...base, ...fresh].slice(-TICKS_KEPT);
  }, [seeded, live, symbol]);
}
