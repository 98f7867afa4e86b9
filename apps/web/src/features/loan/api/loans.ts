// loan/config, orders, borrow, repay and add_collateral: the signed-in user's crypto-backed loans.
// Every query is keyed under 'loan' and the session token; a change refreshes the loans and the
// wallet (the collateral and the USDT moved through the coin account).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loanAddCollateral, loanBorrow, loanConfig, loanOrders, loanRepay, loanSummary } from '@platform/shared/contract/loan';
import type { TLoanBorrowRequest } from '@platform/shared/schemas/loan';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';

/** The loans are re-read this often while open: the LTV follows the price. */
const LOANS_REFRESH_MS = 10_000;
/** The list shows this many loans, newest first. */
export const LOANS_SHOWN = 50;

function useToken(): string | null {
  return useSession((state) => state.token);
}

export function useLoanConfig() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.loan.config(token),
      queryFn: ({ signal }) => api.call(loanConfig, {}, { signal, silent: true }),
      refetchInterval: LOANS_REFRESH_MS,
    }),
  );
}

/** What the user owes on open loans and the interest they cost (the Financial tab). */
export function useLoanSummary() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.loan.summary(token),
      queryFn: ({ signal }) => api.call(loanSummary, {}, { signal, silent: true }),
      enabled: Boolean(token),
    }),
  );
}

export function useLoans() {
  const token = useToken();
  const client = useQueryClient();
  // A liquidation or a margin call changes a loan without the user doing anything.
  useSocketEvent(SOCKET_EVENTS.balance, () => void client.invalidateQueries({ queryKey: queryKeys.loan.all }));
  return useQuery(
    queryOptions({
      queryKey: queryKeys.loan.orders(token),
      queryFn: ({ signal }) => api.call(loanOrders, { page: 1, limit: LOANS_SHOWN }, { signal, silent: true }),
      enabled: Boolean(token),
      refetchInterval: LOANS_REFRESH_MS,
    }),
  );
}

function useRefreshAfter() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.loan.all });
    void client.invalidateQueries({ queryKey: queryKeys.wallet.all });
  };
}

/** Money moves: each submission carries its idempotency key (kept across a retry without answer). */
export function useBorrow() {
  const submission = useSubmissionKey();
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (request: TLoanBorrowRequest) => api.call(loanBorrow, request, { idempotencyKey: submission.keyFor(request) }),
    onSuccess: () => {
      submission.settle();
      refresh();
    },
    onError: (error) => submission.settle(error),
  });
}

export type LoanAction = 'repay' | 'add_collateral';

export function useLoanAction(action: LoanAction) {
  const submission = useSubmissionKey();
  const refresh = useRefreshAfter();
  const call = action === 'repay' ? loanRepay : loanAddCollateral;
  return useMutation({
    mutationFn: (request: { id: number; amount: string }) =>
      api.call(call, request, { idempotencyKey: submission.keyFor({ action, ...request }) }),
    onSuccess: () => {
      submission.settle();
      refresh();
    },
    onError: (error) => submission.settle(error),
  });
}
