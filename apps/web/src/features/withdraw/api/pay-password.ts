// The pay password: whether one is set (safe/pay_password_state), its code (sms_mail or sms_send with
// scene 'pay_password', to the user's own email or phone) and setting it (safe/pay_password).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { smsMail, smsSend } from '@platform/shared/contract/account';
import { safePayPassword, safePayPasswordState } from '@platform/shared/contract/wallet';
import type { TPayPasswordRequest } from '@platform/shared/schemas/withdraw';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function payPasswordStateQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.withdraw.payPasswordState(),
    queryFn: ({ signal }) => api.call(safePayPasswordState, {}, { signal, silent: true }),
  });
}

/** Where the code goes: the account the user registered with. */
export type CodeTarget = { kind: 'email'; email: string } | { kind: 'phone'; phone: string; areaCode: string };

export function useSendPayPasswordCodeMutation() {
  return useMutation({
    mutationFn: (target: CodeTarget) =>
      target.kind === 'email'
        ? api.call(smsMail, { user_string: target.email, scene: 'pay_password' })
        : api.call(smsSend, { user_string: target.phone, area_code: target.areaCode, scene: 'pay_password' }),
  });
}

export function useSavePayPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayPasswordRequest) => api.call(safePayPassword, body),
    // get_info's pay_password_set changes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.withdraw.all }),
  });
}
