// User look-up calls: the search and one user with their balances.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminUser, adminUsers } from '@platform/shared/contract/admin';
import { api } from '../../lib/api.ts';

export const USERS_PAGE_LIMIT = 20;

export const usersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['users', 'search', q, page],
    queryFn: ({ signal }) => api.call(adminUsers, { q, page, limit: USERS_PAGE_LIMIT }, { signal }),
    placeholderData: keepPreviousData,
  });

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => api.call(adminUser, { id }, { signal }),
  });
