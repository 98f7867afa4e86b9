// SQL of the support chat: threads (one per user), their messages, the read marks both sides keep,
// and the inbox of the back office.
import { sql } from 'kysely';
import type { TSupportSender, TSupportThreadStatus } from '@platform/shared/schemas/support';
import type { Db } from '../../db/database.ts';
import type { SupportMessageRow, SupportThreadRow } from '../../db/schema-support.ts';

export type { SupportMessageRow, SupportThreadRow };

export function findThreadOfUser(db: Db, userId: number): Promise<SupportThreadRow | undefined> {
  return db.selectFrom('support_threads').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findThread(db: Db, threadId: number): Promise<SupportThreadRow | undefined> {
  return db.selectFrom('support_threads').selectAll().where('id', '=', threadId).executeTakeFirst();
}

/** The user's thread, created with their first message; a concurrent first message finds it made. */
export async function ensureThreadOfUser(trx: Db, userId: number, now: number): Promise<void> {
  await trx
    .insertInto('support_threads')
    .values({ user_id: userId, last_message_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Writes the thread row first thing in a transaction: PostgreSQL holds its row lock until commit,
 * so two sends to one thread take turns and each sees the other's message when counting
 * (SQLite runs one transaction at a time anyway). Answers the row as it now stands.
 */
export function lockThread(trx: Db, where: { threadId: number } | { userId: number }, now: number): Promise<SupportThreadRow | undefined> {
  const update = trx.updateTable('support_threads').set({ updated_at: now });
  const filtered = 'threadId' in where ? update.where('id', '=', where.threadId) : update.where('user_id', '=', where.userId);
  return filtered.returningAll().executeTakeFirst();
}

export async function countMessagesSince(trx: Db, threadId: number, sender: TSupportSender, since: number): Promise<number> {
  const row = await trx
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('thread_id', '=', threadId)
    .where('sender', '=', sender)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type NewMessage = { threadId: number; sender: TSupportSender; authorId: number; body: string; image: string; now: number };

/** Stores the message and makes it the thread's newest; the sender has read everything before it. */
export async function insertMessage(trx: Db, message: NewMessage): Promise<SupportMessageRow> {
  const row = await trx
    .insertInto('support_messages')
    .values({
      thread_id: message.threadId,
      sender: message.sender,
      author_id: message.authorId,
      body: message.body,
      image: message.image,
      created_at: message.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const fromUser = message.sender === 'user';
  await trx
    .updateTable('support_threads')
    .set((eb) => ({
      status: 'open',
      last_message_id: row.id,
      last_message_at: message.now,
      ...(fromUser
        ? { last_user_message_id: row.id, user_read_id: eb.ref('last_agent_message_id') }
        : { last_agent_message_id: row.id, agent_read_id: eb.ref('last_user_message_id') }),
    }))
    .where('id', '=', message.threadId)
    .execute();
  return row;
}

/** The `limit` messages before `before` (the newest when absent), oldest first, and whether earlier ones exist. */
export async function listMessages(
  db: Db,
  threadId: number,
  page: { before?: number; limit: number },
): Promise<{ data: SupportMessageRow[]; hasMore: boolean }> {
  let query = db.selectFrom('support_messages').selectAll().where('thread_id', '=', threadId);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return { data: rows.slice(0, page.limit).reverse(), hasMore: rows.length > page.limit };
}

/** Moves one side's read mark forward (never back) to `upTo`; answers whether it moved. */
export async function markRead(db: Db, threadId: number, reader: TSupportSender, upTo: number): Promise<boolean> {
  const column = reader === 'user' ? 'user_read_id' : 'agent_read_id';
  const result = await db
    .updateTable('support_threads')
    .set({ [column]: upTo })
    .where('id', '=', threadId)
    .where(column, '<', upTo)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The agents' messages the user has not read. */
export async function countUnreadOfUser(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('support_messages as m')
    .innerJoin('support_threads as t', 't.id', 'm.thread_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('t.user_id', '=', userId)
    .where('m.sender', '=', 'agent')
    .whereRef('m.id', '>', 't.user_read_id')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The users' messages no agent has read, over every thread (the sidebar's count). */
export async function countUnreadOfAgents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('support_messages as m')
    .innerJoin('support_threads as t', 't.id', 'm.thread_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    // Only threads with something unread: the join stays small however long the history is.
    .whereRef('t.last_user_message_id', '>', 't.agent_read_id')
    .where('m.sender', '=', 'user')
    .whereRef('m.id', '>', 't.agent_read_id')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setThreadStatus(trx: Db, threadId: number, status: TSupportThreadStatus, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('support_threads')
    .set({ status, updated_at: now })
    .where('id', '=', threadId)
    .where('status', '!=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function inboxQuery(db: Db) {
  return db
    .selectFrom('support_threads as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('support_messages as m', 'm.id', 't.last_message_id')
    .select([
      't.id',
      't.user_id',
      'u.email as user_email',
      'u.phone as user_phone',
      'u.nickname as user_nickname',
      't.status',
      't.last_message_at',
      't.user_read_id',
      't.created_at',
      'm.sender as last_sender',
      'm.body as last_body',
      'm.image as last_image',
    ])
    .select((eb) =>
      eb
        .selectFrom('support_messages as um')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('um.thread_id', '=', 't.id')
        .where('um.sender', '=', 'user')
        .whereRef('um.id', '>', 't.agent_read_id')
        .as('unread'),
    );
}

export type InboxRow = Awaited<ReturnType<ReturnType<typeof inboxQuery>['executeTakeFirstOrThrow']>>;

/** The inbox: threads with unread messages first, then the most recently active. */
export async function listInbox(
  db: Db,
  status: TSupportThreadStatus | 'all',
  page: { page: number; limit: number },
): Promise<{ data: InboxRow[]; total: number }> {
  let list = inboxQuery(db);
  let count = db.selectFrom('support_threads').select((eb) => eb.fn.countAll<number>().as('count'));
  if (status !== 'all') {
    list = list.where('t.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [data, total] = await Promise.all([
    list
      .orderBy(sql`case when t.last_user_message_id > t.agent_read_id then 0 else 1 end`)
      .orderBy('t.last_message_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(total.count) };
}

export function findInboxThread(db: Db, threadId: number): Promise<InboxRow | undefined> {
  return inboxQuery(db).where('t.id', '=', threadId).executeTakeFirst();
}

/**
 * Whether `name` is an image of a support message the viewer may see: any thread's for an agent,
 * the viewer's own thread's for a user.
 */
export async function supportImageVisible(db: Db, name: string, viewer: { userId: number; agent: boolean }): Promise<boolean> {
  let query = db
    .selectFrom('support_messages as m')
    .innerJoin('support_threads as t', 't.id', 'm.thread_id')
    .select('m.id')
    .where('m.image', '=', name);
  if (!viewer.agent) query = query.where('t.user_id', '=', viewer.userId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export const SUPPORT_SETTING_KEY = 'support_url';

export async function findSupportSetting(db: Db): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SUPPORT_SETTING_KEY).executeTakeFirst();
  return row?.value ?? '';
}

export async function saveSupportSetting(trx: Db, value: string): Promise<void> {
  await trx
    .insertInto('settings')
    .values({ key: SUPPORT_SETTING_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
