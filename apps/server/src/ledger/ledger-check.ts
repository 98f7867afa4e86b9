// `ledger:check`: re-adds the whole ledger and lists what does not hold. Per coin the entries
// sum to zero (so does each transfer), every balance equals the sum of its entries per bucket,
// and no user balance is negative; and the platform's in-transit accounts reconcile with the
// records: what deposits credited came out of deposits in transit, what withdrawals paid out went
// into withdrawals in transit; the spot clearing account, where the halves of a trade between two
// users meet, holds nothing; the IEO subscriptions account holds exactly the payments of the
// subscriptions awaiting allocation, and the IEO issuer has delivered exactly the tokens allocated.
// An empty list means the ledger is healthy.
import type { Db } from '../db/database.ts';
import {
  countLedger,
  findBalancesNotMatchingEntries,
  findNegativeUserBalances,
  findUnbalancedCoins,
  findUnbalancedTransfers,
  findNonZeroClearing,
  findUnreconciledCoins,
  findUnreconciledIeo,
} from './queries.ts';

export type LedgerProblemKind =
  | 'coin_unbalanced'
  | 'transfer_unbalanced'
  | 'balance_not_matching_entries'
  | 'balance_negative'
  | 'deposits_not_reconciled'
  | 'withdrawals_not_reconciled'
  | 'clearing_not_zero'
  | 'ieo_subscriptions_not_reconciled'
  | 'ieo_tokens_not_reconciled';
export type LedgerProblem = { kind: LedgerProblemKind; coinId: number; message: string };
export type LedgerReport = { problems: LedgerProblem[]; balances: number; entries: number };

export async function checkLedger(db: Db): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  for (const row of await findUnbalancedCoins(db)) {
    problems.push({
      kind: 'coin_unbalanced',
      coinId: row.coin_id,
      message: `coin ${row.coin_id}: entries sum to ${row.sum_atoms} atoms, not 0`,
    });
  }
  for (const row of await findUnbalancedTransfers(db)) {
    problems.push({
      kind: 'transfer_unbalanced',
      coinId: row.coin_id,
      message: `transfer ${row.transfer_id}, coin ${row.coin_id}: lines sum to ${row.sum_atoms} atoms, not 0`,
    });
  }
  for (const row of await findBalancesNotMatchingEntries(db)) {
    problems.push({
      kind: 'balance_not_matching_entries',
      coinId: row.coin_id,
      message:
        `balance ${row.id} (${row.owner}, coin ${row.coin_id}, account type ${row.account_type}): ` +
        `available ${row.available_atoms} vs entries ${row.entries_available_atoms}, frozen ${row.frozen_atoms} vs entries ${row.entries_frozen_atoms}`,
    });
  }
  for (const row of await findNegativeUserBalances(db)) {
    problems.push({
      kind: 'balance_negative',
      coinId: row.coin_id,
      message: `balance ${row.id} (${row.owner}, coin ${row.coin_id}, account type ${row.account_type}) is negative: available ${row.available_atoms}, frozen ${row.frozen_atoms}`,
    });
  }
  for (const row of await findUnreconciledCoins(db)) {
    if (row.depositsCreditedAtoms !== -row.depositsInTransitAtoms) {
      problems.push({
        kind: 'deposits_not_reconciled',
        coinId: row.coinId,
        message: `coin ${row.coinId}: deposits credited ${row.depositsCreditedAtoms} atoms, but deposits in transit hold ${row.depositsInTransitAtoms}`,
      });
    }
    if (row.withdrawalsPaidAtoms !== row.withdrawalsInTransitAtoms) {
      problems.push({
        kind: 'withdrawals_not_reconciled',
        coinId: row.coinId,
        message: `coin ${row.coinId}: withdrawals paid ${row.withdrawalsPaidAtoms} atoms, but withdrawals in transit hold ${row.withdrawalsInTransitAtoms}`,
      });
    }
  }
  for (const row of await findNonZeroClearing(db)) {
    problems.push({
      kind: 'clearing_not_zero',
      coinId: row.coin_id,
      message: `spot clearing holds ${row.available_atoms} atoms of coin ${row.coin_id}: a trade between two users was written by halves`,
    });
  }
  const ieo = await findUnreconciledIeo(db);
  for (const row of ieo.subscriptions) {
    problems.push({
      kind: 'ieo_subscriptions_not_reconciled',
      coinId: row.coinId,
      message: `coin ${row.coinId}: IEO subscriptions awaiting allocation paid ${row.recordsAtoms} atoms, but the IEO subscriptions account holds ${row.balanceAtoms}`,
    });
  }
  for (const row of ieo.issued) {
    problems.push({
      kind: 'ieo_tokens_not_reconciled',
      coinId: row.coinId,
      message: `token ${row.coinId}: IEO subscriptions were allocated ${row.recordsAtoms} atoms, but the IEO issuer delivered ${row.balanceAtoms}`,
    });
  }
  return { problems, ...(await countLedger(db)) };
}
