// SQL of the back office's read side: users and their search, a user's balances, ledger entries
// with the balance they moved, and the audit log with who acted. Newest first everywhere.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export type Paging = { page: number; limit: number };

const offsetOf = ({ page, limit }: Paging) => (page - 1) * limit;

const USER_COLUMNS = ['id', 'email', 'phone', 'area_code', 'nickname', 'role', 'real_status', 'real_level', 'created_at'] as const;

/** `q` inside a LIKE pattern, its own % and _ taken literally. */
function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Email, phone or nickname containing `q` (any case), or the user whose id is `q`. */
function userMatches(q: string) {
  const pattern = containsPattern(q);
  const like = (column: 'email' | 'phone' | 'nickname') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    const matches = [like('email'), like('phone'), like('nickname')];
    const id = /^\d{1,15}$/.test(q) ? Number(q) : null;
    return eb.or(id === null ? matches : [...matches, eb('id', '=', id)]);
  };
}

export async function searchUsers(db: Db, q: string, paging: Paging) {
  let rows = db.selectFrom('users');
  if (q) rows = rows.where(userMatches(q));
  const [data, count] = await Promise.all([
    rows.select(USER_COLUMNS).orderBy('id', 'desc').limit(paging.limit).offset(offsetOf(paging)).execute(),
    rows.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(count.count) };
}

export async function findUser(db: Db, userId: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/** The balances of one owner with their coin's name, by account type then the coins' listed order. */
export async function listBalancesWithCoin(db: Db, owner: string) {
  return db
    .selectFrom('balances')
    .leftJoin('currencies', 'currencies.id', 'balances.coin_id')
    .select(['balances.coin_id', 'currencies.name as coin', 'balances.account_type', 'balances.available_atoms', 'balances.frozen_atoms'])
    .where('balances.owner', '=', owner)
    .orderBy('balances.account_type')
    .orderBy('currencies.sort')
    .orderBy('balances.coin_id')
    .execute();
}

/** Ledger entries, optionally of one owner's balances, with the balance and coin they moved. */
export async function listLedgerEntries(db: Db, owner: string | null, paging: Paging) {
  let rows = db.selectFrom('ledger_entries').innerJoin('balances', 'balances.id', 'ledger_entries.balance_id');
  if (owner !== null) rows = rows.where('balances.owner', '=', owner);
  const [data, count] = await Promise.all([
    rows
      .leftJoin('currencies', 'currencies.id', 'balances.coin_id')
      .select([
        'ledger_entries.id',
        'balances.owner',
        'balances.coin_id',
        'currencies.name as coin',
        'balances.account_type',
        'ledger_entries.bucket',
        'ledger_entries.amount_atoms',
        'ledger_entries.reason',
        'ledger_entries.record_type',
        'ledger_entries.record_id',
        'ledger_entries.transfer_id',
        'ledger_entries.created_at',
      ])
      .orderBy('ledger_entries.id', 'desc')
      .limit(paging.limit)
      .offset(offsetOf(paging))
      .execute(),
    rows.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(count.count) };
}

export async function listAudit(db: Db, paging: Paging) {
  const [data, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select([
        'audit_log.id',
        'audit_log.actor_id',
        'users.email as actor_email',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.reason',
        'audit_log.detail',
        'audit_log.ip',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(paging.limit)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(count.count) };
}
