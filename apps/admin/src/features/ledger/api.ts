// The ledger check: re-adds the whole ledger on the server; run when the screen opens and on demand.
import { queryOptions } from '@tanstack/react-query';
import { adminLedgerCheck } from '@platform/shared/contract/admin';
import { api } from '../../lib/api.ts';

export const ledgerCheckQuery = () =>
  queryOptions({
    queryKey: ['ledger', 'check'],
    queryFn: ({ signal }) => api.call(adminLedgerCheck, {}, { signal }),
    // A check is a snapshot: each visit runs a new one.
    staleTime: 0,
  });
