// A withdrawal request (SPEC.md sections 3, 5, 6): at least the coin's minimum, more than its fee,
// confirmed with the pay password, to an address of the user's own address book (or, for a bank
// withdrawal, in USDT to their bank card), within the 24 h limit. The amount is frozen at once and
// waits for review; the record and the freeze commit together or not at all (through the ledger
// writer: on SQLite the check-then-write of the limit runs inside the one transaction of its batch,
// after the units before it, so it sees their withdrawals).
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TWithdrawal, TWithdrawRequest } from '@platform/shared/schemas/withdraw';
import { freeze } from '@platform/engine/ledger';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { requireVerification, tierRequired } from '../../auth/verification-gate.ts';
import { findOwnAddress } from './address-book-queries.ts';
import { ownAddressFor } from './address-book.ts';
import { findPayoutCard } from './bank-cards-queries.ts';
import { amountText, assertCoinPrecision, coinOf, type Coin } from '../../ledger/coins.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { assertPayPassword } from '../../auth/pay-password.ts';
import { assertSecondFactor } from '../../auth/second-factor.ts';
import { USDT_COIN_ID } from '../../prices/coin-prices.ts';
import { assertWithinLimit, limitWindowStart, valueInBtcNow } from './withdraw-limit.ts';
import { insertWithdrawal, lockUserRow, sumValueBtcSince } from './withdraw-queries.ts';

/** Where the money goes: an address book entry (copied, so deleting the entry later changes nothing) or a bank card. */
type Destination =
  { kind: 'chain'; addressId: number; network: string; address: string } | { kind: 'bank'; bankCardId: number; accountNumber: string };

function assertAmountFits(coin: Coin, amountAtoms: bigint): void {
  assertCoinPrecision(coin, amountAtoms);
  if (amountAtoms < coin.withdrawMinAtoms) {
    throw new AppError('withdraw_below_minimum', { minimum: amountText(coin.withdrawMinAtoms), coin: coin.name });
  }
  if (amountAtoms <= coin.withdrawFeeAtoms) {
    throw new AppError('withdraw_fee_exceeds_amount', { fee: amountText(coin.withdrawFeeAtoms), coin: coin.name });
  }
}

async function destinationOf(db: Db, userId: number, input: TWithdrawRequest, coinId: number): Promise<Destination> {
  if (input.kind === 'chain') {
    const entry = await ownAddressFor(db, userId, input.address_id, coinId);
    return { kind: 'chain', addressId: entry.id, network: entry.network, address: entry.address };
  }
  const card = await findPayoutCard(db, userId);
  if (!card) throw new AppError('bank_card_required');
  return { kind: 'bank', bankCardId: card.id, accountNumber: card.account_number };
}

export async function requestWithdrawal(deps: ModuleDeps, userId: number, input: TWithdrawRequest): Promise<TWithdrawal> {
  const { db, io } = deps;
  const now = deps.clock();
  // Withdrawals need a verified identity (998 otherwise), before the pay password is even tried.
  await requireVerification(db, userId, 'withdrawal');
  // Bank withdrawals pay fiat for USDT out of the legal account; on-chain ones come from the change account.
  if (input.kind === 'bank' && input.currency_id !== USDT_COIN_ID) throw new AppError('parameter_error');
  const accountType = input.kind === 'bank' ? ACCOUNT_TYPE.legal : ACCOUNT_TYPE.change;
  const coin = await coinOf(db, input.currency_id);
  if (!coin.withdrawEnabled) throw new AppError('withdraw_disabled');
  const amountAtoms = toAtoms(input.amount);
  assertAmountFits(coin, amountAtoms);
  const feeAtoms = coin.withdrawFeeAtoms;
  const destination = await destinationOf(db, userId, input, coin.id);
  await assertPayPassword(db, userId, input.pay_password, now);
  // Two-factor on: the authenticator code too, checked after the password so a mistyped password does not spend it.
  await assertSecondFactor(db, userId, input.totp, now);
  const valuation = await valueInBtcNow(db, coin.id, amountAtoms);

  const id = await writeLedgerUnit(deps, async (trx) => {
    const { realLevel } = await lockUserRow(trx, userId);
    // Deleting an entry takes the same lock: the entry read above may have gone since.
    if (destination.kind === 'chain' && !(await findOwnAddress(trx, userId, destination.addressId))) {
      throw new AppError('address_not_found');
    }
    const tier = tierRequired(realLevel);
    assertWithinLimit(tier, await sumValueBtcSince(trx, userId, limitWindowStart(now)), valuation.valueBtcAtoms);
    const withdrawalId = await insertWithdrawal(trx, {
      user_id: userId,
      kind: destination.kind,
      currency_id: coin.id,
      account_type: accountType,
      network: destination.kind === 'chain' ? destination.network : '',
      address_id: destination.kind === 'chain' ? destination.addressId : null,
      address: destination.kind === 'chain' ? destination.address : destination.accountNumber,
      bank_card_id: destination.kind === 'bank' ? destination.bankCardId : null,
      amount_atoms: amountAtoms,
      fee_atoms: feeAtoms,
      received_atoms: amountAtoms - feeAtoms,
      value_btc_atoms: valuation.valueBtcAtoms,
      price_tick_seq: valuation.btcTickSeq,
      status: 'review',
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
    });
    // Refused with 'insufficient_balance' when the available balance is short; the row above rolls back with it.
    await postTransferIn(trx, {
      postings: freeze({ userId, coinId: coin.id, accountType, amountAtoms }),
      reason: 'withdrawal_freeze',
      record: { type: 'withdrawal', id: String(withdrawalId) },
      now,
    });
    return withdrawalId;
  });
  notifyWalletChange(io, userId, { kind: 'withdrawal', id, status: 'review' });
  return {
    id,
    kind: destination.kind,
    currency_id: coin.id,
    amount: amountText(amountAtoms),
    fee: amountText(feeAtoms),
    received: amountText(amountAtoms - feeAtoms),
    status: 'review',
    created_at: now,
  };
}
