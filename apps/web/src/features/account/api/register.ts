// user/check_email and user/register. Registration answers a session token; when it does not (or
// the token is refused), the same credentials log in, and failing that the user goes to login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCheckEmail, userRegister } from '@platform/shared/contract/account';
import type { TRegisterRequest } from '@platform/shared/schemas/account';
import { api } from '../../../lib/api.ts';
import { logIn, startSession } from './session.ts';

const TOKEN_RE = /^[\w-]{20,200}$/;

/** Whether the account may still be registered; a taken account is refused with the server's text. */
export function checkAccountFree(userString: string, areaCode: string): Promise<string> {
  return api.call(userCheckEmail, { user_string: userString, area_code: areaCode });
}

/** Registers; answers whether the user is now logged in. */
export async function register(body: TRegisterRequest): Promise<{ loggedIn: boolean }> {
  const answer = await api.call(userRegister, body);
  if (TOKEN_RE.test(answer) && (await startSession(answer))) return { loggedIn: true };
  try {
    await logIn({ user_string: body.user_string, password: body.password, area_code: body.area_code }, { silent: true });
    return { loggedIn: true };
  } catch {
    return { loggedIn: false };
  }
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ loggedIn }) => {
      if (loggedIn) void queryClient.invalidateQueries();
    },
  });
}
