// SQL of the profile module: the user's own profile fields, their uploads, their invitees.
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';

export type ProfilePatch = Partial<Pick<UserRow, 'nickname' | 'signature' | 'head_portrait' | 'lang' | 'fiat'>>;

/** Writes the changed fields and answers the row as it now is. */
export function updateProfile(db: Db, userId: number, patch: ProfilePatch): Promise<UserRow> {
  return db.updateTable('users').set(patch).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

export async function fiatExists(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('fiats').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** The users `referrerId` invited, newest first. */
export function listInvitees(db: Db, referrerId: number, page: { offset: number; limit: number }): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('referrer_id', '=', referrerId)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countInvitees(db: Db, referrerId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
