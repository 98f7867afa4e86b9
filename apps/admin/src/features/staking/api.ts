// Staking products in the back office: the list, and saving or opening/closing one (audited on the
// server), each refreshing the list and the audit log.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminStakingProductSave, adminStakingProductStatus, adminStakingProducts } from '@platform/shared/contract/staking';
import type { TAdminStakingProductSave, TAdminStakingProductStatus } from '@platform/shared/schemas/staking';
import { api } from '../../lib/api.ts';

export const stakingProductsQuery = () =>
  queryOptions({
    queryKey: ['staking', 'products'],
    queryFn: ({ signal }) => api.call(adminStakingProducts, {}, { signal }),
  });

export type ProductChange =
  { call: 'save'; input: Partial<TAdminStakingProductSave> } | { call: 'status'; input: TAdminStakingProductStatus };

export function useProductChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProductChange) =>
      change.call === 'save'
        ? api.call(adminStakingProductSave, change.input as TAdminStakingProductSave)
        : api.call(adminStakingProductStatus, change.input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staking'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
