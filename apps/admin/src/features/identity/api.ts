// Identity review calls.
import { queryOptions } from '@tanstack/react-query';

/** How many wait, for the sidebar. */
export const pendingIdentityQuery = () => queryOptions({ queryKey: ['identity', 'pending'], queryFn: async (): Promise<number> => 0 });
