// The notifications centre (issue 5): one row per notice to one user, stored as its kind and
// parameters and rendered in the reader's language when read (notification-rules.ts).
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function notifications(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await tableWithId(db, dialect, 'notifications')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        /** JSON object of string values: the placeholders of the kind's texts. */
        .addColumn('params', 'text', (c) => c.notNull())
        /** An in-app hash route the notice opens (the record it is about), or ''. */
        .addColumn('link', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('read_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('notifications_unread').on('notifications').columns(['user_id', 'read_at']).execute();
    },
  };
}
