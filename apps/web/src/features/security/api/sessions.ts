// safe/sessions: the signed-in devices; safe/sessions/revoke (one) and revoke_others (all but this one).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { safeSessions, safeSessionsRevoke, safeSessionsRevokeOthers } from '@platform/shared/contract/account';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.security.sessions(),
    queryFn: ({ signal }) => api.call(safeSessions, {}, { signal, silent: true }),
  });
}

export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(safeSessionsRevoke, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
  });
}

export function useRevokeOtherSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(safeSessionsRevokeOthers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
  });
}
