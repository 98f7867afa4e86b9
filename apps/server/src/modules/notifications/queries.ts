// All SQL of the notifications centre: writing notices, a user's page of them, the unread count,
// and marking them read. Every read and write names the owner: a notice is only ever its user's.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/schema-notifications.ts';

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

export type NotificationFilter = { userId: number; unreadOnly: boolean };

function filtered(db: Db, filter: NotificationFilter) {
  let query = db.selectFrom('notifications').where('user_id', '=', filter.userId);
  if (filter.unreadOnly) query = query.where('read_at', 'is', null);
  return query;
}

/** Newest first (ids grow with time). */
export async function listNotifications(
  db: Db,
  filter: NotificationFilter,
  page: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  return filtered(db, filter).selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countNotifications(db: Db, filter: NotificationFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Marks one of the user's notices read (keeping the first reading's time); answers it, or undefined if it is not theirs. */
export async function markRead(db: Db, userId: number, id: number, now: number): Promise<NotificationRow | undefined> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  return db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Marks every unread notice of the user read; answers how many were unread. */
export async function markAllRead(db: Db, userId: number, now: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
