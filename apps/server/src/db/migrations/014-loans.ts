// Crypto-backed loans (issue 13): the parameters per collateral coin (edited in the back office,
// audited), the loans with a copy of the parameters they were opened under, one row per accrued
// loan-hour of interest (unique, so an hour is charged once whatever restarts), and each loan's
// events (borrow, repay, added collateral, liquidation). Money moves only through the ledger.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function loans(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await db.schema
        .createTable('loan_params')
        .addColumn('collateral_currency_id', 'integer', (c) => c.primaryKey().references('currencies.id'))
        .addColumn('initial_ltv_ppm', 'integer', (c) => c.notNull())
        .addColumn('margin_call_ltv_ppm', 'integer', (c) => c.notNull())
        .addColumn('liquidation_ltv_ppm', 'integer', (c) => c.notNull())
        /** Interest per hour as a fraction in atoms: 1000 is 0.00001 an hour. */
        .addColumn('hourly_rate_atoms', 'bigint', (c) => c.notNull())
        .addColumn('liquidation_fee_ppm', 'integer', (c) => c.notNull())
        .addColumn('min_borrow_atoms', 'bigint', (c) => c.notNull())
        .addColumn('max_borrow_atoms', 'bigint', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await tableWithId(db, dialect, 'loans')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('collateral_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        /** The COIN/USDT market whose recorded ticks price the collateral. */
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('collateral_atoms', 'bigint', (c) => c.notNull().check(sql`collateral_atoms >= 0`))
        .addColumn('borrowed_atoms', 'bigint', (c) => c.notNull().check(sql`borrowed_atoms > 0`))
        /** Principal still owed, and accrued interest not yet paid. */
        .addColumn('principal_atoms', 'bigint', (c) => c.notNull().check(sql`principal_atoms >= 0`))
        .addColumn('interest_atoms', 'bigint', (c) => c.notNull().check(sql`interest_atoms >= 0`))
        .addColumn('interest_total_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('repaid_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        // The parameters the loan was opened under: a later back-office edit never changes them.
        .addColumn('initial_ltv_ppm', 'integer', (c) => c.notNull())
        .addColumn('margin_call_ltv_ppm', 'integer', (c) => c.notNull())
        .addColumn('liquidation_ltv_ppm', 'integer', (c) => c.notNull())
        .addColumn('hourly_rate_atoms', 'bigint', (c) => c.notNull())
        .addColumn('liquidation_fee_ppm', 'integer', (c) => c.notNull())
        .addColumn('open_tick_seq', 'bigint', (c) => c.notNull())
        .addColumn('open_price_atoms', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status in ('open', 'repaid', 'liquidated')`))
        /** 1 once a margin-call notice went out; back to 0 when the LTV falls below the margin-call LTV. */
        .addColumn('margin_call', 'integer', (c) => c.notNull().defaultTo(0))
        /** Loan-hours whose interest is accrued (rows of loan_interest). */
        .addColumn('hours_accrued', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        // A liquidation: the tick that crossed the liquidation LTV, its price, and how the collateral went.
        .addColumn('liquidation_tick_seq', 'bigint')
        .addColumn('liquidation_price_atoms', 'bigint')
        .addColumn('liquidation_debt_atoms', 'bigint')
        .addColumn('liquidation_fee_atoms', 'bigint')
        .addColumn('liquidation_sold_atoms', 'bigint')
        .addColumn('liquidation_returned_atoms', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loans_user').on('loans').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('loans_open').on('loans').columns(['status', 'collateral_currency_id']).execute();

      await tableWithId(db, dialect, 'loan_interest')
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id'))
        /** 1 for the loan's first hour. */
        .addColumn('hour', 'integer', (c) => c.notNull())
        .addColumn('debt_atoms', 'bigint', (c) => c.notNull())
        .addColumn('interest_atoms', 'bigint', (c) => c.notNull())
        .addColumn('hour_ended_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('loan_interest_hour', ['loan_id', 'hour'])
        .execute();

      await tableWithId(db, dialect, 'loan_events')
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('borrow', 'repay', 'add_collateral', 'liquidation')`))
        /** USDT for borrow and repay, the collateral coin for add_collateral and liquidation. */
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
        .addColumn('interest_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('principal_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('tick_seq', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_events_loan').on('loan_events').columns(['loan_id', 'id']).execute();
    },
  };
}
