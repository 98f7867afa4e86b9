// SQL of deposits and OTC recharges: the platform's receiving addresses, the vouchers a deposit
// may name, the fiats OTC accepts, and the deposit records themselves.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DepositsTable } from '../../db/schema.ts';
import type { DepositKind } from '@platform/shared/schemas/deposit';

export type DepositRow = Selectable<DepositsTable>;
export type DepositRecordRow = DepositRow & { currency_name: string };

export function findDepositAddress(db: Db, coinId: number, network: string): Promise<{ address: string } | undefined> {
  return db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('currency_id', '=', coinId)
    .where('network', '=', network)
    .executeTakeFirst();
}

/** The upload `name` if `userId` uploaded it: a voucher must be the depositor's own file. */
export function findUploadOfUser(db: Db, userId: number, name: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('uploads').select('id').where('name', '=', name).where('user_id', '=', userId).executeTakeFirst();
}

export type FiatRow = { code: string; symbol: string; rate_atoms: bigint };

export function findFiat(db: Db, code: string): Promise<FiatRow | undefined> {
  return db.selectFrom('fiats').select(['code', 'symbol', 'rate_atoms']).where('code', '=', code).executeTakeFirst();
}

/** Every fiat, `firstCode` (the default) first, then by code. */
export async function listFiats(db: Db, firstCode: string): Promise<FiatRow[]> {
  const rows = await db.selectFrom('fiats').select(['code', 'symbol', 'rate_atoms']).orderBy('code').execute();
  return [...rows.filter((row) => row.code === firstCode), ...rows.filter((row) => row.code !== firstCode)];
}

export async function insertDeposit(db: Db, deposit: Insertable<DepositsTable>): Promise<number> {
  const row = await db.insertInto('deposits').values(deposit).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function depositRecords(db: Db, userId: number) {
  return db.selectFrom('deposits').innerJoin('currencies', 'currencies.id', 'deposits.currency_id').where('deposits.user_id', '=', userId);
}

export function findDepositRecord(db: Db, userId: number, id: number): Promise<DepositRecordRow | undefined> {
  return depositRecords(db, userId)
    .selectAll('deposits')
    .select('currencies.name as currency_name')
    .where('deposits.id', '=', id)
    .executeTakeFirst();
}

export type DepositLogQuery = { userId: number; kind: DepositKind | undefined; page: number; limit: number };

/** The user's own deposits, newest first. */
export function listDepositRecords(db: Db, query: DepositLogQuery): Promise<DepositRecordRow[]> {
  let select = depositRecords(db, query.userId).selectAll('deposits').select('currencies.name as currency_name');
  if (query.kind) select = select.where('deposits.kind', '=', query.kind);
  return select
    .orderBy('deposits.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
}

export async function countDepositRecords(db: Db, query: Pick<DepositLogQuery, 'userId' | 'kind'>): Promise<number> {
  let select = depositRecords(db, query.userId).select((eb) => eb.fn.countAll<number>().as('total'));
  if (query.kind) select = select.where('deposits.kind', '=', query.kind);
  const row = await select.executeTakeFirstOrThrow();
  return Number(row.total);
}
