// Support chat calls.
import { queryOptions } from '@tanstack/react-query';

/** How many wait, for the sidebar. */
export const pendingSupportQuery = () => queryOptions({ queryKey: ['support', 'pending'], queryFn: async (): Promise<number> => 0 });
