// market/ticks: a market's hash-chained ticks around one seq, or a range of seqs, for checking.
import { queryOptions } from '@tanstack/react-query';
import { marketTicks } from '@platform/shared/contract/market';
import type { TMarketTicksResponse } from '@platform/shared/schemas/fair';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Ticks shown either side of the one that decided an outcome, and added per "earlier" / "later". */
export const TICKS_AROUND = 10;
export const TICKS_PER_LOAD = 20;

export function ticksAroundQuery(symbol: string, seq: number) {
  return queryOptions({
    queryKey: queryKeys.fairTicks(symbol, seq),
    queryFn: ({ signal }) => api.call(marketTicks, { symbol, around: seq, limit: TICKS_AROUND * 2 + 1 }, { signal, silent: true }),
    // Recorded ticks never change; a later look at the same seq may only add neighbours.
    staleTime: Infinity,
  });
}

export function fetchTickRange(symbol: string, fromSeq: number, toSeq: number): Promise<TMarketTicksResponse> {
  return api.call(marketTicks, { symbol, from_seq: fromSeq, to_seq: toSeq, limit: toSeq - fromSeq + 1 }, { silent: true });
}
