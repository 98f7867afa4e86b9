// What the IEO accounts hold against the IEO's records: the subscriptions account holds the payment
// of every subscription not yet allocated; the issuer has delivered every token allocated, so its
// balance of each token is minus the tokens allocated.
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

export const ieoTokensDelivered: HeldAccount = {
  owner: PLATFORM_ACCOUNT.ieoIssuer,
  records: 'allocations (negated: the issuer gave what they received)',
  heldByCoin: (db) =>
    db
      .selectFrom('ieo_orders')
      .select(['token_currency_id as coin_id', sql<bigint>`-sum(allocated_atoms)`.as('sum_atoms')])
      .where('status', '=', 'allocated')
      .groupBy('token_currency_id')
      .execute(),
};
