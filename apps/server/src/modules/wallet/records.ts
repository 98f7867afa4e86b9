// wallet/legal_log: the user's bills, a view of their own ledger entries (never a second source of
// truth), newest first, filtered by coin, account type and the kind of record that moved the money.
import type { PageOf } from '@platform/shared/envelope';
import type { TLedgerRecord, TLegalLogRequest } from '@platform/shared/schemas/wallet';
import { userOwner } from '@platform/engine/ledger';
import type { Db } from '../../db/database.ts';
import { amountText } from '../../ledger/coins.ts';
import { countEntries, listEntries, type EntryFilter } from './record-queries.ts';

export async function ledgerRecords(db: Db, userId: number, input: TLegalLogRequest): Promise<PageOf<TLedgerRecord>> {
  // The owner comes from the session, never from the input: another user's entries cannot be asked for.
  const filter: EntryFilter = {
    owner: userOwner(userId),
    coinId: input.currency_id,
    accountType: input.account_type,
    recordType: input.kind,
  };
  const [rows, total] = await Promise.all([
    listEntries(db, filter, { offset: (input.page - 1) * input.limit, limit: input.limit }),
    countEntries(db, filter),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      currency_id: row.coin_id,
      currency_name: row.currency_name,
      account_type: row.account_type,
      bucket: row.bucket,
      amount: amountText(row.amount_atoms),
      reason: row.reason,
      record_type: row.record_type,
      record_id: row.record_id,
      created_at: row.created_at,
    })),
    total,
    page: input.page,
    limit: input.limit,
  };
}
