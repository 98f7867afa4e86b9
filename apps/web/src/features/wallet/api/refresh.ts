// Every wallet query is keyed under queryKeys.wallet.all and the session token: one prefix to
// refresh after a movement (mutations, the socket's `balance` and `record` events), and one user's
// money never shows for the next user of the same browser.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

export function useWalletToken(): string | null {
  return useSession((state) => state.token);
}

/** Refetches the wallet's queries: after a movement this screen made, or one the server announced. */
export function useRefreshWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }), [queryClient]);
}

/** While mounted, balances and records follow the user's socket room without a reload. */
export function useWalletLiveUpdates(): void {
  const refresh = useRefreshWallet();
  useSocketEvent(SOCKET_EVENTS.balance, () => void refresh());
  useSocketEvent(SOCKET_EVENTS.record, () => void refresh());
}
