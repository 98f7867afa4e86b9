// Tells a user's open screens that their money moved: after a movement commits, the user's
// private socket room gets `balance` (refetch balances) and `record` (a record changed state), so
// the assets tab and record lists update without a reload.
import type { Server as IoServer } from 'socket.io';
import { SOCKET_EVENTS, roomOfUser } from '@platform/shared/realtime';

export type WalletRecordKind =
  'deposit' | 'withdrawal' | 'transfer' | 'conversion' | 'spot_order' | 'contract_position' | 'option_order' | 'staking_position';

export function notifyWalletChange(io: IoServer, userId: number, record: { kind: WalletRecordKind; id: number; status?: string }): void {
  io.to(roomOfUser(userId)).emit(SOCKET_EVENTS.balance, { kind: record.kind, id: record.id });
  io.to(roomOfUser(userId)).emit(SOCKET_EVENTS.record, record);
}
