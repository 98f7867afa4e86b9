// user/logout: ends the session on the server, then here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userLogout } from '@platform/shared/contract/account';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function logOut(): Promise<void> {
  try {
    await api.call(userLogout, {}, { silent: true });
  } finally {
    // The user asked to leave: the local session ends even when the server cannot be reached.
    useSession.getState().signOut();
  }
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === queryKeys.user.all[0] });
      void queryClient.invalidateQueries();
    },
  });
}
