// safe/update_password with a code of the 'update_password' scene sent to the user's own email or phone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safeUpdatePassword, smsMail, smsSend } from '@platform/shared/contract/account';
import type { TUpdatePasswordRequest } from '@platform/shared/schemas/account';
import { api } from '../../../lib/api.ts';
import type { OwnContact } from '../own-contact.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useSendOwnCodeMutation() {
  return useMutation({
    mutationFn: (contact: OwnContact) =>
      contact.kind === 'email'
        ? api.call(smsMail, { user_string: contact.email, scene: 'update_password' })
        : api.call(smsSend, { user_string: contact.phone, area_code: contact.areaCode, scene: 'update_password' }),
  });
}

export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePasswordRequest) => api.call(safeUpdatePassword, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
  });
}
