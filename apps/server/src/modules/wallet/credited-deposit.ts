// A deposit recorded as already approved, with its credit, in one transaction: how the demo
// funds are seeded and how tests and the benchmark give a user money whose subject is not the
// review itself. ledger:check reconciles it like any reviewed deposit.
import type { AccountTypeId } from '@platform/shared/constants';
import { depositCredited } from '@platform/engine/ledger';
import { dialectOfDb, type Db } from '../../db/database.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { postTransferIn } from '../../ledger/ledger.ts';

export type CreditedDeposit = {
  userId: number;
  coinId: number;
  accountType: AccountTypeId;
  amountAtoms: bigint;
  /** The admin who approved it; null for a test's or a benchmark's own funding. */
  reviewedBy?: number | null;
  network?: string;
  address?: string;
  now: number;
};

export async function recordCreditedDeposit(db: Db, deposit: CreditedDeposit): Promise<{ depositId: number }> {
  const { userId, coinId, accountType, amountAtoms, now } = deposit;
  return writeLedgerUnit({ db, dialect: dialectOfDb(db) }, async (trx) => {
    const row = await trx
      .insertInto('deposits')
      .values({
        user_id: userId,
        kind: 'chain',
        currency_id: coinId,
        account_type: accountType,
        network: deposit.network ?? '',
        address: deposit.address ?? '',
        amount_atoms: amountAtoms,
        credited_atoms: amountAtoms,
        status: 'success',
        reviewed_by: deposit.reviewedBy ?? null,
        reviewed_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postTransferIn(trx, {
      postings: depositCredited({ userId, coinId, accountType, amountAtoms }),
      reason: 'deposit',
      record: { type: 'deposit', id: String(row.id) },
      now,
    });
    return { depositId: row.id };
  });
}
