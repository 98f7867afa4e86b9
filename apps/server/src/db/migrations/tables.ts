// What every migration builds tables with.
import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations speak to the schema before the types exist
export type MigrationDb = Kysely<any>;

/** A new table with an auto-increment integer `id`, in each dialect's own words. */
export function tableWithId(db: MigrationDb, dialect: Dialect, table: string) {
  return dialect === 'postgres'
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
