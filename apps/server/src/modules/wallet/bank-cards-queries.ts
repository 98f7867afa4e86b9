// SQL of bank cards: one domestic and one international card per user.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BankCardsTable } from '../../db/schema.ts';

export type BankCardKind = BankCardsTable['kind'];
export type BankCardFields = Omit<Insertable<BankCardsTable>, 'id' | 'user_id' | 'kind' | 'updated_at'>;

export function findBankCard(db: Db, userId: number, kind: BankCardKind) {
  return db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}

/** The card a bank withdrawal pays to: the domestic one, else the international one. */
export function findPayoutCard(db: Db, userId: number) {
  return db
    .selectFrom('bank_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('kind') // 'domestic' before 'international'
    .limit(1)
    .executeTakeFirst();
}

/** Inserts the user's card of this kind, or replaces its fields; a concurrent save of the same card just wins or loses. */
export async function upsertBankCard(db: Db, userId: number, kind: BankCardKind, fields: BankCardFields, now: number): Promise<void> {
  await db
    .insertInto('bank_cards')
    .values({ user_id: userId, kind, ...fields, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}

export async function isFiatListed(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('fiats').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}
