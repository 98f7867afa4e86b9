// SQL of the address book: a user's saved withdrawal addresses, with their coin's name.
import type { Db } from '../../db/database.ts';
import { ADDRESSES_PER_USER_MAX } from '@platform/shared/schemas/withdraw';
import { lockUserRow } from './withdraw-queries.ts';

const ADDRESS_COLUMNS = [
  'withdraw_addresses.id',
  'withdraw_addresses.currency_id',
  'currencies.name as currency_name',
  'withdraw_addresses.network',
  'withdraw_addresses.name',
  'withdraw_addresses.address',
  'withdraw_addresses.remark',
  'withdraw_addresses.created_at',
] as const;

function addressesOf(db: Db, userId: number) {
  return db
    .selectFrom('withdraw_addresses')
    .innerJoin('currencies', 'currencies.id', 'withdraw_addresses.currency_id')
    .select(ADDRESS_COLUMNS)
    .where('withdraw_addresses.user_id', '=', userId);
}

export type AddressRow = NonNullable<Awaited<ReturnType<typeof findOwnAddress>>>;

/** The entry `id` if it is the user's own; another user's id reads as missing. */
export function findOwnAddress(db: Db, userId: number, id: number) {
  return addressesOf(db, userId).where('withdraw_addresses.id', '=', id).executeTakeFirst();
}

export function findAddressByName(db: Db, userId: number, entry: { currencyId: number; network: string; name: string }) {
  return addressesOf(db, userId)
    .where('withdraw_addresses.currency_id', '=', entry.currencyId)
    .where('withdraw_addresses.network', '=', entry.network)
    .where('withdraw_addresses.name', '=', entry.name)
    .executeTakeFirst();
}

export function listOwnAddresses(db: Db, userId: number, currencyId: number | undefined) {
  let query = addressesOf(db, userId);
  if (currencyId !== undefined) query = query.where('withdraw_addresses.currency_id', '=', currencyId);
  return query.orderBy('withdraw_addresses.id', 'desc').limit(ADDRESSES_PER_USER_MAX).execute();
}

export async function countOwnAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddress(
  db: Db,
  entry: { userId: number; currencyId: number; network: string; name: string; address: string; remark: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('withdraw_addresses')
    .values({
      user_id: entry.userId,
      currency_id: entry.currencyId,
      network: entry.network,
      name: entry.name,
      address: entry.address,
      remark: entry.remark,
      created_at: entry.now,
      updated_at: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(db: Db, id: number, entry: { address: string; remark: string; now: number }): Promise<void> {
  await db
    .updateTable('withdraw_addresses')
    .set({ address: entry.address, remark: entry.remark, updated_at: entry.now })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the user's entry `id`; answers whether one was deleted. Withdrawals that went to it keep
 * their own copy of the address, so they only lose the link.
 */
export async function deleteOwnAddress(db: Db, userId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // In line with the user's withdrawals, so none is inserted pointing at the entry as it goes.
    await lockUserRow(trx, userId);
    const owned = await trx
      .selectFrom('withdraw_addresses')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!owned) return false;
    await trx.updateTable('withdrawals').set({ address_id: null }).where('address_id', '=', id).execute();
    const result = await trx.deleteFrom('withdraw_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}
