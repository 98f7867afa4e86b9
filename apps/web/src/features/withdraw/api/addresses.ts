// The withdrawal address book: user/wallet/list, user/wallet/save, user/wallet/delete.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userWalletDelete, userWalletList, userWalletSave } from '@platform/shared/contract/wallet';
import type { TAddressSaveRequest } from '@platform/shared/schemas/withdraw';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every saved address of the user; screens filter by coin and network. */
export function addressesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.withdraw.addresses(),
    queryFn: ({ signal }) => api.call(userWalletList, {}, { signal, silent: true }),
  });
}

/**
 * Silent: the caller handles 'address_differs' (the same name already holds another address) by
 * asking the user and sending again with confirm=1; it toasts every other refusal itself.
 */
export function useSaveAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddressSaveRequest) =>
      api.call(userWalletSave, { ...body, confirm: body.confirm ? '1' : undefined }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.withdraw.addresses() }),
  });
}

export function useDeleteAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(userWalletDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.withdraw.addresses() }),
  });
}
