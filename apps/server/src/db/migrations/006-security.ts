// The security area's tables (issue 5).
import type { Dialect } from '../database.ts';
import type { MigrationDb } from './tables.ts';

export function security(_dialect: Dialect) {
  return {
    async up(_db: MigrationDb): Promise<void> {},
  };
}
