// Dual products in the back office: the list, and create, edit, open and close (each audited by the
// server); a change refreshes the list and the audit log.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDualProducts, adminDualSave, adminDualStatus } from '@platform/shared/contract/dual';
import type { CallInput } from '@platform/shared/contract/define';
import { api } from '../../lib/api.ts';

export const dualProductsQuery = () =>
  queryOptions({
    queryKey: ['dual', 'products'],
    queryFn: ({ signal }) => api.call(adminDualProducts, {}, { signal }),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['dual'] });
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
}

export function useSaveDualProduct() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: CallInput<typeof adminDualSave>) => api.call(adminDualSave, input), onSuccess: refresh });
}

export function useDualProductStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; status: 'open' | 'closed' }) => api.call(adminDualStatus, input),
    onSuccess: refresh,
  });
}
