// Withdrawal review calls: the queue by status, how many wait, and approve (paid, with the
// transaction reference) / reject (the frozen amount goes back to the user).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminWithdrawal,
  TAdminWithdrawalApproveRequest,
  TAdminWithdrawalRejectRequest,
  TAdminWithdrawalsResponse,
  TReviewStatus,
} from '@platform/shared/schemas/admin';
import { api } from '../../lib/api.ts';

export const WITHDRAWALS_PAGE_LIMIT = 20;
const PENDING_REFRESH_MS = 30_000;

export type StatusFilter = TReviewStatus | 'all';

export const withdrawalsQuery = (status: StatusFilter, page: number) =>
  queryOptions({
    queryKey: ['withdrawals', 'list', status, page],
    queryFn: ({ signal }) =>
      api.get<TAdminWithdrawalsResponse>(
        'admin/withdrawals',
        { status: status === 'all' ? undefined : status, page, limit: WITHDRAWALS_PAGE_LIMIT },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** How many withdrawals wait for review, for the sidebar. */
export const pendingWithdrawalsQuery = () =>
  queryOptions({
    queryKey: ['withdrawals', 'pending'],
    queryFn: async ({ signal }) =>
      (await api.get<TAdminWithdrawalsResponse>('admin/withdrawals', { status: 'review', page: 1, limit: 1 }, { signal })).total,
    refetchInterval: PENDING_REFRESH_MS,
  });

export type WithdrawalReview =
  | { action: 'approve'; input: TAdminWithdrawalApproveRequest; idempotencyKey: string }
  | { action: 'reject'; input: TAdminWithdrawalRejectRequest; idempotencyKey: string };

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: WithdrawalReview) =>
      api.post<TAdminWithdrawal>(`admin/withdrawals/${review.action}`, review.input, { idempotencyKey: review.idempotencyKey }),
    onSettled: () => {
      // Also after a refusal: "already reviewed" means someone else changed the record.
      for (const area of ['withdrawals', 'users', 'ledger', 'audit']) void queryClient.invalidateQueries({ queryKey: [area] });
    },
  });
}
