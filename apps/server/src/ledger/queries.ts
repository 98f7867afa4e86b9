// All SQL of the wallet ledger: balance rows, the guarded bucket update, entries, and the sums
// `ledger:check` compares. Services hold the rules and call these.
import { sql, type Insertable } from 'kysely';
import { PLATFORM_ACCOUNT, type Bucket, type LedgerAccount } from '@platform/engine/ledger';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { ENTRIES_PER_STATEMENT_MAX, ENTRY_COLUMNS, insertEntriesStatement, ledgerStatementsOf } from '../db/statements.ts';

/** Coins times account types; bounds the answer should the table grow by mistake. */
export const BALANCES_OF_OWNER_MAX = 1000;
/** `ledger:check` reports at most this many problems of each kind; one is already an alarm. */
export const PROBLEMS_PER_KIND_MAX = 100;

// The statements of a movement run precompiled (ledger-statements.ts): they are the hot path.

export async function findBalanceId(db: Db, account: LedgerAccount): Promise<number | undefined> {
  const { rows } = await ledgerStatementsOf(db).findBalanceId.run(db, account);
  return rows[0]?.id;
}

/**
 * Inserts the zero balance of `account` unless it exists, answering the new row's id; a concurrent
 * insert of the same one does nothing and answers undefined (the caller reads the winner's id).
 */
export async function insertBalanceIfMissing(db: Db, account: LedgerAccount, isPlatform: boolean): Promise<number | undefined> {
  const { rows } = await ledgerStatementsOf(db).insertBalanceIfMissing.run(db, { ...account, isPlatform: isPlatform ? 1 : 0 });
  return rows[0]?.id;
}

/**
 * Adds `deltaAtoms` to one bucket unless that would take a user's bucket below zero. The database
 * decides under its row lock, so concurrent debits cannot overdraw. Answers whether it applied.
 */
export async function addToBucket(db: Db, balanceId: number, bucket: Bucket, deltaAtoms: bigint): Promise<boolean> {
  const result = await ledgerStatementsOf(db).addToBucket[bucket].run(db, { balanceId, deltaAtoms });
  return (result.numAffectedRows ?? 0n) > 0n;
}

/**
 * Adds to both buckets of one row in one statement, unless that would take either of a user's
 * buckets below zero (as addToBucket, for both at once). Answers whether it applied.
 */
export async function addToBuckets(db: Db, balanceId: number, availableDeltaAtoms: bigint, frozenDeltaAtoms: bigint): Promise<boolean> {
  const result = await ledgerStatementsOf(db).addToBuckets.run(db, { balanceId, availableDeltaAtoms, frozenDeltaAtoms });
  return (result.numAffectedRows ?? 0n) > 0n;
}

export type NewLedgerEntry = Pick<Insertable<DB['ledger_entries']>, (typeof ENTRY_COLUMNS)[number]>;

/** Inserts entries, up to ENTRIES_PER_STATEMENT_MAX per statement. */
export async function insertEntries(db: Db, entries: readonly NewLedgerEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ENTRIES_PER_STATEMENT_MAX) {
    const chunk = entries.slice(start, start + ENTRIES_PER_STATEMENT_MAX);
    const values: Record<string, unknown> = {};
    chunk.forEach((entry, index) => {
      for (const column of ENTRY_COLUMNS) values[`${index}.${column}`] = entry[column];
    });
    await insertEntriesStatement(db, chunk.length).run(db, values);
  }
}

export async function listBalancesOfOwner(db: Db, owner: string) {
  return db
    .selectFrom('balances')
    .select(['coin_id', 'account_type', 'available_atoms', 'frozen_atoms'])
    .where('owner', '=', owner)
    .orderBy('account_type')
    .orderBy('coin_id')
    .limit(BALANCES_OF_OWNER_MAX)
    .execute();
}

/** Coins whose entries do not sum to zero. */
export async function findUnbalancedCoins(db: Db) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
    .select(['balances.coin_id', sql<bigint>`sum(ledger_entries.amount_atoms)`.as('sum_atoms')])
    .groupBy('balances.coin_id')
    .having(sql`sum(ledger_entries.amount_atoms)`, '<>', 0n)
    .orderBy('balances.coin_id')
    .limit(PROBLEMS_PER_KIND_MAX)
    .execute();
}

/** Transfers whose lines do not sum to zero in some coin: points at the movement that broke it. */
export async function findUnbalancedTransfers(db: Db) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('balances', 'balances.id', 'ledger_entries.balance_id')
    .select(['ledger_entries.transfer_id', 'balances.coin_id', sql<bigint>`sum(ledger_entries.amount_atoms)`.as('sum_atoms')])
    .groupBy(['ledger_entries.transfer_id', 'balances.coin_id'])
    .having(sql`sum(ledger_entries.amount_atoms)`, '<>', 0n)
    .orderBy('ledger_entries.transfer_id')
    .limit(PROBLEMS_PER_KIND_MAX)
    .execute();
}

const entriesOf = (bucket: Bucket) =>
  sql<bigint>`coalesce(sum(case when ledger_entries.bucket = ${bucket} then ledger_entries.amount_atoms else 0 end), 0)`;

/** Balances whose stored buckets differ from the sum of their entries. */
export async function findBalancesNotMatchingEntries(db: Db) {
  return db
    .selectFrom('balances')
    .leftJoin('ledger_entries', 'ledger_entries.balance_id', 'balances.id')
    .select([
      'balances.id',
      'balances.owner',
      'balances.coin_id',
      'balances.account_type',
      'balances.available_atoms',
      'balances.frozen_atoms',
      entriesOf('available').as('entries_available_atoms'),
      entriesOf('frozen').as('entries_frozen_atoms'),
    ])
    .groupBy('balances.id')
    .having((eb) =>
      eb.or([eb('balances.available_atoms', '<>', entriesOf('available')), eb('balances.frozen_atoms', '<>', entriesOf('frozen'))]),
    )
    .orderBy('balances.id')
    .limit(PROBLEMS_PER_KIND_MAX)
    .execute();
}

/** Users' balances below zero: the CHECK forbids them, so any found means the schema was bypassed. */
export async function findNegativeUserBalances(db: Db) {
  return db
    .selectFrom('balances')
    .select(['id', 'owner', 'coin_id', 'account_type', 'available_atoms', 'frozen_atoms'])
    .where('is_platform', '=', 0)
    .where((eb) => eb.or([eb('available_atoms', '<', 0n), eb('frozen_atoms', '<', 0n)]))
    .orderBy('id')
    .limit(PROBLEMS_PER_KIND_MAX)
    .execute();
}

export async function countLedger(db: Db): Promise<{ balances: number; entries: number }> {
  const balances = await db
    .selectFrom('balances')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { balances: Number(balances.count), entries: Number(entries.count) };
}

export type CoinReconciliation = {
  coinId: number;
  depositsCreditedAtoms: bigint;
  depositsInTransitAtoms: bigint;
  withdrawalsPaidAtoms: bigint;
  withdrawalsInTransitAtoms: bigint;
};

/** Per coin: what the deposit and withdrawal records say moved, beside the in-transit balances. */
/** Spot clearing balances that are not zero: each trade between users must write both its halves. */
export async function findNonZeroClearing(db: Db): Promise<{ coin_id: number; available_atoms: bigint }[]> {
  return db
    .selectFrom('balances')
    .select(['coin_id', 'available_atoms'])
    .where('owner', '=', PLATFORM_ACCOUNT.spotClearing)
    .where((eb) => eb.or([eb('available_atoms', '!=', 0n), eb('frozen_atoms', '!=', 0n)]))
    .execute();
}

export async function findUnreconciledCoins(db: Db): Promise<CoinReconciliation[]> {
  const credited = await db
    .selectFrom('deposits')
    .select(['currency_id', sql<bigint>`sum(credited_atoms)`.as('sum_atoms')])
    .where('status', '=', 'success')
    .groupBy('currency_id')
    .execute();
  const paid = await db
    .selectFrom('withdrawals')
    .select(['currency_id', sql<bigint>`sum(received_atoms)`.as('sum_atoms')])
    .where('status', '=', 'success')
    .groupBy('currency_id')
    .execute();
  const inTransit = await db
    .selectFrom('balances')
    .select(['owner', 'coin_id', 'available_atoms'])
    .where('owner', 'in', [PLATFORM_ACCOUNT.depositsInTransit, PLATFORM_ACCOUNT.withdrawalsInTransit])
    .execute();
  const byCoin = new Map<number, CoinReconciliation>();
  const of = (coinId: number) => {
    let row = byCoin.get(coinId);
    if (!row) {
      row = { coinId, depositsCreditedAtoms: 0n, depositsInTransitAtoms: 0n, withdrawalsPaidAtoms: 0n, withdrawalsInTransitAtoms: 0n };
      byCoin.set(coinId, row);
    }
    return row;
  };
  // Sums come back as text or number depending on the driver; BigInt() reads either exactly.
  for (const row of credited) of(row.currency_id).depositsCreditedAtoms = BigInt(row.sum_atoms ?? 0);
  for (const row of paid) of(row.currency_id).withdrawalsPaidAtoms = BigInt(row.sum_atoms ?? 0);
  for (const row of inTransit) {
    if (row.owner === PLATFORM_ACCOUNT.depositsInTransit) of(row.coin_id).depositsInTransitAtoms = row.available_atoms;
    else of(row.coin_id).withdrawalsInTransitAtoms = row.available_atoms;
  }
  return [...byCoin.values()].sort((a, b) => a.coinId - b.coinId);
}

export type IeoReconciliation = { coinId: number; recordsAtoms: bigint; balanceAtoms: bigint };

/**
 * IEO, per coin: the payments of subscriptions still awaiting allocation beside what the IEO
 * subscriptions account holds, and the tokens allocated beside what the issuer has delivered. Only
 * the coins where the two differ.
 */
export async function findUnreconciledIeo(db: Db): Promise<{ subscriptions: IeoReconciliation[]; issued: IeoReconciliation[] }> {
  const waiting = await db
    .selectFrom('ieo_orders')
    .select(['pay_currency_id as coin_id', sql<bigint>`sum(paid_atoms)`.as('sum_atoms')])
    .where('status', '=', 'subscribed')
    .groupBy('pay_currency_id')
    .execute();
  const allocated = await db
    .selectFrom('ieo_orders')
    .select(['token_currency_id as coin_id', sql<bigint>`sum(allocated_atoms)`.as('sum_atoms')])
    .where('status', '=', 'allocated')
    .groupBy('token_currency_id')
    .execute();
  const balances = await db
    .selectFrom('balances')
    .select(['owner', 'coin_id', 'available_atoms', 'frozen_atoms'])
    .where('owner', 'in', [PLATFORM_ACCOUNT.ieoSubscriptions, PLATFORM_ACCOUNT.ieoIssuer])
    .execute();
  const compare = (rows: { coin_id: number; sum_atoms: bigint | string | number | null }[], owner: string, sign: bigint) => {
    const byCoin = new Map<number, IeoReconciliation>();
    const of = (coinId: number) => {
      let row = byCoin.get(coinId);
      if (!row) byCoin.set(coinId, (row = { coinId, recordsAtoms: 0n, balanceAtoms: 0n }));
      return row;
    };
    // Sums come back as text or number depending on the driver; BigInt() reads either exactly.
    for (const row of rows) of(row.coin_id).recordsAtoms = BigInt(row.sum_atoms ?? 0);
    for (const row of balances) if (row.owner === owner) of(row.coin_id).balanceAtoms = sign * (row.available_atoms + row.frozen_atoms);
    return [...byCoin.values()].filter((row) => row.recordsAtoms !== row.balanceAtoms).sort((a, b) => a.coinId - b.coinId);
  };
  return {
    subscriptions: compare(waiting, PLATFORM_ACCOUNT.ieoSubscriptions, 1n),
    issued: compare(allocated, PLATFORM_ACCOUNT.ieoIssuer, -1n),
  };
}
