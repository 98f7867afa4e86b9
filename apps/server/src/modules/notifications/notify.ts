// Creating a notice: the one call every area makes after its change has committed (a deposit
// credited, an order filled, a password changed). The row is the notifications centre's record;
// the socket event tells the user's open screens to refresh the list and the badge.
import type { Server as IoServer } from 'socket.io';
import { roomOfUser } from '@platform/shared/realtime';
import { NOTIFICATION_SOCKET_EVENT, type NotificationKind, type NotificationParams } from '@platform/shared/notification-rules';
import type { Db } from '../../db/database.ts';

export type NotifyDeps = { db: Db; io: IoServer; clock: () => number };

export type Notice = {
  userId: number;
  kind: NotificationKind;
  /** The placeholders of the kind's texts; amounts as decimal strings. */
  params?: NotificationParams;
  /** An in-app hash route to the record the notice is about. */
  link?: string;
};

/**
 * Records the notice and tells the user's sockets. It never rejects: the change it reports has
 * already committed, and a lost notice must not turn that change into an error for the caller.
 */
export async function notifyUser(deps: NotifyDeps, notice: Notice): Promise<void> {
  try {
    const row = await deps.db
      .insertInto('notifications')
      .values({
        user_id: notice.userId,
        kind: notice.kind,
        params: JSON.stringify(notice.params ?? {}),
        link: notice.link ?? '',
        read_at: null,
        created_at: deps.clock(),
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    deps.io.to(roomOfUser(notice.userId)).emit(NOTIFICATION_SOCKET_EVENT, { id: row.id, kind: notice.kind, created_at: row.created_at });
  } catch (error) {
    console.error(`notification ${notice.kind} to user ${notice.userId} not recorded`, error);
  }
}
