// The identity area's tables (issue 5): every verification submission with its decision. The user's
// current level and status stay on users (real_level, real_status), written with each decision.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function identity(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await tableWithId(db, dialect, 'identity_submissions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('level', 'integer', (c) => c.notNull().check(sql`level in (1, 2)`))
        .addColumn('id_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('card_id', 'varchar(20)', (c) => c.notNull())
        .addColumn('front_pic', 'varchar(64)', (c) => c.notNull())
        .addColumn('reverse_pic', 'varchar(64)', (c) => c.notNull())
        .addColumn('hand_pic', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('memo', 'varchar(140)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('pending', 'verified', 'failed')`))
        .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
        .addColumn('reviewed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('identity_submissions_user').on('identity_submissions').columns(['user_id', 'level', 'id']).execute();
      await db.schema.createIndex('identity_submissions_status').on('identity_submissions').columns(['status', 'id']).execute();
      // At most one submission per user waits for review: two quick submits cannot both get in.
      await sql`create unique index identity_submissions_one_pending on identity_submissions (user_id) where status = 'pending'`.execute(
        db,
      );
    },
  };
}
