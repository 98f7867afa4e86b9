// Moving money between two of a user's own accounts (legal, change, lever, micro): the record and
// its ledger movement commit together (through the ledger writer, which groups commits on SQLite),
// and a transfer beyond the available amount changes nothing.
import type { Selectable } from 'kysely';
import type { Server as IoServer } from 'socket.io';
import type { AccountTypeId } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import { TRANSFER_FEE_PERCENT } from '@platform/shared/wallet-rules';
import type { PageOf } from '@platform/shared/envelope';
import type { TTransfer, TTransferFeeResponse, TTransferRecord } from '@platform/shared/schemas/wallet';
import { accountTransfer } from '@platform/engine/ledger';
import type { Db, Dialect } from '../../db/database.ts';
import type { AccountTransfersTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { feeOf, percentAtoms } from './balance-amounts.ts';
import { amountText, assertCoinPrecision, coinOf, type Coin } from '../../ledger/coins.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { countAccountTransfers, insertAccountTransfer, listAccountTransfers } from './record-queries.ts';

const TRANSFER_FEE_ATOMS = percentAtoms('transfer fee', TRANSFER_FEE_PERCENT);

export type TransferDeps = { db: Db; dialect: Dialect; io: IoServer; clock: () => number };
export type TransferOrder = { coinId: number; amount: string; from: AccountTypeId; to: AccountTypeId };

function assertTwoAccounts(from: AccountTypeId, to: AccountTypeId): void {
  if (from === to) throw new AppError('transfer_same_account');
}

/** The amount in atoms, at the coin's precision, with its fee; a fee that would eat it all is refused. */
function pricedAmount(coin: Coin, amount: string): { amountAtoms: bigint; feeAtoms: bigint } {
  const amountAtoms = toAtoms(amount);
  assertCoinPrecision(coin, amountAtoms);
  const feeAtoms = feeOf(amountAtoms, TRANSFER_FEE_ATOMS, coin.decimals);
  if (feeAtoms >= amountAtoms) throw new AppError('amount_invalid');
  return { amountAtoms, feeAtoms };
}

export async function transferFee(
  db: Db,
  order: { coinId: number; from: AccountTypeId; to: AccountTypeId; amount?: string | undefined },
): Promise<TTransferFeeResponse> {
  assertTwoAccounts(order.from, order.to);
  const coin = await coinOf(db, order.coinId);
  const feeAtoms = order.amount === undefined ? 0n : pricedAmount(coin, order.amount).feeAtoms;
  return { fee_rate: TRANSFER_FEE_PERCENT, fee: amountText(feeAtoms) };
}

function transferJson(row: Selectable<AccountTransfersTable>): TTransfer {
  return {
    id: row.id,
    currency_id: row.currency_id,
    from_field: row.from_account_type,
    to_field: row.to_account_type,
    amount: amountText(row.amount_atoms),
    fee: amountText(row.fee_atoms),
    created_at: row.created_at,
  };
}

/** Carries out a transfer and tells the user's screens once it has committed. */
export async function transferBetweenAccounts(deps: TransferDeps, userId: number, order: TransferOrder): Promise<TTransfer> {
  assertTwoAccounts(order.from, order.to);
  const coin = await coinOf(deps.db, order.coinId);
  const { amountAtoms, feeAtoms } = pricedAmount(coin, order.amount);
  const now = deps.clock();
  const row = await writeLedgerUnit(deps, async (trx) => {
    const inserted = await insertAccountTransfer(trx, {
      user_id: userId,
      currency_id: coin.id,
      from_account_type: order.from,
      to_account_type: order.to,
      amount_atoms: amountAtoms,
      fee_atoms: feeAtoms,
      created_at: now,
    });
    await postTransferIn(trx, {
      postings: accountTransfer({ userId, coinId: coin.id, fromAccountType: order.from, toAccountType: order.to, amountAtoms, feeAtoms }),
      reason: 'account_transfer',
      record: { type: 'transfer', id: String(inserted.id) },
      now,
    });
    return inserted;
  });
  notifyWalletChange(deps.io, userId, { kind: 'transfer', id: row.id, status: 'success' });
  return transferJson(row);
}

export async function transferHistory(db: Db, userId: number, page: number, limit: number): Promise<PageOf<TTransferRecord>> {
  const [rows, total] = await Promise.all([
    listAccountTransfers(db, userId, { offset: (page - 1) * limit, limit }),
    countAccountTransfers(db, userId),
  ]);
  return { data: rows.map((row) => ({ ...transferJson(row), currency_name: row.currency_name })), total, page, limit };
}
