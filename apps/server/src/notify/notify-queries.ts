// Writing notices: the one table every area's notices land in (the notify sink's SQL).
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { NotificationsTable } from '../db/schema-notifications.ts';

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;

/** Writes the notices in one statement; answers the rows written (their order is not relied on). */
export async function insertNotifications(db: Db, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('notifications').values(rows).returningAll().execute();
}

/** Writes the notices without reading them back. */
export async function insertNotificationsQuietly(db: Db, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('notifications').values(rows).execute();
}
