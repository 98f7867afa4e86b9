// user/info for a profile screen opened before the launch's fetch of the user has answered (or
// after it failed): it fills the session's user, which every screen reads.
import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@platform/shared/schemas/account';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export const userInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'info', token],
    queryFn: async ({ signal }) => {
      const user = await api.get<TUser>('user/info', undefined, { signal, silent: true });
      if (useSession.getState().token === token) useSession.getState().setUser(user);
      return user;
    },
    enabled: token !== null,
  });
