// Binding and removing contacts: a bind_email / bind_mobile code to the new contact, then safe/email
// or safe/mobile with it and the login password; safe/unbind removes one of two.
import { useMutation } from '@tanstack/react-query';
import type { AccountKind } from '@platform/shared/account-rules';
import type { TBindEmailRequest, TBindMobileRequest, TUnbindRequest } from '@platform/shared/schemas/security';
import { api } from '../../../lib/api.ts';
import { useRefreshAfterChange } from './state.ts';

export type NewContact = { kind: AccountKind; value: string; areaCode: string };

export function useSendBindCodeMutation() {
  return useMutation({
    mutationFn: (contact: NewContact) =>
      contact.kind === 'email'
        ? api.post<unknown>('sms_mail', { user_string: contact.value, scene: 'bind_email' })
        : api.post<unknown>('sms_send', { user_string: contact.value, area_code: contact.areaCode, scene: 'bind_mobile' }),
  });
}

export function useBindContactMutation() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (request: { kind: 'email'; body: TBindEmailRequest } | { kind: 'phone'; body: TBindMobileRequest }) =>
      request.kind === 'email' ? api.post<string>('safe/email', request.body) : api.post<string>('safe/mobile', request.body),
    onSuccess: refresh,
  });
}

export function useUnbindMutation() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TUnbindRequest) => api.post<string>('safe/unbind', body),
    onSuccess: refresh,
  });
}
