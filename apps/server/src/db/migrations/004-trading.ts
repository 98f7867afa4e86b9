// Trading's records (issue 4): spot orders and their trades, contract positions with the rules of
// each contract market, seconds options with their products. Money moves only through the ledger
// of migration 002; every outcome row keeps the tick (market_id, seq) whose price decided it.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function trading(dialect: Dialect) {
  const idColumn = (db: MigrationDb, table: string) => tableWithId(db, dialect, table);

  return {
    async up(db: MigrationDb): Promise<void> {
      /** A user's spot order; the platform's liquidity quotes live only in the book and are not rows. */
      await idColumn(db, 'spot_orders')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('side', 'varchar(4)', (c) => c.notNull().check(sql`side in ('buy', 'sell')`))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('limit', 'market')`))
        .addColumn('price_atoms', 'bigint', (c) => c.check(sql`price_atoms is null or price_atoms > 0`))
        .addColumn('quantity_atoms', 'bigint', (c) => c.notNull().check(sql`quantity_atoms > 0`))
        .addColumn('quote_budget_atoms', 'bigint')
        .addColumn('filled_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('filled_quote_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        /** Fee paid, in the currency received (base for a buy, quote for a sell). */
        .addColumn('fee_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        /** Frozen at acceptance (quote for a buy, base for a sell), and what of it is still frozen. */
        .addColumn('reserved_atoms', 'bigint', (c) => c.notNull().check(sql`reserved_atoms >= 0`))
        .addColumn('frozen_atoms', 'bigint', (c) => c.notNull().check(sql`frozen_atoms >= 0`))
        .addColumn('status', 'varchar(12)', (c) => c.notNull().check(sql`status in ('in_progress', 'completed', 'cancelled')`))
        /** The market's last recorded tick when the order was accepted. */
        .addColumn('tick_seq', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema.createIndex('spot_orders_user').on('spot_orders').columns(['user_id', 'status', 'id']).execute();
      await db.schema.createIndex('spot_orders_open').on('spot_orders').columns(['status', 'market_id', 'id']).execute();

      /** One fill. The maker rested, the taker came in; a null order or user is the platform's liquidity. */
      await idColumn(db, 'spot_trades')
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('sequence', 'bigint', (c) => c.notNull())
        .addColumn('taker_side', 'varchar(4)', (c) => c.notNull().check(sql`taker_side in ('buy', 'sell')`))
        .addColumn('price_atoms', 'bigint', (c) => c.notNull().check(sql`price_atoms > 0`))
        .addColumn('quantity_atoms', 'bigint', (c) => c.notNull().check(sql`quantity_atoms > 0`))
        .addColumn('quote_atoms', 'bigint', (c) => c.notNull())
        .addColumn('maker_order_id', 'integer', (c) => c.references('spot_orders.id'))
        .addColumn('taker_order_id', 'integer', (c) => c.references('spot_orders.id'))
        .addColumn('maker_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('taker_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('maker_fee_atoms', 'bigint', (c) => c.notNull())
        .addColumn('taker_fee_atoms', 'bigint', (c) => c.notNull())
        /** The market's last recorded tick when the fill happened. */
        .addColumn('tick_seq', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('spot_trades_market').on('spot_trades').columns(['market_id', 'id']).execute();
      await db.schema.createIndex('spot_trades_maker').on('spot_trades').columns(['maker_order_id']).execute();
      await db.schema.createIndex('spot_trades_taker').on('spot_trades').columns(['taker_order_id']).execute();

      /** Per contract market: the lot, the leverage list and the fees; seeded, edited by operators. */
      await db.schema
        .createTable('contract_rules')
        .addColumn('market_id', 'integer', (c) => c.primaryKey().references('markets.id'))
        .addColumn('lot_size_atoms', 'bigint', (c) => c.notNull().check(sql`lot_size_atoms > 0`))
        /** Comma-separated leverage choices, e.g. '5,10,20,50,100'. */
        .addColumn('multiples', 'varchar(64)', (c) => c.notNull())
        .addColumn('lots_max', 'integer', (c) => c.notNull())
        .addColumn('trade_fee_ppm', 'integer', (c) => c.notNull())
        .addColumn('overnight_fee_ppm', 'integer', (c) => c.notNull())
        /** Liquidation when equity falls to this share of the margin. */
        .addColumn('maintenance_ppm', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      /** A contract position: a pending limit entry, then open, then closed (or a cancelled entry). */
      await idColumn(db, 'contract_positions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('direction', 'varchar(5)', (c) => c.notNull().check(sql`direction in ('long', 'short')`))
        .addColumn('order_type', 'varchar(6)', (c) => c.notNull().check(sql`order_type in ('market', 'limit')`))
        .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('pending', 'open', 'closed', 'cancelled')`))
        .addColumn('lots', 'integer', (c) => c.notNull().check(sql`lots > 0`))
        .addColumn('quantity_atoms', 'bigint', (c) => c.notNull().check(sql`quantity_atoms > 0`))
        .addColumn('multiple', 'integer', (c) => c.notNull().check(sql`multiple > 0`))
        /** A limit entry's price; null for a market entry. */
        .addColumn('entry_price_atoms', 'bigint')
        .addColumn('open_price_atoms', 'bigint')
        .addColumn('open_tick_seq', 'bigint')
        .addColumn('opened_at', 'bigint')
        .addColumn('margin_atoms', 'bigint', (c) => c.notNull().check(sql`margin_atoms >= 0`))
        .addColumn('fee_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('overnight_fee_atoms', 'bigint', (c) => c.notNull().defaultTo(0))
        /** Overnight fees are charged for every full day held; this is when the next one is due. */
        .addColumn('overnight_due_at', 'bigint')
        .addColumn('target_profit_price_atoms', 'bigint')
        .addColumn('stop_loss_price_atoms', 'bigint')
        .addColumn('close_price_atoms', 'bigint')
        .addColumn('close_tick_seq', 'bigint')
        .addColumn('closed_at', 'bigint')
        .addColumn('close_reason', 'varchar(16)')
        /** Realised profit (negative for a loss), after the loss is capped at the margin. */
        .addColumn('profit_atoms', 'bigint')
        /** Copy trading (later): the trader this position follows; null for the user's own. */
        .addColumn('follow_trader_id', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contract_positions_user').on('contract_positions').columns(['user_id', 'status', 'id']).execute();
      await db.schema.createIndex('contract_positions_live').on('contract_positions').columns(['status', 'market_id']).execute();

      /** The seconds-option products: a duration, its payout and minimum stake. */
      await idColumn(db, 'option_products')
        .addColumn('seconds', 'integer', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`seconds > 0`),
        )
        .addColumn('payout_ppm', 'integer', (c) => c.notNull().check(sql`payout_ppm > 0`))
        .addColumn('min_stake_atoms', 'bigint', (c) => c.notNull().check(sql`min_stake_atoms > 0`))
        .addColumn('max_stake_atoms', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      /** One seconds option: opened at one tick, decided by the last tick at or before its expiry. */
      await idColumn(db, 'option_orders')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('direction', 'varchar(4)', (c) => c.notNull().check(sql`direction in ('up', 'down')`))
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('payout_ppm', 'integer', (c) => c.notNull())
        .addColumn('stake_atoms', 'bigint', (c) => c.notNull().check(sql`stake_atoms > 0`))
        .addColumn('open_tick_seq', 'bigint', (c) => c.notNull())
        .addColumn('open_price_atoms', 'bigint', (c) => c.notNull())
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('open', 'settled')`))
        .addColumn('result', 'varchar(4)', (c) => c.check(sql`result is null or result in ('win', 'loss', 'tie')`))
        .addColumn('close_tick_seq', 'bigint')
        .addColumn('close_price_atoms', 'bigint')
        /** What the user got back at settlement: stake + payout, the stake, or 0. */
        .addColumn('return_atoms', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('option_orders_user').on('option_orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('option_orders_due').on('option_orders').columns(['status', 'expires_at']).execute();
    },
    async down(db: MigrationDb): Promise<void> {
      for (const table of ['option_orders', 'option_products', 'contract_positions', 'contract_rules', 'spot_trades', 'spot_orders']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
