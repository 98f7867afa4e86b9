// The address book: withdrawals go only to addresses the user saved here (SPEC.md section 6).
// An entry is a coin, a network, a name and an address whose shape fits the network. Saving a
// different address under a name already in use asks first (SPEC.md section 8: "the re-verified
// address differs from the bound address"), and replaces it once the user confirms.
import { ADDRESSES_PER_USER_MAX, isAddressOf, type TAddress, type TAddressSaveRequest } from '@platform/shared/schemas/withdraw';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { assertNetwork, coinOf } from '../../ledger/coins.ts';
import {
  countOwnAddresses,
  deleteOwnAddress,
  findAddressByName,
  findOwnAddress,
  insertAddress,
  listOwnAddresses,
  updateAddress,
  type AddressRow,
} from './address-book-queries.ts';

const toAddress = (row: AddressRow): TAddress => ({ ...row });

export async function saveAddress(deps: { db: Db; clock: () => number }, userId: number, input: TAddressSaveRequest): Promise<TAddress> {
  const { db, clock } = deps;
  const coin = await coinOf(db, input.currency_id);
  const network = assertNetwork(coin, input.network);
  if (!isAddressOf(network, input.address)) throw new AppError('address_invalid');
  const entry = { currencyId: coin.id, network, name: input.name };
  // A concurrent save of the same name inserts first: then this one is a change of that entry.
  for (let attempt = 0; ; attempt += 1) {
    const existing = await findAddressByName(db, userId, entry);
    if (existing) {
      if (existing.address !== input.address && !input.confirm) throw new AppError('address_differs');
      await updateAddress(db, existing.id, { address: input.address, remark: input.remark, now: clock() });
      return toAddress({ ...existing, address: input.address, remark: input.remark });
    }
    if ((await countOwnAddresses(db, userId)) >= ADDRESSES_PER_USER_MAX) {
      throw new AppError('address_book_full', { max: ADDRESSES_PER_USER_MAX });
    }
    try {
      const id = await insertAddress(db, { userId, ...entry, address: input.address, remark: input.remark, now: clock() });
      return toAddress((await findOwnAddress(db, userId, id)) as AddressRow);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}

export async function listAddresses(db: Db, userId: number, currencyId: number | undefined): Promise<TAddress[]> {
  return (await listOwnAddresses(db, userId, currencyId)).map(toAddress);
}

/** Another user's entry reads as missing: the answer never tells whether an id exists. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteOwnAddress(db, userId, id))) throw new AppError('record_not_found');
}

/** The user's own entry `id` for this coin, or 'address_not_found' (any other id, any other coin). */
export async function ownAddressFor(db: Db, userId: number, id: number | undefined, currencyId: number): Promise<AddressRow> {
  const row = id === undefined ? undefined : await findOwnAddress(db, userId, id);
  if (!row || row.currency_id !== currencyId) throw new AppError('address_not_found');
  return row;
}
