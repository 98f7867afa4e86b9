// safe/anti_phishing: the code written at the top of every email to the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safeAntiPhishing } from '@platform/shared/contract/account';
import type { TAntiPhishingRequest } from '@platform/shared/schemas/security';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useAntiPhishingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAntiPhishingRequest) => api.call(safeAntiPhishing, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.all }),
  });
}
