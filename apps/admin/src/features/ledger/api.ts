// The ledger check: re-adds the whole ledger on the server; run when the screen opens and on demand.
import { queryOptions } from '@tanstack/react-query';
import type { TAdminLedgerCheckResponse } from '@platform/shared/schemas/admin';
import { api } from '../../lib/api.ts';

export const ledgerCheckQuery = () =>
  queryOptions({
    queryKey: ['ledger', 'check'],
    queryFn: ({ signal }) => api.get<TAdminLedgerCheckResponse>('admin/ledger_check', {}, { signal }),
    // A check is a snapshot: each visit runs a new one.
    staleTime: 0,
  });
