// The security area's tables (issue 5): per-user security settings (the two-factor key and the
// anti-phishing code), the hashes of the recovery codes, and when each session was last seen.
// Kept out of `users`, so the secrets never ride in the session cache's copy of the user row.
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function security(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await tableWithId(db, dialect, 'user_security')
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
        .addColumn('anti_phishing_code', 'varchar(20)')
        /** Base32 TOTP key: waiting to be confirmed while totp_enabled_at is null. */
        .addColumn('totp_secret', 'varchar(64)')
        .addColumn('totp_enabled_at', 'bigint')
        /** The last 30 s step whose code was accepted: a code is good once. */
        .addColumn('totp_last_step', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await tableWithId(db, dialect, 'totp_recovery_codes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('totp_recovery_codes_user').on('totp_recovery_codes').columns(['user_id', 'code_hash']).execute();

      // Written at most once a minute per session (security/session-activity.ts), not on every call.
      await tableWithId(db, dialect, 'session_activity')
        .addColumn('session_id', 'integer', (c) => c.notNull().unique().references('sessions.id'))
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
