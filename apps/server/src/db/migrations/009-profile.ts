// The profile area's changes (issue 5).
import type { Dialect } from '../database.ts';
import type { MigrationDb } from './tables.ts';

export function profile(_dialect: Dialect) {
  return {
    async up(_db: MigrationDb): Promise<void> {},
  };
}
