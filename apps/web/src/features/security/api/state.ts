// safe/state: each item of the security centre with its state; and the signed-in user, whose own
// email or phone receives the codes of a password change.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@platform/shared/schemas/account';
import type { TSecurityState } from '@platform/shared/schemas/security';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { securityKeys } from './keys.ts';

export function securityStateQueryOptions() {
  return queryOptions({
    queryKey: securityKeys.state(),
    queryFn: ({ signal }) => api.get<TSecurityState>('safe/state', undefined, { signal, silent: true }),
  });
}

/** The session's user, fetched when the launch has not filled it in yet. */
export function useSessionUser() {
  const sessionUser = useSession((state) => state.user);
  const fetched = useQuery({
    queryKey: ['user', 'info', 'security'],
    queryFn: ({ signal }) => api.get<TUser>('user/info', undefined, { signal, silent: true }),
    enabled: sessionUser === null,
  });
  return { user: sessionUser ?? fetched.data ?? null, query: fetched, fetching: sessionUser === null };
}

/** After a change of contacts: the session's user and everything of the security centre are read again. */
export function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      useSession.getState().setUser(await api.get<TUser>('user/info', undefined, { silent: true }));
    } catch {
      // The next launch fetches it again; the change itself has succeeded.
    }
    await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['user'] });
  };
}
