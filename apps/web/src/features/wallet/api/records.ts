// recharge/log, user/withdraw/list and wallet/legal_log: the user's deposits, withdrawals and the
// ledger lines behind every balance, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { rechargeLog, userWithdrawList, walletLegalLog } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import type { LedgerKind } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useWalletToken } from './refresh.ts';
import { pagedQueryOptions } from './paged.ts';

export function useDepositRecords() {
  const token = useWalletToken();
  return useInfiniteQuery(
    pagedQueryOptions(
      queryKeys.wallet.deposits(token),
      (page, limit, signal) => api.call(rechargeLog, { page, limit }, { signal, silent: true }),
      Boolean(token),
    ),
  );
}

export function useWithdrawalRecords() {
  const token = useWalletToken();
  return useInfiniteQuery(
    pagedQueryOptions(
      queryKeys.wallet.withdrawals(token),
      (page, limit, signal) => api.call(userWithdrawList, { page, limit }, { signal, silent: true }),
      Boolean(token),
    ),
  );
}

export type LedgerFilter = { currency_id?: number; account_type?: number; kind?: LedgerKind };

export function useLedgerLines(filter: LedgerFilter) {
  const token = useWalletToken();
  return useInfiniteQuery(
    pagedQueryOptions(
      queryKeys.wallet.ledger(token, filter),
      (page, limit, signal) => api.call(walletLegalLog, { ...filter, page, limit }, { signal, silent: true }),
      Boolean(token),
    ),
  );
}
