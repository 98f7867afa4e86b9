// Platform accounts that only hold users' money for a while (staking principal, loan collateral):
// their balance per coin must equal what the owning area's open records say they hold. The area
// declares the account and how to add its records up; `ledger:check` compares the two, so a
// movement written without its record (or a record changed without its movement) shows up.
import type { PlatformOwner } from '@platform/engine/ledger';
import type { Db } from '../db/database.ts';

export type HeldAccount = {
  owner: PlatformOwner;
  /** What the records are, for the problem's message: "held staking positions". */
  records: string;
  /** The records' total per coin id (sums come back as text or number depending on the driver). */
  heldByCoin: (db: Db) => Promise<readonly { coin_id: number; sum_atoms: bigint | string | number | null }[]>;
};

export type HeldMismatch = { owner: PlatformOwner; records: string; coinId: number; balanceAtoms: bigint; recordsAtoms: bigint };

export async function findUnreconciledHeld(db: Db, accounts: readonly HeldAccount[]): Promise<HeldMismatch[]> {
  const mismatches: HeldMismatch[] = [];
  for (const account of accounts) {
    const balances = await db
      .selectFrom('balances')
      .select(['coin_id', 'available_atoms', 'frozen_atoms'])
      .where('owner', '=', account.owner)
      .execute();
    const byCoin = new Map<number, { balance: bigint; records: bigint }>();
    const of = (coinId: number) => {
      let row = byCoin.get(coinId);
      if (!row) byCoin.set(coinId, (row = { balance: 0n, records: 0n }));
      return row;
    };
    for (const row of balances) of(row.coin_id).balance += row.available_atoms + row.frozen_atoms;
    for (const row of await account.heldByCoin(db)) of(row.coin_id).records += BigInt(row.sum_atoms ?? 0);
    for (const [coinId, { balance, records }] of byCoin) {
      if (balance !== records)
        mismatches.push({ owner: account.owner, records: account.records, coinId, balanceAtoms: balance, recordsAtoms: records });
    }
  }
  return mismatches;
}
