// safe/sessions: the signed-in devices; safe/sessions/revoke (one) and revoke_others (all but this one).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSession } from '@platform/shared/schemas/security';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.security.sessions(),
    queryFn: ({ signal }) => api.get<TSession[]>('safe/sessions', undefined, { signal, silent: true }),
  });
}

export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<string>('safe/sessions/revoke', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
  });
}

export function useRevokeOtherSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<string>('safe/sessions/revoke_others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
  });
}
