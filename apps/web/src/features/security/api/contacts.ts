// Binding and removing contacts: a bind_email / bind_mobile code to the new contact, then safe/email
// or safe/mobile with it and the login password; safe/unbind removes one of two.
import { useMutation } from '@tanstack/react-query';
import { safeEmail, safeMobile, safeUnbind, smsMail, smsSend } from '@platform/shared/contract/account';
import type { AccountKind } from '@platform/shared/account-rules';
import type { TBindEmailRequest, TBindMobileRequest, TUnbindRequest } from '@platform/shared/schemas/security';
import { api } from '../../../lib/api.ts';
import { useRefreshAfterChange } from './state.ts';

export type NewContact = { kind: AccountKind; value: string; areaCode: string };

export function useSendBindCodeMutation() {
  return useMutation({
    mutationFn: (contact: NewContact) =>
      contact.kind === 'email'
        ? api.call(smsMail, { user_string: contact.value, scene: 'bind_email' })
        : api.call(smsSend, { user_string: contact.value, area_code: contact.areaCode, scene: 'bind_mobile' }),
  });
}

export function useBindContactMutation() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (request: { kind: 'email'; body: TBindEmailRequest } | { kind: 'phone'; body: TBindMobileRequest }) =>
      request.kind === 'email' ? api.call(safeEmail, request.body) : api.call(safeMobile, request.body),
    onSuccess: refresh,
  });
}

export function useUnbindMutation() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TUnbindRequest) => api.call(safeUnbind, body),
    onSuccess: refresh,
  });
}
