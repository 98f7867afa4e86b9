// Spot's user data: its orders (under queryKeys.spot.ofUser()) and balances (the wallet's coin
// list), both refreshed when money moved.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';

export function useSpotToken(): string | null {
  return useSession((state) => state.token);
}

/** Refetches the user's orders and balances (and marks the wallet's stale) after money moved. */
export function useRefreshUserData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.spot.ofUser() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
    ]);
  }, [queryClient]);
}
