// real/state, user/real (basic) and user/autoreal (advanced). A submission refreshes the state and
// the session's user, whose real_status the settings screen shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAutoreal, userReal } from '@platform/shared/contract/identity';
import { NOTIFICATION_SOCKET_EVENT } from '@platform/shared/notification-rules';
import type { TAdvancedRealRequest, TBasicRealRequest, TRealState } from '@platform/shared/schemas/identity';
import { api } from '../../../lib/api.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { reloadSessionUser } from '../../../lib/user-info.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Reads the state again when the user's notice of a review decision arrives, so the screen changes as it happens. */
export function useLiveRealState() {
  const queryClient = useQueryClient();
  useSocketEvent<{ kind?: string }>(NOTIFICATION_SOCKET_EVENT, (notice) => {
    if (!notice.kind?.startsWith('identity_')) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.identity.all });
    void reloadSessionUser().catch(() => undefined);
  });
}

function useAfterSubmit() {
  const queryClient = useQueryClient();
  return async (state: TRealState) => {
    queryClient.setQueryData(queryKeys.identity.state(), state);
    try {
      await reloadSessionUser();
    } catch {
      // The submission is stored; the profile is read again at the next launch.
    }
  };
}

export function useSubmitBasic() {
  const afterSubmit = useAfterSubmit();
  return useMutation({
    mutationFn: (body: TBasicRealRequest) => api.call(userReal, body),
    onSuccess: afterSubmit,
  });
}

export function useSubmitAdvanced() {
  const afterSubmit = useAfterSubmit();
  return useMutation({
    mutationFn: (body: TAdvancedRealRequest) => api.call(userAutoreal, body),
    onSuccess: afterSubmit,
  });
}
