// Two-factor authentication: safe/totp/setup (a new key), safe/totp/enable (its current code; answers
// the recovery codes once) and safe/totp/disable (a code or a recovery code).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safeTotpDisable, safeTotpEnable, safeTotpSetup } from '@platform/shared/contract/account';
import type { TTotpDisableRequest, TTotpEnableRequest } from '@platform/shared/schemas/security';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useTotpSetupMutation() {
  return useMutation({ mutationFn: () => api.call(safeTotpSetup) });
}

export function useTotpEnableMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTotpEnableRequest) => api.call(safeTotpEnable, body),
    // The withdrawal screen asks for a code from now on.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}

export function useTotpDisableMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTotpDisableRequest) => api.call(safeTotpDisable, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}
