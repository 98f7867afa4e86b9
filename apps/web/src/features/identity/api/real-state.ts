// real/state, user/real (basic) and user/autoreal (advanced). A submission refreshes the state and
// the session's user, whose real_status the settings screen shows.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SOCKET_EVENT } from '@platform/shared/notification-rules';
import type { TUser } from '@platform/shared/schemas/account';
import type { TAdvancedRealRequest, TBasicRealRequest, TRealState } from '@platform/shared/schemas/identity';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

export const identityKeys = {
  all: ['identity'] as const,
  state: () => [...identityKeys.all, 'state'] as const,
};

export function realStateQueryOptions() {
  return queryOptions({
    queryKey: identityKeys.state(),
    queryFn: ({ signal }) => api.get<TRealState>('real/state', undefined, { signal, silent: true }),
    // A review decides it elsewhere: opening the screen always asks again.
    staleTime: 0,
  });
}

/** Reads the state again when the user's notice of a review decision arrives, so the screen changes as it happens. */
export function useLiveRealState() {
  const queryClient = useQueryClient();
  useSocketEvent<{ kind?: string }>(NOTIFICATION_SOCKET_EVENT, (notice) => {
    if (!notice.kind?.startsWith('identity_')) return;
    void queryClient.invalidateQueries({ queryKey: identityKeys.all });
    void api.get<TUser>('user/info', undefined, { silent: true }).then(
      (user) => useSession.getState().setUser(user),
      () => undefined,
    );
  });
}

function useAfterSubmit() {
  const queryClient = useQueryClient();
  return async (state: TRealState) => {
    queryClient.setQueryData(identityKeys.state(), state);
    try {
      useSession.getState().setUser(await api.get<TUser>('user/info', undefined, { silent: true }));
    } catch {
      // The submission is stored; the profile is read again at the next launch.
    }
  };
}

export function useSubmitBasic() {
  const afterSubmit = useAfterSubmit();
  return useMutation({
    mutationFn: (body: TBasicRealRequest) => api.post<TRealState>('user/real', body),
    onSuccess: afterSubmit,
  });
}

export function useSubmitAdvanced() {
  const afterSubmit = useAfterSubmit();
  return useMutation({
    mutationFn: (body: TAdvancedRealRequest) => api.post<TRealState>('user/autoreal', body),
    onSuccess: afterSubmit,
  });
}
