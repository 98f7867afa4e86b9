// Four eyes on large deposit credits: the first admin's approval waits here until a second admin
// approves the same amount (modules/wallet/deposit-review.ts). One row per deposit at most.
import type { Dialect } from '../database.ts';
import type { MigrationDb } from './tables.ts';

export function depositApprovals(_dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await db.schema
        .createTable('deposit_credit_approvals')
        .addColumn('deposit_id', 'integer', (c) => c.primaryKey().references('deposits.id'))
        .addColumn('credited_atoms', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('approved_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
