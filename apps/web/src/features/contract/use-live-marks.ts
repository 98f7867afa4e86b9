// Live mark prices: the market room's `tick` for the market on screen (the price that decides stops
// and liquidations), the shared quotation for every other market a position is in.
import { useMemo, useState } from 'react';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TQuote } from '@platform/shared/schemas/market';
import { useLiveQuotation } from '../../lib/live-quotation.ts';
import { useMarketRoom, useSocketEvent } from '../../lib/socket.ts';

type Tick = { symbol: string; seq: number; time: number; price: string };

function isTick(value: unknown): value is Tick {
  const tick = value as Partial<Tick> | null;
  return (
    typeof tick === 'object' &&
    tick !== null &&
    typeof tick.symbol === 'string' &&
    typeof tick.seq === 'number' &&
    typeof tick.time === 'number' &&
    typeof tick.price === 'string'
  );
}

/** "btcusdt", "BTC-USDT" and "BTC/USDT" all name the same market. */
const compactSymbol = (symbol: string) => symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');

export type LiveMarks = {
  /** The asked market in its own spelling ('BTC/USDT' for 'btcusdt'), or the asked text in capitals. */
  symbol: string | undefined;
  quotes: readonly TQuote[];
  quoteOf: (symbol: string) => TQuote | undefined;
  /** The live mark price of a market, or null before any is known. */
  markOf: (symbol: string) => string | null;
  quotationFailed: boolean;
};

/** `asked`: the market whose room to join for its ticks (none on a list of every market). */
export function useLiveMarks(asked?: string): LiveMarks {
  const quotation = useLiveQuotation();
  const [tick, setTick] = useState<Tick | null>(null);
  const quotes = quotation.data?.quotes;
  const symbol = asked
    ? (quotes?.find((quote) => compactSymbol(quote.symbol) === compactSymbol(asked))?.symbol ?? asked.toUpperCase())
    : undefined;
  useMarketRoom(symbol);
  useSocketEvent(SOCKET_EVENTS.tick, (payload: unknown) => {
    if (!isTick(payload) || payload.symbol !== symbol) return;
    // A tick arriving late must not move the price back.
    setTick((previous) => (previous && previous.symbol === payload.symbol && previous.seq >= payload.seq ? previous : payload));
  });
  return useMemo(() => {
    const list = quotes ?? [];
    const bySymbol = new Map(list.map((quote) => [quote.symbol, quote]));
    return {
      symbol,
      quotes: list,
      quoteOf: (name: string) => bySymbol.get(name),
      markOf: (name: string) => {
        const quote = bySymbol.get(name);
        if (tick && tick.symbol === name && (!quote || tick.time >= quote.time)) return tick.price;
        return quote?.price ?? null;
      },
      quotationFailed: quotation.isError && !quotes,
    };
  }, [symbol, quotes, tick, quotation.isError]);
}
