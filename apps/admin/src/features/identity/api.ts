// Identity review calls: the queue by state (pending first), one user's history, how many wait, and
// approve / fail. A decision changes the user's level, so it refreshes the queue, users and the audit log.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminIdentity, adminIdentityApprove, adminIdentityFail } from '@platform/shared/contract/identity';
import type { TAdminIdentityApproveRequest, TAdminIdentityFailRequest, TSubmissionState } from '@platform/shared/schemas/identity';
import { api } from '../../lib/api.ts';

export const IDENTITY_PAGE_LIMIT = 20;
const PENDING_REFRESH_MS = 30_000;

export type StateFilter = TSubmissionState | 'all';

export const identityQuery = (state: StateFilter, page: number) =>
  queryOptions({
    queryKey: ['identity', 'list', state, page],
    queryFn: ({ signal }) =>
      api.call(adminIdentity, { status: state === 'all' ? undefined : state, page, limit: IDENTITY_PAGE_LIMIT }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Every submission of one user, newest first after any pending one: the history a reviewer weighs. */
export const identityHistoryQuery = (userId: number) =>
  queryOptions({
    queryKey: ['identity', 'history', userId],
    queryFn: ({ signal }) => api.call(adminIdentity, { user_id: userId, page: 1, limit: 50 }, { signal }),
  });

/** How many submissions wait for review, for the sidebar. */
export const pendingIdentityQuery = () =>
  queryOptions({
    queryKey: ['identity', 'pending'],
    queryFn: async ({ signal }) => (await api.call(adminIdentity, { status: 'pending', page: 1, limit: 1 }, { signal })).total,
    refetchInterval: PENDING_REFRESH_MS,
  });

export type IdentityReview =
  | { action: 'approve'; input: TAdminIdentityApproveRequest; idempotencyKey: string }
  | { action: 'fail'; input: TAdminIdentityFailRequest; idempotencyKey: string };

export function useReviewIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: IdentityReview) => {
      const options = { idempotencyKey: review.idempotencyKey };
      return review.action === 'approve'
        ? api.call(adminIdentityApprove, review.input, options)
        : api.call(adminIdentityFail, review.input, options);
    },
    onSettled: () => {
      // Also after a refusal: "already reviewed" means someone else decided it.
      for (const area of ['identity', 'users', 'audit']) void queryClient.invalidateQueries({ queryKey: [area] });
    },
  });
}
