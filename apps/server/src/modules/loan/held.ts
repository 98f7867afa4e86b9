// What the collateral account holds: the collateral of every open loan.
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { sql } from 'kysely';
import type { HeldAccount } from '../../ledger/held-accounts.ts';

export const loanCollateralHeld: HeldAccount = {
  owner: PLATFORM_ACCOUNT.loanCollateral,
  records: 'open loans',
  heldByCoin: (db) =>
    db
      .selectFrom('loans')
      .select(['collateral_currency_id as coin_id', sql<bigint>`sum(collateral_atoms)`.as('sum_atoms')])
      .where('status', '=', 'open')
      .groupBy('collateral_currency_id')
      .execute(),
};
