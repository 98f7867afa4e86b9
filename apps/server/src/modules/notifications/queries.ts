// The notifications centre's SQL: a user's page of notices, the unread count, and marking them
// read. Every read and write names the owner: a notice is only ever its user's.
import type { Db } from '../../db/database.ts';
import type { NotificationRow } from '../../notify/notify-queries.ts';

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
