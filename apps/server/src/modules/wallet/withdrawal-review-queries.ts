// SQL of the withdrawal review: the queue with who asked and who decided, and the one-way move
// of a withdrawal out of review.
import type { Db } from '../../db/database.ts';
import type { ReviewStatus } from '../../db/schema.ts';

export type Paging = { page: number; limit: number };

export async function listWithdrawalsForReview(db: Db, status: ReviewStatus | undefined, paging: Paging) {
  let rows = db.selectFrom('withdrawals');
  if (status !== undefined) rows = rows.where('withdrawals.status', '=', status);
  const [data, count] = await Promise.all([
    rows
      .innerJoin('users as requester', 'requester.id', 'withdrawals.user_id')
      .innerJoin('currencies', 'currencies.id', 'withdrawals.currency_id')
      .leftJoin('users as reviewer', 'reviewer.id', 'withdrawals.reviewed_by')
      .leftJoin('bank_cards', 'bank_cards.id', 'withdrawals.bank_card_id')
      .select([
        'withdrawals.id',
        'withdrawals.user_id',
        'requester.email as user_email',
        'requester.phone as user_phone',
        'withdrawals.kind',
        'withdrawals.currency_id as coin_id',
        'currencies.name as coin',
        'withdrawals.network',
        'withdrawals.address',
        'withdrawals.amount_atoms',
        'withdrawals.fee_atoms',
        'withdrawals.received_atoms',
        'withdrawals.value_btc_atoms',
        'withdrawals.status',
        'withdrawals.reason',
        'withdrawals.tx_ref',
        'withdrawals.created_at',
        'withdrawals.reviewed_at',
        'reviewer.email as reviewed_by_email',
        'bank_cards.holder_name as bank_holder_name',
        'bank_cards.bank_name as bank_name',
      ])
      .orderBy('withdrawals.id', 'desc')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(count.count) };
}

export type ReviewDecision =
  | { status: 'success'; txRef: string; reviewerId: number; now: number }
  | { status: 'rejected'; reason: string; reviewerId: number; now: number };

/**
 * Moves a withdrawal out of review, once: the condition on the status makes a second decision
 * (a double click, two admins) change nothing. Answers what the ledger needs, or undefined.
 */
export async function decideWithdrawal(trx: Db, id: number, decision: ReviewDecision) {
  return trx
    .updateTable('withdrawals')
    .set({
      status: decision.status,
      ...(decision.status === 'success' ? { tx_ref: decision.txRef } : { reason: decision.reason }),
      reviewed_by: decision.reviewerId,
      reviewed_at: decision.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'review')
    .returning(['id', 'user_id', 'currency_id', 'account_type', 'amount_atoms', 'fee_atoms'])
    .executeTakeFirst();
}

export async function withdrawalExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('withdrawals').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
