// SQL of withdrawals on the user's side: the per-user lock that serializes a user's requests, the
// 24 h sum the limit reads, the request row and the user's record list.
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { WithdrawalsTable } from '../../db/schema.ts';

/**
 * Takes the user's row lock until the transaction ends and answers their verification level.
 * PostgreSQL holds the row lock; SQLite runs one transaction at a time anyway. Every check-then-
 * write of a user's withdrawals (the 24 h limit) runs after this, so two requests cannot both see
 * the room that only one of them fits in.
 */
export async function lockUserRow(trx: Db, userId: number): Promise<{ realLevel: number }> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ real_level: eb.ref('real_level') }))
    .where('id', '=', userId)
    .returning('real_level')
    .executeTakeFirstOrThrow();
  return { realLevel: row.real_level };
}

/** The BTC value of the user's withdrawals created after `since` that still count: under review or paid. */
export async function sumValueBtcSince(db: Db, userId: number, since: number): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<bigint>`coalesce(sum(value_btc_atoms), 0)`.as('sum_atoms'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('status', 'in', ['review', 'success'])
    .executeTakeFirstOrThrow();
  // Sums come back as text or number depending on the driver; BigInt() reads either exactly.
  return BigInt(row.sum_atoms);
}

export async function insertWithdrawal(trx: Db, withdrawal: Insertable<WithdrawalsTable>): Promise<number> {
  const row = await trx.insertInto('withdrawals').values(withdrawal).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type Paging = { page: number; limit: number };

export async function listWithdrawalsOfUser(db: Db, userId: number, paging: Paging) {
  const own = db.selectFrom('withdrawals').where('withdrawals.user_id', '=', userId);
  const [data, count] = await Promise.all([
    own
      .innerJoin('currencies', 'currencies.id', 'withdrawals.currency_id')
      .select([
        'withdrawals.id',
        'withdrawals.kind',
        'withdrawals.currency_id',
        'currencies.name as currency_name',
        'withdrawals.network',
        'withdrawals.address',
        'withdrawals.amount_atoms',
        'withdrawals.fee_atoms',
        'withdrawals.received_atoms',
        'withdrawals.status',
        'withdrawals.reason',
        'withdrawals.tx_ref',
        'withdrawals.created_at',
        'withdrawals.reviewed_at',
      ])
      .orderBy('withdrawals.id', 'desc')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
    own.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(count.count) };
}
