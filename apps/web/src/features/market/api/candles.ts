// currency/new_timeshar: candles of one market and period; the `candle` socket event of the
// market room (useMarketRoom) carries the forming candle.
import { useCallback, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencyNewTimeshar } from '@platform/shared/contract/market';
import { isCandle, isCandleList } from '@platform/shared/guards/market';
import { expectShape } from '@platform/shared/guards/shape';
import type { Period } from '@platform/shared/market-rules';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TCandle } from '@platform/shared/schemas/market';
import { api } from '../../../lib/api.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function fetchCandles(symbol: string, period: Period): Promise<TCandle[]> {
  const candles = expectShape(isCandleList, await api.call(currencyNewTimeshar, { symbol, period }), currencyNewTimeshar.path);
  // The chart needs ascending, unique times.
  return [...candles].sort((a, b) => a.time - b.time).filter((candle, index, list) => index === 0 || candle.time !== list[index - 1]?.time);
}

export const candlesQueryOptions = (symbol: string, period: Period) =>
  queryOptions({
    queryKey: queryKeys.market.candles(symbol, period),
    queryFn: () => fetchCandles(symbol, period),
    // Live candles come from the socket; opening the chart again fetches the bars missed meanwhile.
    staleTime: 0,
    gcTime: 60_000,
  });

export function useCandles(symbol: string, period: Period) {
  return useQuery({ ...candlesQueryOptions(symbol, period), enabled: symbol.length > 0 });
}

/**
 * The latest candle of `symbol` and `period` from the socket, or null before the first one.
 * The caller must have joined the market room (useMarketRoom).
 */
export function useLiveCandle(symbol: string, period: Period): TCandle | null {
  const [live, setLive] = useState<{ key: string; candle: TCandle } | null>(null);
  const key = `${symbol}|${period}`;
  const onCandle = useCallback(
    (payload: unknown) => {
      if (typeof payload !== 'object' || payload === null) return;
      const event = payload as { symbol?: unknown; period?: unknown; candle?: unknown };
      if (typeof event.symbol !== 'string' || event.symbol.toUpperCase() !== symbol.toUpperCase() || event.period !== period) return;
      if (isCandle(event.candle)) setLive({ key, candle: event.candle });
    },
    [key, symbol, period],
  );
  useSocketEvent(SOCKET_EVENTS.candle, onCandle);
  // A candle of the previous period must not leak into the new chart.
  return live && live.key === key ? live.candle : null;
}
