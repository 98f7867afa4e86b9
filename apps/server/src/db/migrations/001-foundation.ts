// Foundation tables: accounts, sessions, codes, site data, markets and candles.
import { sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { tableWithId, type MigrationDb } from './tables.ts';

export function foundation(dialect: Dialect) {
  const idColumn = (db: MigrationDb, table: string) => tableWithId(db, dialect, table);

  return {
    async up(db: MigrationDb): Promise<void> {
      await idColumn(db, 'users')
        .addColumn('email', 'varchar(100)')
        .addColumn('phone', 'varchar(20)')
        .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
        .addColumn('nickname', 'varchar(40)', (c) => c.notNull())
        .addColumn('head_portrait', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('signature', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('referrer_id', 'integer', (c) => c.references('users.id'))
        .addColumn('lang', 'varchar(8)', (c) => c.notNull())
        .addColumn('fiat', 'varchar(8)', (c) => c.notNull())
        .addColumn('credit_score', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('real_status', 'varchar(16)', (c) => c.notNull().defaultTo('unverified'))
        .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_email').unique().on('users').column('email').execute();
      await db.schema.createIndex('users_phone').unique().on('users').columns(['area_code', 'phone']).execute();

      await idColumn(db, 'sessions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_agent', 'varchar(300)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await idColumn(db, 'verification_codes')
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('target', 'varchar(120)', (c) => c.notNull())
        .addColumn('scene', 'varchar(32)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        // One send per target, scene and 60 s slot, held by the database under concurrent requests.
        .addColumn('send_slot', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('verification_codes_slot', ['channel', 'target', 'scene', 'send_slot'])
        .execute();
      await db.schema
        .createIndex('verification_codes_target')
        .on('verification_codes')
        .columns(['target', 'scene', 'created_at'])
        .execute();

      await idColumn(db, 'outbox')
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('target', 'varchar(120)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .execute();

      await idColumn(db, 'login_failures')
        .addColumn('subject', 'varchar(160)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_failures_subject').on('login_failures').columns(['subject', 'created_at']).execute();

      await db.schema
        .createTable('currencies')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('type_label', 'varchar(32)', (c) => c.notNull())
        .addColumn('image', 'varchar(200)', (c) => c.notNull())
        .addColumn('decimals', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await idColumn(db, 'currency_networks')
        .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
        .addColumn('network', 'varchar(16)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addUniqueConstraint('currency_networks_unique', ['currency_id', 'network'])
        .execute();

      await db.schema
        .createTable('fiats')
        .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
        .addColumn('symbol', 'varchar(8)', (c) => c.notNull())
        .addColumn('rate_atoms', 'bigint', (c) => c.notNull().check(sql`rate_atoms > 0`))
        .addColumn('saved_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('account_types')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(16)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('article_categories')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(32)', (c) => c.notNull())
        .execute();
      await idColumn(db, 'articles')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id'))
        .addColumn('group_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('lang', 'varchar(8)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('cover', 'varchar(200)', (c) => c.notNull())
        .addColumn('link', 'varchar(200)', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull())
        .addColumn('pop', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('articles_group_lang', ['group_key', 'lang'])
        .execute();
      await db.schema.createIndex('articles_category').on('articles').columns(['category_id', 'lang', 'created_at']).execute();

      await db.schema
        .createTable('area_codes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('name_zh', 'varchar(64)', (c) => c.notNull())
        .addColumn('code', 'varchar(8)', (c) => c.notNull())
        .addColumn('iso', 'varchar(4)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('markets')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('symbol', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('base', 'varchar(16)', (c) => c.notNull())
        .addColumn('quote', 'varchar(16)', (c) => c.notNull())
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('price_decimals', 'integer', (c) => c.notNull())
        .addColumn('amount_decimals', 'integer', (c) => c.notNull())
        .addColumn('seed_price_atoms', 'bigint', (c) => c.notNull())
        .addColumn('daily_volatility_ppm', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('ticks')
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('seq', 'bigint', (c) => c.notNull())
        .addColumn('time', 'bigint', (c) => c.notNull())
        .addColumn('price_atoms', 'bigint', (c) => c.notNull().check(sql`price_atoms > 0`))
        .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('hash', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('ticks_pk', ['market_id', 'seq'])
        .execute();
      await db.schema.createIndex('ticks_time').on('ticks').columns(['market_id', 'time']).execute();

      await db.schema
        .createTable('candles')
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('period', 'varchar(8)', (c) => c.notNull())
        .addColumn('open_time_s', 'bigint', (c) => c.notNull())
        .addColumn('open_atoms', 'bigint', (c) => c.notNull())
        .addColumn('high_atoms', 'bigint', (c) => c.notNull())
        .addColumn('low_atoms', 'bigint', (c) => c.notNull())
        .addColumn('close_atoms', 'bigint', (c) => c.notNull())
        .addColumn('volume_atoms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('candles_pk', ['market_id', 'period', 'open_time_s'])
        .execute();

      await db.schema
        .createTable('favorites')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('market_id', 'integer', (c) => c.notNull().references('markets.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'market_id'])
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
