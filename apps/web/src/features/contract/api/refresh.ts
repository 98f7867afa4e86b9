// Every contract query is keyed under queryKeys.contract.all and the session token: one prefix to
// refresh after an order, a close or a socket event, and one user's positions never show for the next user.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@platform/shared/realtime';
import { TRADING_SOCKET_EVENTS } from '@platform/shared/trading-rules';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

export function useContractToken(): string | null {
  return useSession((state) => state.token);
}

/** Refetches the contract queries (deal, positions, lists). */
export function useRefreshContract(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.contract.all }), [queryClient]);
}

/** While mounted, positions and the lever balance follow the user's socket room: a stop or a liquidation fired by the server shows at once. */
export function useContractLiveUpdates(): void {
  const refresh = useRefreshContract();
  useSocketEvent(TRADING_SOCKET_EVENTS.position, () => void refresh());
  useSocketEvent(SOCKET_EVENTS.balance, () => void refresh());
}
