// Creating a notice: the one call every area makes after its change has committed (a deposit
// credited, an order filled, a password changed). The row is the notifications centre's record;
// the socket event tells the user's open screens to refresh the list and the badge, and carries
// the kind and parameters so a screen can show the toast in its own language.
import type { Server as IoServer } from 'socket.io';
import { roomOfUser } from '@platform/shared/realtime';
import { NOTIFICATION_SOCKET_EVENT, type NotificationKind, type NotificationParams } from '@platform/shared/notification-rules';
import { parseNoticeParams } from '@platform/shared/notification-texts';
import type { TNotificationEvent } from '@platform/shared/schemas/notifications';
import type { Db } from '../db/database.ts';
import { insertNotifications, insertNotificationsQuietly, type NewNotification, type NotificationRow } from './notify-queries.ts';

export type NotifyDeps = {
  db: Db;
  io: IoServer;
  clock: () => number;
  /** With it, a notice to a user with no socket in this process (and no shared adapter) skips the event; without, every notice is emitted. */
  config?: { redisUrl: string | null };
};

export type Notice = {
  userId: number;
  kind: NotificationKind;
  /** The placeholders of the kind's texts (notification-rules.ts lists them per kind); amounts as decimal strings. */
  params?: NotificationParams;
  /** An in-app hash route to the record the notice is about. */
  link?: string;
};

/** The event from the row as written (kind and parameters are what the notice gave). */
function eventOf(row: NotificationRow): TNotificationEvent {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: parseNoticeParams(row.params),
    link: row.link,
    created_at: row.created_at,
  };
}

/** Whether an event to this user can reach a socket: always, unless this process alone holds the rooms and none is theirs. */
function heard(deps: NotifyDeps, userId: number): boolean {
  if (!deps.config || deps.config.redisUrl !== null) return true;
  return deps.io.of('/').adapter.rooms.has(roomOfUser(userId));
}

/**
 * Records the notices in one statement and tells each user's sockets. It never rejects: the change
 * it reports has already committed, and a lost notice must not turn that change into an error for
 * the caller (nor, for the spot writer, stop the pair). When no recipient can hear an event (the
 * spot benchmark's traders, a user with the app closed), the rows are written without reading
 * them back: encoding an event for an empty room costs as much as the insert.
 */
export async function notifyUsers(deps: NotifyDeps, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  try {
    const now = deps.clock();
    const rows: NewNotification[] = notices.map((notice) => ({
      user_id: notice.userId,
      kind: notice.kind,
      params: JSON.stringify(notice.params ?? {}),
      link: notice.link ?? '',
      read_at: null,
      created_at: now,
    }));
    if (!notices.some((notice) => heard(deps, notice.userId))) {
      await insertNotificationsQuietly(deps.db, rows);
      return;
    }
    for (const row of await insertNotifications(deps.db, rows)) {
      deps.io.to(roomOfUser(row.user_id)).emit(NOTIFICATION_SOCKET_EVENT, eventOf(row));
    }
  } catch (error) {
    console.error(`${notices.length} notification(s) (${notices[0]?.kind}, ...) not recorded`, error);
  }
}

/** One notice; see notifyUsers. */
export function notifyUser(deps: NotifyDeps, notice: Notice): Promise<void> {
  return notifyUsers(deps, [notice]);
}
