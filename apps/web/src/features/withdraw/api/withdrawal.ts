// wallet/out: a withdrawal request, frozen until an administrator reviews it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletOut } from '@platform/shared/contract/wallet';
import type { TWithdrawRequest } from '@platform/shared/schemas/withdraw';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TWithdrawRequest; idempotencyKey: string }) =>
      api.call(walletOut, body, { idempotencyKey }),
    // Balances, records and the 24 h limit all moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
