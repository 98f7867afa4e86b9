// sms_mail and sms_send: a 6-digit code by email or text message, for one scene.
import { useMutation } from '@tanstack/react-query';
import { smsMail, smsSend } from '@platform/shared/contract/account';
import type { AccountKind, TSendCodeRequest } from '@platform/shared/schemas/account';
import { api } from '../../../lib/api.ts';
import { checkAccountFree } from './register.ts';

export type SendCodeInput = { kind: AccountKind; request: Pick<TSendCodeRequest, 'user_string' | 'scene' | 'area_code'> };

export async function sendCode({ kind, request }: SendCodeInput): Promise<void> {
  // A code for registering an account that already exists would only be refused later.
  if (request.scene === 'register') await checkAccountFree(request.user_string, request.area_code);
  await api.call(kind === 'email' ? smsMail : smsSend, request);
}

export function useSendCodeMutation() {
  return useMutation({ mutationFn: sendCode });
}
