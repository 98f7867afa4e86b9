// SQL of the records a user reads and writes around the ledger: transfers between accounts,
// conversions, and the user's own ledger entries (wallet/legal_log). The ledger's own SQL is in
// queries.ts; services hold the rules and call these.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { ACCOUNT_TRANSFER_COLUMNS, ledgerStatementsOf } from '../../db/statements.ts';

export type PageWindow = { offset: number; limit: number };

// Transfers between a user's accounts

export type NewAccountTransfer = Pick<Insertable<DB['account_transfers']>, (typeof ACCOUNT_TRANSFER_COLUMNS)[number]>;

/** Precompiled (ledger-statements.ts): every transfer writes one, on the ledger's hot path. */
export async function insertAccountTransfer(db: Db, row: NewAccountTransfer): Promise<Selectable<DB['account_transfers']>> {
  const { rows } = await ledgerStatementsOf(db).insertAccountTransfer.run(db, row);
  const inserted = rows[0];
  if (!inserted) throw new Error('account transfer insert answered no row');
  return inserted;
}

export async function listAccountTransfers(db: Db, userId: number, window: PageWindow) {
  return db
    .selectFrom('account_transfers')
    .innerJoin('currencies', 'currencies.id', 'account_transfers.currency_id')
    .selectAll('account_transfers')
    .select('currencies.name as currency_name')
    .where('account_transfers.user_id', '=', userId)
    .orderBy('account_transfers.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countAccountTransfers(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('account_transfers')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// Conversions

export async function insertConversion(db: Db, row: Insertable<DB['conversions']>) {
  return db.insertInto('conversions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function listConversions(db: Db, userId: number, window: PageWindow) {
  return db
    .selectFrom('conversions')
    .innerJoin('currencies as from_coin', 'from_coin.id', 'conversions.from_currency_id')
    .innerJoin('currencies as to_coin', 'to_coin.id', 'conversions.to_currency_id')
    .selectAll('conversions')
    .select(['from_coin.name as from_currency_name', 'to_coin.name as to_currency_name'])
    .where('conversions.user_id', '=', userId)
    .orderBy('conversions.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countConversions(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// A user's ledger entries

export type EntryFilter = { owner: string; coinId?: number; accountType?: number; recordType?: string };

function entriesOf(db: Db, filter: EntryFilter) {
  let query = db
    .selectFrom('ledger_entries')
    .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
    .where('balances.owner', '=', filter.owner);
  if (filter.coinId !== undefined) query = query.where('balances.coin_id', '=', filter.coinId);
  if (filter.accountType !== undefined) query = query.where('balances.account_type', '=', filter.accountType);
  if (filter.recordType !== undefined) query = query.where('ledger_entries.record_type', '=', filter.recordType);
  return query;
}

export async function listEntries(db: Db, filter: EntryFilter, window: PageWindow) {
  return entriesOf(db, filter)
    .innerJoin('currencies', 'currencies.id', 'balances.coin_id')
    .select([
      'ledger_entries.id',
      'ledger_entries.bucket',
      'ledger_entries.amount_atoms',
      'ledger_entries.reason',
      'ledger_entries.record_type',
      'ledger_entries.record_id',
      'ledger_entries.created_at',
      'balances.coin_id',
      'balances.account_type',
      'currencies.name as currency_name',
    ])
    .orderBy('ledger_entries.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countEntries(db: Db, filter: EntryFilter): Promise<number> {
  const row = await entriesOf(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
