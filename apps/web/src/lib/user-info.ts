// user/info: the signed-in user. The session holds it (lib/session.ts); the launch and the login
// fill it, and a change of the user's details (contacts, real-name state) reads it again. A screen
// opened before the launch's fetch has answered, or after it failed, asks through useUserInfo(): one
// query key for every screen, and the answer fills the session, which every other screen reads.
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { userInfo } from '@platform/shared/contract/account';
import type { TUser } from '@platform/shared/schemas/account';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';

function fetchUserInfo(signal?: AbortSignal): Promise<TUser> {
  return api.call(userInfo, {}, { signal, silent: true });
}

/** Keeps `user` as the session's user, unless the session changed hands while it was fetched. */
function keepFor(token: string | null, user: TUser): void {
  if (useSession.getState().token === token) useSession.getState().setUser(user);
}

/** Reads the user again into the session; rejects as the call does (a 999 has cleared the session by then). */
export async function reloadSessionUser(): Promise<TUser> {
  const { token } = useSession.getState();
  const user = await fetchUserInfo();
  keepFor(token, user);
  return user;
}

export const userInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.user.info(token),
    queryFn: async ({ signal }) => {
      const user = await fetchUserInfo(signal);
      keepFor(token, user);
      return user;
    },
  });

export type UserInfo = {
  /** The session's user, or the one just fetched; null while unknown. */
  user: TUser | null;
  /** The fetch, when the session had no user: its error and refetch are the screen's failure state. */
  query: UseQueryResult<TUser>;
};

/** The signed-in user; fetched only when the session does not hold it yet. */
export function useUserInfo(): UserInfo {
  const token = useSession((state) => state.token);
  const sessionUser = useSession((state) => state.user);
  const query = useQuery({ ...userInfoQueryOptions(token), enabled: token !== null && sessionUser === null });
  return { user: sessionUser ?? query.data ?? null, query };
}
