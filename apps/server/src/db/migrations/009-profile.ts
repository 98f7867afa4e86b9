// The profile area's changes (issue 5): public avatars and the invitation list.
import type { Dialect } from '../database.ts';
import type { MigrationDb } from './tables.ts';

export function profile(_dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      /**
       * 1 for an avatar: an <img src> cannot send the Authorization header, so avatars are served
       * to anyone. Set only by user/uploadHeadPortrait on a file of its own; identity photos and
       * payment vouchers keep 0 and stay private to their owner and admins.
       */
      await db.schema
        .alterTable('uploads')
        .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // user/invite_list: the users one invited, newest first.
      await db.schema.createIndex('users_referrer').on('users').columns(['referrer_id', 'id']).execute();
    },
  };
}
