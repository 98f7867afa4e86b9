// The support area's tables (issue 5).
import type { Dialect } from '../database.ts';
import type { MigrationDb } from './tables.ts';

export function support(_dialect: Dialect) {
  return {
    async up(_db: MigrationDb): Promise<void> {},
  };
}
