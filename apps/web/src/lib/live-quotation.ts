// currency/quotation_new: every market's quote, seeded by the query and kept live by the
// `quotes` socket event (DESIGN.md realtime), so every list shows the same price: the home and
// market screens read and feed one cache entry.
import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { currencyQuotationNew } from '@platform/shared/contract/market';
import { isQuotationResponse, isQuoteList } from '@platform/shared/guards/market';
import { expectShape } from '@platform/shared/guards/shape';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import type { TQuotationResponse, TQuote } from '@platform/shared/schemas/market';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { useSocketEvent } from './socket.ts';

export async function fetchQuotation(): Promise<TQuotationResponse> {
  return expectShape(isQuotationResponse, await api.call(currencyQuotationNew), currencyQuotationNew.path);
}

export const quotationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.market.quotation(),
    queryFn: fetchQuotation,
    // The socket keeps it fresh; a refetch on focus catches up after the phone slept.
    staleTime: 30_000,
  });

/** Replaces quotes by symbol, keeps the list's order, appends markets the list did not have. */
export function mergeQuotes(current: TQuote[], incoming: TQuote[]): TQuote[] {
  const bySymbol = new Map(incoming.map((quote) => [quote.symbol, quote]));
  const merged = current.map((quote) => {
    const next = bySymbol.get(quote.symbol);
    if (!next) return quote;
    bySymbol.delete(quote.symbol);
    // An older tick arriving late must not move the price back.
    return next.time >= quote.time ? next : quote;
  });
  return bySymbol.size ? [...merged, ...bySymbol.values()] : merged;
}

/** The quotation, updated live. Call it once per screen (each call listens to the socket). */
export function useLiveQuotation() {
  const queryClient = useQueryClient();
  const query = useQuery(quotationQueryOptions());
  const onQuotes = useCallback(
    (payload: unknown) => {
      if (!isQuoteList(payload)) return;
      queryClient.setQueryData<TQuotationResponse>(queryKeys.market.quotation(), (old) =>
        old ? { ...old, quotes: mergeQuotes(old.quotes, payload) } : old,
      );
    },
    [queryClient],
  );
  useSocketEvent(SOCKET_EVENTS.quotes, onQuotes);
  return query;
}
