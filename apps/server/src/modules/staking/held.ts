// What the staking account holds: the principal of every position still held.
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { sql } from 'kysely';
import type { HeldAccount } from '../../ledger/held-accounts.ts';

export const stakingPrincipalHeld: HeldAccount = {
  owner: PLATFORM_ACCOUNT.stakingHeld,
  records: 'held staking positions',
  heldByCoin: (db) =>
    db
      .selectFrom('staking_positions')
      .select(['currency_id as coin_id', sql<bigint>`sum(principal_atoms)`.as('sum_atoms')])
      .where('status', '=', 'holding')
      .groupBy('currency_id')
      .execute(),
};
