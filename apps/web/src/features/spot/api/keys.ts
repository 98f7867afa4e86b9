// Spot queries: the public book and tape by symbol, and the user's orders and balances under the
// session token, so one user's orders never show for the next user of the same browser.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';

export const SPOT_KEY = ['spot'] as const;
/** The wallet feature's query prefix: its screens read balances a spot fill has just moved. */
const WALLET_KEY = ['wallet'] as const;

export const marketKey = (symbol: string, part: 'depth' | 'trades') => [...SPOT_KEY, 'market', symbol, part] as const;
export const userKey = (token: string | null, ...parts: readonly unknown[]) => [...SPOT_KEY, 'user', token ?? '', ...parts] as const;

export function useSpotToken(): string | null {
  return useSession((state) => state.token);
}

/** Refetches the user's orders and balances (and marks the wallet's stale) after money moved. */
export function useRefreshUserData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...SPOT_KEY, 'user'] }),
      queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
    ]);
  }, [queryClient]);
}
