// IEO subscriptions (issue 13): the projects of the back office with a price per accepted pay
// currency, each user's asked total per project (the per-user maximum's counter, bumped by a guarded
// update so concurrent subscriptions never pass it), and the subscriptions. A subscription's payment
// sits in the platform's IEO subscriptions account until the allocation (a ledger movement, not a
// flag). The allocation runs once per project: `allocation_started_at` is set by one guarded update
// that also freezes the ratio, and each subscription is allocated by a guarded update of its own, so
// a restart or a second trigger finishes what is left and never pays twice.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function ieo(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await tableWithId(db, dialect, 'ieo_projects')
        /** The token's coin in the wallet (a row of currencies, with no network: it is not deposited or withdrawn). */
        .addColumn('currency_id', 'integer', (c) => c.notNull().unique().references('currencies.id'))
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('symbol', 'varchar(10)', (c) => c.notNull().unique())
        .addColumn('logo', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('white_paper', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('token_decimals', 'integer', (c) => c.notNull().check(sql`token_decimals >= 0 AND token_decimals <= 8`))
        .addColumn('hard_cap_atoms', 'bigint', (c) => c.notNull().check(sql`hard_cap_atoms > 0`))
        .addColumn('user_min_atoms', 'bigint', (c) => c.notNull())
        .addColumn('user_max_atoms', 'bigint', (c) => c.notNull())
        .addColumn('warmup_at', 'bigint', (c) => c.notNull())
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint', (c) => c.notNull())
        .addColumn('distribute_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
        /** Tokens asked for by all subscriptions (never goes down). */
        .addColumn('asked_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        /** Set once, by the allocation's first step: the ratio every subscription gets, in parts of 1e8. */
        .addColumn('ratio_atoms', 'bigint')
        .addColumn('allocation_started_at', 'bigint')
        /** Set when every subscription has been allocated. */
        .addColumn('allocated_at', 'bigint')
        .addColumn('allocated_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint(
          'ieo_projects_terms',
          sql`user_min_atoms > 0 AND user_min_atoms <= user_max_atoms AND warmup_at <= start_at AND start_at < end_at AND end_at <= distribute_at AND asked_atoms >= 0 AND allocated_atoms <= hard_cap_atoms`,
        )
        .execute();
      await db.schema.createIndex('ieo_projects_due').on('ieo_projects').columns(['allocated_at', 'distribute_at']).execute();

      await db.schema
        .createTable('ieo_project_prices')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('ieo_projects.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('price_atoms', 'bigint', (c) => c.notNull().check(sql`price_atoms > 0`))
        .addPrimaryKeyConstraint('ieo_project_prices_pk', ['project_id', 'currency_id'])
        .execute();

      /** A user's asked total per project (never goes down): the per-user maximum's counter. */
      await db.schema
        .createTable('ieo_user_totals')
        .addColumn('project_id', 'integer', (c) => c.notNull().references('ieo_projects.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('asked_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('ieo_user_totals_pk', ['project_id', 'user_id'])
        .execute();

      await tableWithId(db, dialect, 'ieo_orders')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('project_id', 'integer', (c) => c.notNull().references('ieo_projects.id'))
        .addColumn('token_currency_id', 'integer', (c) => c.notNull())
        .addColumn('pay_currency_id', 'integer', (c) => c.notNull())
        .addColumn('price_atoms', 'bigint', (c) => c.notNull())
        /** Tokens asked for, and the payment frozen for them (amount x price, rounded up to the atom). */
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
        .addColumn('paid_atoms', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('subscribed', 'allocated')`))
        .addColumn('ratio_atoms', 'bigint')
        .addColumn('allocated_atoms', 'bigint')
        .addColumn('spent_atoms', 'bigint')
        .addColumn('refund_atoms', 'bigint')
        .addColumn('allocated_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint(
          'ieo_orders_amounts',
          sql`amount_atoms > 0 AND paid_atoms > 0 AND (status = 'subscribed' OR (allocated_atoms >= 0 AND allocated_atoms <= amount_atoms AND spent_atoms >= 0 AND refund_atoms >= 0 AND spent_atoms + refund_atoms = paid_atoms))`,
        )
        .execute();
      await db.schema.createIndex('ieo_orders_user').on('ieo_orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('ieo_orders_project').on('ieo_orders').columns(['project_id', 'status', 'id']).execute();
    },
    async down(db: MigrationDb): Promise<void> {
      await db.schema.dropTable('ieo_orders').execute();
      await db.schema.dropTable('ieo_user_totals').execute();
      await db.schema.dropTable('ieo_project_prices').execute();
      await db.schema.dropTable('ieo_projects').execute();
    },
  };
}
