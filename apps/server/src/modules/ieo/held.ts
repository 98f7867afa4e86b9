// What the IEO subscriptions account holds: the payment of every subscription not yet allocated.
import { PLATFORM_ACCOUNT } from '@platform/engine/ledger';
import { sql } from 'kysely';
import type { HeldAccount } from '../../ledger/held-accounts.ts';

export const ieoPaymentsHeld: HeldAccount = {
  owner: PLATFORM_ACCOUNT.ieoSubscriptions,
  records: 'subscriptions awaiting allocation',
  heldByCoin: (db) =>
    db
      .selectFrom('ieo_orders')
      .select(['pay_currency_id as coin_id', sql<bigint>`sum(paid_atoms)`.as('sum_atoms')])
      .where('status', '=', 'subscribed')
      .groupBy('pay_currency_id')
      .execute(),
};
