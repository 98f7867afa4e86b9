// user/invite_list: the users one invited, a page at a time.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { userInviteList } from '@platform/shared/contract/profile';
import { api } from '../../../lib/api.ts';
import { nextPageOf } from '../../../lib/paging.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const INVITEES_PAGE_LIMIT = 20;

export const inviteesQueryOptions = (token: string | null) =>
  infiniteQueryOptions({
    // Under 'user': logging out drops it.
    queryKey: queryKeys.user.invitees(token, INVITEES_PAGE_LIMIT),
    // Quiet: the page shows its own failure state, or the footer's retry for a later page.
    queryFn: ({ pageParam, signal }) => api.call(userInviteList, { page: pageParam, limit: INVITEES_PAGE_LIMIT }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: token !== null,
  });
