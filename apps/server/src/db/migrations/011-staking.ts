// Staking, locked mining (issue 13): the products of the back office, the users' positions, and one
// row per position and paid day. The principal of a held position sits in the platform's staking
// holding account (a ledger movement, not a flag); each day's dividend is a row unique per position
// and day, written with its ledger movement, so a day is never paid twice however often the accrual
// runs. Quotas are counters bumped by a guarded update, so concurrent subscriptions never exceed them.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function staking(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await tableWithId(db, dialect, 'staking_products')
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('period_days', 'integer', (c) => c.notNull())
        /** Simple daily interest in parts per million (0.36 % is 3600). */
        .addColumn('daily_rate_ppm', 'integer', (c) => c.notNull())
        /** The early-redemption penalty in ppm of the principal (80000: 8 %), copied onto each position. */
        .addColumn('penalty_ppm', 'integer', (c) => c.notNull())
        .addColumn('min_amount_atoms', 'bigint', (c) => c.notNull())
        /** What one user may subscribe to this product in all; NULL: no cap. */
        .addColumn('user_max_atoms', 'bigint')
        /** What may be subscribed to this product in all; NULL: no quota. */
        .addColumn('quota_atoms', 'bigint')
        /** Subscribed so far (never goes down): the quota's counter. */
        .addColumn('sold_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        /** Subscriptions open from this time. */
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        /** The dividend time of day, minutes after midnight UTC. */
        .addColumn('dividend_minute', 'integer', (c) => c.notNull())
        /** 1 open, 0 closed by the back office. */
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint(
          'staking_products_amounts',
          sql`min_amount_atoms > 0 AND sold_atoms >= 0 AND (quota_atoms IS NULL OR sold_atoms <= quota_atoms)`,
        )
        .execute();

      /** A user's subscribed total per product (never goes down): the per-user cap's counter. */
      await db.schema
        .createTable('staking_user_totals')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('staking_products.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('subscribed_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('staking_user_totals_pk', ['product_id', 'user_id'])
        .execute();

      await tableWithId(db, dialect, 'staking_positions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('staking_products.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        .addColumn('principal_atoms', 'bigint', (c) => c.notNull())
        .addColumn('period_days', 'integer', (c) => c.notNull())
        .addColumn('daily_rate_ppm', 'integer', (c) => c.notNull())
        .addColumn('penalty_ppm', 'integer', (c) => c.notNull())
        .addColumn('daily_income_atoms', 'bigint', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('first_dividend_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint', (c) => c.notNull())
        /** When the next unpaid day pays; the accrual's index. */
        .addColumn('next_dividend_at', 'bigint', (c) => c.notNull())
        .addColumn('days_paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paid_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        /** 'holding' | 'redeemed' (held to the end) | 'early_redeemed'. */
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('returned_atoms', 'bigint')
        .addColumn('penalty_atoms', 'bigint')
        .addColumn('closed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('staking_positions_amounts', sql`principal_atoms > 0 AND days_paid >= 0 AND days_paid <= period_days`)
        .execute();
      await db.schema.createIndex('staking_positions_user').on('staking_positions').columns(['user_id', 'status', 'id']).execute();
      await db.schema.createIndex('staking_positions_due').on('staking_positions').columns(['status', 'next_dividend_at', 'id']).execute();

      await tableWithId(db, dialect, 'staking_dividends')
        .addColumn('position_id', 'integer', (c) => c.notNull().references('staking_positions.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('currency_id', 'integer', (c) => c.notNull())
        /** Which day of the period this pays (1-based). */
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
        /** The dividend time the day paid at, and when the accrual actually ran. */
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('staking_dividends_position_day', ['position_id', 'day'])
        .execute();
      await db.schema.createIndex('staking_dividends_user').on('staking_dividends').columns(['user_id', 'due_at']).execute();
    },
  };
}
