// SQL of the pay password: the hash on the user's row.
import type { Db } from '../db/database.ts';

export async function findPayPasswordHash(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('pay_password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.pay_password_hash ?? null;
}

export async function updatePayPasswordHash(db: Db, userId: number, payPasswordHash: string): Promise<void> {
  await db.updateTable('users').set({ pay_password_hash: payPasswordHash }).where('id', '=', userId).execute();
}
