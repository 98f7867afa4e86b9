// The support chat (issue 5): one thread per user with the agents of the back office, and its
// messages. Unread counts are derived from read marks (the newest message id each side has read),
// not kept as counters, so a message arriving while the other side marks the thread read is never
// counted as read by mistake.
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function support(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await tableWithId(db, dialect, 'support_threads')
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
        /** 'open' | 'closed': an agent closes a resolved thread; a new message opens it again. */
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
        /** The newest agent message the user has read, and the newest user message an agent has read. */
        .addColumn('user_read_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agent_read_id', 'integer', (c) => c.notNull().defaultTo(0))
        /** The newest message (0: none yet), and the newest of each side, for the inbox and the unread checks. */
        .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_user_message_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_agent_message_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        /** Bumped first by every send: the row lock that makes a user's sends take turns (the rate limit). */
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('support_threads_inbox').on('support_threads').columns(['status', 'last_message_at']).execute();

      await tableWithId(db, dialect, 'support_messages')
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('support_threads.id'))
        /** 'user' | 'agent'. */
        .addColumn('sender', 'varchar(8)', (c) => c.notNull())
        /** The user, or the admin who answered. */
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('body', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        /** An upload's file reference (uploads.name), '' when none. */
        .addColumn('image', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('support_messages_thread').on('support_messages').columns(['thread_id', 'id']).execute();
      await db.schema.createIndex('support_messages_image').on('support_messages').column('image').execute();
    },
  };
}
