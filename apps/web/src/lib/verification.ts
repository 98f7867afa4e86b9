// real/state, read where an action needs a verified identity (a withdrawal, a fiat deposit) before
// the screen collects anything: the identity screens and the screens that ask for verification
// first share this one query, so a review decision seen by one is seen by all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { realState } from '@platform/shared/contract/identity';
import type { TRealState } from '@platform/shared/schemas/identity';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

export function realStateQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.identity.state(),
    queryFn: ({ signal }) => api.call(realState, {}, { signal, silent: true }),
    // A review decides it elsewhere: opening the screen always asks again.
    staleTime: 0,
  });
}

/**
 * Where a gated screen stands: 'verify' (never verified, or refused: the form is not shown),
 * 'pending' (under review: the form may be prepared, the server answers 998 until approved),
 * 'verified'.
 */
export type VerificationGate = 'verify' | 'pending' | 'verified';

export function gateOf(state: Pick<TRealState, 'real_status' | 'tier'>): VerificationGate {
  if (state.tier !== null) return 'verified';
  return state.real_status === 'pending' ? 'pending' : 'verify';
}

/** The gate of the signed-in user, read fresh each time a gated screen opens. */
export function useVerificationGate() {
  const query = useQuery(realStateQueryOptions());
  return { gate: query.data ? gateOf(query.data) : null, query };
}
