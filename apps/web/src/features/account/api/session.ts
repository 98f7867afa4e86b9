// user/login and user/info: log in, keep the token, fetch the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userLogin } from '@platform/shared/contract/account';
import type { TLoginRequest } from '@platform/shared/schemas/account';
import { api, type CallOptions } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { reloadSessionUser } from '../../../lib/user-info.ts';

/** Keeps a token the server issued and fetches its user; false when the server refuses the token. */
export async function startSession(token: string): Promise<boolean> {
  useSession.getState().signIn(token);
  try {
    await reloadSessionUser();
  } catch {
    // A 999 has cleared the session; any other failure leaves a good token, and the profile is
    // fetched again at the next launch.
  }
  return useSession.getState().token === token;
}

/** Logs in; login answers the token as `message`. */
export async function logIn(body: TLoginRequest, options: CallOptions = {}): Promise<void> {
  await startSession(await api.call(userLogin, body, options));
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the login page says why a login failed itself, and asks for the code when two-factor is on.
    mutationFn: (body: TLoginRequest) => logIn(body, { silent: true }),
    // Everything cached so far was fetched as a visitor.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
