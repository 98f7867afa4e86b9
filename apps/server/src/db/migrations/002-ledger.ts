// The ledger: one balance per owner, coin and account type, and the entries that explain it.
// The database backs the code: a user's buckets can never be stored negative (CHECK), entries
// are never zero and always reference their balance. Platform accounts (deposits in transit,
// fees, the conversion desk) are the other side of users' money and may go negative.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function ledger(dialect: Dialect) {
  const idColumn = (db: MigrationDb, table: string) => tableWithId(db, dialect, table);

  return {
    async up(db: MigrationDb): Promise<void> {
      await idColumn(db, 'balances')
        .addColumn('owner', 'varchar(64)', (c) => c.notNull())
        .addColumn('is_platform', 'integer', (c) => c.notNull().check(sql`is_platform in (0, 1)`))
        .addColumn('coin_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('account_type', 'integer', (c) => c.notNull().references('account_types.id'))
        .addColumn('available_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('frozen_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('balances_user_not_negative', sql`is_platform = 1 or (available_atoms >= 0 and frozen_atoms >= 0)`)
        // Also what makes "insert if missing" race-safe: a second insert of the same account does nothing.
        .addUniqueConstraint('balances_account', ['owner', 'coin_id', 'account_type'])
        .execute();

      await idColumn(db, 'ledger_entries')
        .addColumn('balance_id', 'integer', (c) => c.notNull().references('balances.id'))
        .addColumn('bucket', 'varchar(16)', (c) => c.notNull().check(sql`bucket in ('available', 'frozen')`))
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms <> 0`))
        .addColumn('transfer_id', 'varchar(36)', (c) => c.notNull())
        .addColumn('reason', 'varchar(32)', (c) => c.notNull())
        .addColumn('record_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ledger_entries_balance').on('ledger_entries').columns(['balance_id', 'id']).execute();
      await db.schema.createIndex('ledger_entries_transfer').on('ledger_entries').column('transfer_id').execute();
    },
  };
}
