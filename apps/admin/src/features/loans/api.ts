// The back office's loans: the parameters per collateral coin (saving is audited on the server) and
// every user's loans, a page at a time.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLoanParams, adminLoanParamsSave, adminLoans } from '@platform/shared/contract/loan';
import type { TAdminLoanParamsSave } from '@platform/shared/schemas/loan';
import { api } from '../../lib/api.ts';

export const LOANS_PAGE_LIMIT = 20;

export const loanParamsQuery = () =>
  queryOptions({
    queryKey: ['loans', 'params'],
    queryFn: ({ signal }) => api.call(adminLoanParams, {}, { signal }),
  });

export const loansQuery = (page: number, status: string) =>
  queryOptions({
    queryKey: ['loans', 'list', page, status],
    queryFn: ({ signal }) =>
      api.call(adminLoans, { page, limit: LOANS_PAGE_LIMIT, ...(status ? { status: status as 'open' } : {}) }, { signal }),
  });

export function useSaveLoanParams() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<TAdminLoanParamsSave, 'enabled'> & { enabled: boolean }) => api.call(adminLoanParamsSave, request),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['loans'] }),
  });
}
