// The wallet's records: what users ask for (deposits, withdrawals, transfers, conversions), what
// they keep (address book, bank cards, pay password, uploaded files), the coin rules, the
// idempotency keys of money-moving calls and the back office's audit log. Money moves only
// through the ledger of migration 002; these rows are what the entries point back to.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function wallet(dialect: Dialect) {
  const idColumn = (db: MigrationDb, table: string) => tableWithId(db, dialect, table);

  return {
    async up(db: MigrationDb): Promise<void> {
      // Set once, changed with a code; an argon2id hash like the login password.
      await db.schema.alterTable('users').addColumn('pay_password_hash', 'varchar(200)').execute();
      // 0 none, 1 basic, 2 advanced: the tier that sets the 24 h withdrawal limit (SPEC.md section 6).
      await db.schema
        .alterTable('users')
        .addColumn('real_level', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      /** Per coin: minimums and fees the wallet applies; rows seeded, edited by operators later. */
      await db.schema
        .createTable('coin_rules')
        .addColumn('currency_id', 'integer', (c) => c.primaryKey().references('currencies.id'))
        .addColumn('deposit_min_atoms', 'bigint', (c) => c.notNull().check(sql`deposit_min_atoms > 0`))
        .addColumn('withdraw_min_atoms', 'bigint', (c) => c.notNull().check(sql`withdraw_min_atoms > 0`))
        .addColumn('withdraw_fee_atoms', 'bigint', (c) => c.notNull().check(sql`withdraw_fee_atoms >= 0`))
        .addColumn('withdraw_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('deposit_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      /** The platform's receiving address per coin and network, shown with its QR code. */
      await idColumn(db, 'deposit_addresses')
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('network', 'varchar(16)', (c) => c.notNull())
        .addColumn('address', 'varchar(128)', (c) => c.notNull())
        .addUniqueConstraint('deposit_addresses_coin_network', ['currency_id', 'network'])
        .execute();

      /** Files users uploaded (vouchers, later identity photos); served only to their owner and admins. */
      await idColumn(db, 'uploads')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('mime', 'varchar(32)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      /** A deposit (on-chain, with a voucher) or an OTC fiat recharge, waiting for review or decided. */
      await idColumn(db, 'deposits')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('chain', 'otc')`))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('account_type', 'integer', (c) => c.notNull().references('account_types.id'))
        .addColumn('network', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
        .addColumn('credited_atoms', 'bigint', (c) => c.check(sql`credited_atoms is null or credited_atoms > 0`))
        .addColumn('voucher', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        // OTC: the payer's account name, bank account number, fiat currency and payment type.
        .addColumn('otc_account', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('otc_bankno', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('otc_fiat', 'varchar(8)', (c) => c.notNull().defaultTo(''))
        .addColumn('otc_type', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('review', 'rejected', 'success')`))
        .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
        .addColumn('reviewed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'id']).execute();

      /** The address book: withdrawals go only to these. */
      await idColumn(db, 'withdraw_addresses')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('network', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('address', 'varchar(128)', (c) => c.notNull())
        .addColumn('remark', 'varchar(140)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('withdraw_addresses_name', ['user_id', 'currency_id', 'network', 'name'])
        .execute();

      /** One domestic and one international card per user; every field required. */
      await idColumn(db, 'bank_cards')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull().check(sql`kind in ('domestic', 'international')`))
        .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('account_number', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('branch', 'varchar(100)', (c) => c.notNull())
        .addColumn('currency', 'varchar(8)', (c) => c.notNull().defaultTo(''))
        .addColumn('aba_number', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('swift_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('province_city', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('holder_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('bank_cards_kind', ['user_id', 'kind'])
        .execute();

      /** A withdrawal: frozen on request, paid out or unfrozen on review. */
      await idColumn(db, 'withdrawals')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('chain', 'bank')`))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('account_type', 'integer', (c) => c.notNull().references('account_types.id'))
        .addColumn('network', 'varchar(16)', (c) => c.notNull().defaultTo(''))
        .addColumn('address_id', 'integer', (c) => c.references('withdraw_addresses.id'))
        .addColumn('address', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_card_id', 'integer', (c) => c.references('bank_cards.id'))
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
        .addColumn('fee_atoms', 'bigint', (c) => c.notNull().check(sql`fee_atoms >= 0`))
        .addColumn('received_atoms', 'bigint', (c) => c.notNull().check(sql`received_atoms > 0`))
        // The amount valued in BTC at the feed price of the request, for the 24 h limit; with the tick that priced it.
        .addColumn('value_btc_atoms', 'bigint', (c) => c.notNull())
        .addColumn('price_tick_seq', 'bigint')
        .addColumn('status', 'varchar(16)', (c) => c.notNull().check(sql`status in ('review', 'rejected', 'success')`))
        .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('tx_ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
        .addColumn('reviewed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('withdrawals_amount_parts', sql`amount_atoms = fee_atoms + received_atoms`)
        .execute();
      await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

      /** A move between two of a user's account types. */
      await idColumn(db, 'account_transfers')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('from_account_type', 'integer', (c) => c.notNull().references('account_types.id'))
        .addColumn('to_account_type', 'integer', (c) => c.notNull().references('account_types.id'))
        .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
        .addColumn('fee_atoms', 'bigint', (c) => c.notNull().check(sql`fee_atoms >= 0`))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('account_transfers_two_accounts', sql`from_account_type <> to_account_type`)
        .execute();
      await db.schema.createIndex('account_transfers_user').on('account_transfers').columns(['user_id', 'id']).execute();

      /** A conversion between two coins at the feed price, with the ticks that priced it. */
      await idColumn(db, 'conversions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('account_type', 'integer', (c) => c.notNull().references('account_types.id'))
        .addColumn('from_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('to_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('from_amount_atoms', 'bigint', (c) => c.notNull().check(sql`from_amount_atoms > 0`))
        .addColumn('to_amount_atoms', 'bigint', (c) => c.notNull().check(sql`to_amount_atoms > 0`))
        .addColumn('fee_atoms', 'bigint', (c) => c.notNull().check(sql`fee_atoms >= 0`))
        // Units of the to-coin per one from-coin, after the spread.
        .addColumn('rate_atoms', 'bigint', (c) => c.notNull().check(sql`rate_atoms > 0`))
        .addColumn('from_price_atoms', 'bigint', (c) => c.notNull())
        .addColumn('to_price_atoms', 'bigint', (c) => c.notNull())
        .addColumn('from_tick_seq', 'bigint')
        .addColumn('to_tick_seq', 'bigint')
        .addColumn('priced_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('conversions_two_coins', sql`from_currency_id <> to_currency_id`)
        .execute();
      await db.schema.createIndex('conversions_user').on('conversions').columns(['user_id', 'id']).execute();

      /**
       * A money-moving call's key: carried out at most once per user and key. `state` is running
       * until the first answer is stored; a retry gets that answer back.
       */
      await idColumn(db, 'idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('key', 'varchar(64)', (c) => c.notNull())
        .addColumn('call', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('state', 'varchar(8)', (c) => c.notNull().check(sql`state in ('running', 'done')`))
        .addColumn('response', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

      /** Every back-office action: who, when, what, on which record, and why. Append-only. */
      await idColumn(db, 'audit_log')
        .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('action', 'varchar(48)', (c) => c.notNull())
        .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
    },
  };
}
