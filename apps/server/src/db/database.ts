// Kysely over SQLite (default) or PostgreSQL (DATABASE_URL=postgres://...), same code, same migrations.
//
// Money columns end in `_atoms` and come back as bigint on both databases; every other integer
// comes back as a number. The drivers are set to return 64-bit integers losslessly, and
// AtomsPlugin narrows the non-money ones, so no amount ever passes through a JS number.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { DB } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<DB>;

const ATOMS_SUFFIX = '_atoms';

function normaliseValue(column: string, value: unknown): unknown {
  if (column.endsWith(ATOMS_SUFFIX)) {
    if (typeof value === 'bigint' || value === null) return value;
    if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
    return value;
  }
  return typeof value === 'bigint' ? Number(value) : value;
}

class AtomsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows.map((row) => {
      const out: UnknownRow = {};
      for (const [column, value] of Object.entries(row)) out[column] = normaliseValue(column, value);
      return out;
    });
    return { ...args.result, rows };
  }
}

export function dialectOf(url: string): Dialect {
  return url.startsWith('postgres://') || url.startsWith('postgresql://') ? 'postgres' : 'sqlite';
}

const dialects = new WeakMap<Db, Dialect>();

/** The dialect a database handle was opened with (createDb records it), for code that is handed only the handle. */
export function dialectOfDb(db: Db): Dialect {
  const dialect = dialects.get(db);
  if (!dialect) throw new Error('database handle not opened by createDb');
  return dialect;
}

export function createDb(url: string): { db: Db; dialect: Dialect } {
  const opened = openDb(url);
  dialects.set(opened.db, opened.dialect);
  return opened;
}

function openDb(url: string): { db: Db; dialect: Dialect } {
  const dialect = dialectOf(url);
  if (dialect === 'postgres') {
    // int8 (bigint columns, count(*)) arrives losslessly as bigint; AtomsPlugin narrows non-money ones.
    pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => BigInt(text));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new AtomsPlugin()] }), dialect };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.defaultSafeIntegers(true);
  return {
    db: new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [new AtomsPlugin()] }),
    dialect,
  };
}

const STATEMENTS_CACHED_MAX = 500;

/** Kysely prepares every query anew; preparing costs more than running most of ours, so keep them. */
function withStatementCache(sqlite: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENTS_CACHED_MAX) statements.delete(statements.keys().next().value as string);
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
