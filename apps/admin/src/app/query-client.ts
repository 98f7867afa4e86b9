// Server state of the back office. Review queues change under the reviewer's eyes (users submit,
// other admins review), so lists refresh when the window regains focus and go stale quickly.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

const QUERY_STALE_MS = 10_000;
const QUERY_RETRIES_MAX = 1;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_MS,
      // A refusal is final; only a failed connection is worth one more try.
      retry: (failures, error) => failures < QUERY_RETRIES_MAX && error instanceof ApiError && error.type === 'network',
    },
    mutations: { retry: false },
  },
});
