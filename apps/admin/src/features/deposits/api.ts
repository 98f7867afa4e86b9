// Deposit review calls: the queue by status, how many wait, and approve / reject. A review moves
// money, so it refreshes what it touches: the queue, users' balances, the ledger and the audit log.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminDepositApproveRequest, TAdminDepositRejectRequest, TReviewStatus } from '@platform/shared/schemas/admin';
import { adminDeposits, adminDepositsApprove, adminDepositsReject, otcInfo } from '@platform/shared/contract/wallet';
import { api } from '../../lib/api.ts';

export const DEPOSITS_PAGE_LIMIT = 20;
const PENDING_REFRESH_MS = 30_000;

export type StatusFilter = TReviewStatus | 'all';

export const depositsQuery = (status: StatusFilter, page: number) =>
  queryOptions({
    queryKey: ['deposits', 'list', status, page],
    queryFn: ({ signal }) =>
      api.call(adminDeposits, { status: status === 'all' ? undefined : status, page, limit: DEPOSITS_PAGE_LIMIT }, { signal }),
    placeholderData: keepPreviousData,
  });

/** How many deposits wait for review, for the sidebar. */
export const pendingDepositsQuery = () =>
  queryOptions({
    queryKey: ['deposits', 'pending'],
    queryFn: async ({ signal }) => (await api.call(adminDeposits, { status: 'review', page: 1, limit: 1 }, { signal })).total,
    refetchInterval: PENDING_REFRESH_MS,
  });

/** The published fiat rates (units per 1 USD) the user saw when paying: a reference for the USDT to credit. */
export const otcRatesQuery = () =>
  queryOptions({
    queryKey: ['otc', 'info'],
    queryFn: ({ signal }) => api.call(otcInfo, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export type DepositReview =
  | { action: 'approve'; input: TAdminDepositApproveRequest; idempotencyKey: string }
  | { action: 'reject'; input: TAdminDepositRejectRequest; idempotencyKey: string };

export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: DepositReview) =>
      review.action === 'approve'
        ? api.call(adminDepositsApprove, review.input, { idempotencyKey: review.idempotencyKey })
        : api.call(adminDepositsReject, review.input, { idempotencyKey: review.idempotencyKey }),
    onSettled: () => {
      // Also after a refusal: "already reviewed" means someone else changed the record.
      for (const area of ['deposits', 'users', 'ledger', 'audit']) void queryClient.invalidateQueries({ queryKey: [area] });
    },
  });
}
