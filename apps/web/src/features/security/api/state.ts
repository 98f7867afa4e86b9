// safe/state: each item of the security centre with its state; and after a change of contacts, the
// signed-in user (lib/user-info.ts), whose own email or phone receives the codes of a password change.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { safeState } from '@platform/shared/contract/account';
import { api } from '../../../lib/api.ts';
import { reloadSessionUser } from '../../../lib/user-info.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function securityStateQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.security.state(),
    queryFn: ({ signal }) => api.call(safeState, {}, { signal, silent: true }),
  });
}

/** After a change of contacts: the session's user and everything of the security centre are read again. */
export function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await reloadSessionUser();
    } catch {
      // The next launch fetches it again; the change itself has succeeded.
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.security.all });
    await queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
  };
}
