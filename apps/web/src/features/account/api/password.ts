// user/forget: a new password with a code sent for the 'forget' scene.
import { useMutation } from '@tanstack/react-query';
import { userForget } from '@platform/shared/contract/account';
import type { TForgetRequest } from '@platform/shared/schemas/account';
import { api } from '../../../lib/api.ts';

export function useForgetMutation() {
  return useMutation({ mutationFn: (body: TForgetRequest) => api.call(userForget, body) });
}
