// One savepoint helper for the writers that put several units of work in one transaction (the
// ledger's group commit, the spot loop's pairs, a spot order's row with its freeze). Raw statements
// compiled once: Kysely's savepoint() builds a new transaction object per call, which cost ~30 us
// per unit (measured on scripts/ledger-workload.ts), and the units must share the one `trx`.
// Savepoints nest: the name is the innermost of that name, in SQLite and PostgreSQL alike.
import { CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

type SavepointStatements = { set: CompiledQuery; rollback: CompiledQuery; release: CompiledQuery };

const statementsByName = new Map<string, SavepointStatements>();

function statementsOf(name: string): SavepointStatements {
  let statements = statementsByName.get(name);
  if (!statements) {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`savepoint name ${name}`);
    statements = {
      set: CompiledQuery.raw(`savepoint ${name}`),
      rollback: CompiledQuery.raw(`rollback to savepoint ${name}`),
      release: CompiledQuery.raw(`release savepoint ${name}`),
    };
    statementsByName.set(name, statements);
  }
  return statements;
}

export type SavepointOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs `work` inside savepoint `name` of `trx`: if it throws, what it wrote is rolled back and the
 * error is answered (not thrown); the transaction goes on either way. Throws only when the savepoint
 * itself cannot be set, rolled back to or released (the transaction is then unusable).
 */
export async function inSavepoint<T>(trx: Db, name: string, work: () => Promise<T>): Promise<SavepointOutcome<T>> {
  const statements = statementsOf(name);
  await trx.executeQuery(statements.set);
  let outcome: SavepointOutcome<T>;
  try {
    outcome = { ok: true, value: await work() };
  } catch (error) {
    await trx.executeQuery(statements.rollback);
    outcome = { ok: false, error };
  }
  await trx.executeQuery(statements.release);
  return outcome;
}
