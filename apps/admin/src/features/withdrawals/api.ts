// Withdrawal review calls: the queue by status, how many wait, and approve (paid, with the
// transaction reference) / reject (the frozen amount goes back to the user).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminWithdrawalApproveRequest, TAdminWithdrawalRejectRequest, TReviewStatus } from '@platform/shared/schemas/admin';
import { adminWithdrawals, adminWithdrawalsApprove, adminWithdrawalsReject } from '@platform/shared/contract/wallet';
import { api } from '../../lib/api.ts';

export const WITHDRAWALS_PAGE_LIMIT = 20;
const PENDING_REFRESH_MS = 30_000;

export type StatusFilter = TReviewStatus | 'all';

export const withdrawalsQuery = (status: StatusFilter, page: number) =>
  queryOptions({
    queryKey: ['withdrawals', 'list', status, page],
    queryFn: ({ signal }) =>
      api.call(adminWithdrawals, { status: status === 'all' ? undefined : status, page, limit: WITHDRAWALS_PAGE_LIMIT }, { signal }),
    placeholderData: keepPreviousData,
  });

/** How many withdrawals wait for review, for the sidebar. */
export const pendingWithdrawalsQuery = () =>
  queryOptions({
    queryKey: ['withdrawals', 'pending'],
    queryFn: async ({ signal }) => (await api.call(adminWithdrawals, { status: 'review', page: 1, limit: 1 }, { signal })).total,
    refetchInterval: PENDING_REFRESH_MS,
  });

export type WithdrawalReview =
  | { action: 'approve'; input: TAdminWithdrawalApproveRequest; idempotencyKey: string }
  | { action: 'reject'; input: TAdminWithdrawalRejectRequest; idempotencyKey: string };

export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    // Either decision answers the server's 'success' text, not the withdrawal: the queue is fetched again.
    mutationFn: (review: WithdrawalReview) =>
      review.action === 'approve'
        ? api.call(adminWithdrawalsApprove, review.input, { idempotencyKey: review.idempotencyKey })
        : api.call(adminWithdrawalsReject, review.input, { idempotencyKey: review.idempotencyKey }),
    onSettled: () => {
      // Also after a refusal: "already reviewed" means someone else changed the record.
      for (const area of ['withdrawals', 'users', 'ledger', 'audit']) void queryClient.invalidateQueries({ queryKey: [area] });
    },
  });
}
