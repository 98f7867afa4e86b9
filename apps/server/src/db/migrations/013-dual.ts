// Dual investment (issue 13): the products the back office opens and closes, and the user's orders.
// An order copies its product's terms when bought (an edit never changes a bought order) and, once
// settled, keeps the recorded tick (market_id, seq) whose price decided its payout.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function dual(dialect: Dialect) {
  return {
    async up(db: MigrationDb): Promise<void> {
      await tableWithId(db, dialect, 'dual_products')
        /** The coin the product is about (BTC, ETH) and the market whose ticks settle it. */
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('type', 'varchar(4)', (c) => c.notNull().check(sql`type in ('call', 'put')`))
        .addColumn('target_atoms', 'bigint', (c) => c.notNull().check(sql`target_atoms > 0`))
        .addColumn('apr_ppm', 'integer', (c) => c.notNull().check(sql`apr_ppm >= 0`))
        .addColumn('term_days', 'integer', (c) => c.notNull().check(sql`term_days > 0`))
        .addColumn('settle_at', 'bigint', (c) => c.notNull())
        /** One unit of num in the invested coin (the coin for a call, USDT for a put). */
        .addColumn('unit_atoms', 'bigint', (c) => c.notNull().check(sql`unit_atoms > 0`))
        /** Units on sale in total; null: no quota. Sold units never exceed it (a guarded update). */
        .addColumn('quota_units', 'bigint', (c) => c.check(sql`quota_units is null or quota_units > 0`))
        .addColumn('sold_units', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('dual_products_quota', sql`quota_units is null or sold_units <= quota_units`)
        .execute();
      await db.schema.createIndex('dual_products_listing').on('dual_products').columns(['currency_id', 'type', 'settle_at']).execute();

      await tableWithId(db, dialect, 'dual_orders')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('dual_products.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('type', 'varchar(4)', (c) => c.notNull().check(sql`type in ('call', 'put')`))
        .addColumn('invest_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('target_atoms', 'bigint', (c) => c.notNull())
        .addColumn('apr_ppm', 'integer', (c) => c.notNull())
        .addColumn('term_days', 'integer', (c) => c.notNull())
        .addColumn('units', 'bigint', (c) => c.notNull().check(sql`units > 0`))
        .addColumn('unit_atoms', 'bigint', (c) => c.notNull())
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
        .addColumn('purchased_at', 'bigint', (c) => c.notNull())
        .addColumn('settle_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('purchased', 'completed')`))
        .addColumn('settle_tick_seq', 'bigint')
        .addColumn('settle_price_atoms', 'bigint')
        .addColumn('payout_currency_id', 'integer')
        .addColumn('payout_atoms', 'bigint')
        /** The yield part of the payout, in its coin, and valued in USDT at the settlement price. */
        .addColumn('yield_atoms', 'bigint')
        .addColumn('yield_usdt_atoms', 'bigint')
        .addColumn('settled_at', 'bigint')
        .execute();
      await db.schema.createIndex('dual_orders_user').on('dual_orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('dual_orders_due').on('dual_orders').columns(['status', 'settle_at']).execute();
    },
    async down(db: MigrationDb): Promise<void> {
      await db.schema.dropTable('dual_orders').execute();
      await db.schema.dropTable('dual_products').execute();
    },
  };
}
