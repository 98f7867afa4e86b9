// Deposits wait for the back office: an on-chain deposit names the platform address, the amount
// sent and a payment voucher; an OTC recharge names the payer's bank account and an amount in a
// fiat. Nothing is credited here: the balance moves when an admin approves (admin/deposit-review.ts),
// through the ledger, in the amount that really arrived.
import { ATOMS_PER_UNIT, divAtoms, fromAtoms, mulAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import { ACCOUNT_TYPE, DEPOSIT_CONFIRMATIONS, FIAT_DEFAULT } from '@platform/shared/constants';
import type { PageOf } from '@platform/shared/envelope';
import {
  OTC_BUSINESS_DAYS,
  type TChargeRequest,
  type TDepositAddress,
  type TDepositRecord,
  type TGetInAddressRequest,
  type TOtcInfo,
  type TOtcRechargeRequest,
  type TRechargeLogRequest,
} from '@platform/shared/schemas/deposit';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { assertFiatTradeAllowed } from '../../auth/verification-gate.ts';
import { amountText, assertCoinPrecision, assertNetwork, coinOf, type Coin } from '../../ledger/coins.ts';
import { USDT_COIN_ID } from '../../prices/coin-prices.ts';
import {
  countDepositRecords,
  findDepositAddress,
  findDepositRecord,
  findFiat,
  findUploadOfUser,
  insertDeposit,
  listDepositRecords,
  listFiats,
  type DepositRecordRow,
} from './deposit-queries.ts';

/**
 * The platform's bank account OTC payers transfer to (shown by otc/info). Demonstration values: the
 * SWIFT code's country part 'XX' is assigned to no country, so no real bank can receive a payment
 * sent to it; a deployment puts its own account here.
 */
export const OTC_BANK = {
  account_name: 'Nova Exchange Ltd',
  account_number: '8120 0045 7731 2026',
  bank_name: 'Nova Settlement Bank',
  swift_code: 'NOVAXX22',
} as const;
/** Bank transfers are in cents at most; more digits are a typo, not a payment. */
const OTC_FIAT_DECIMALS = 2;

export type DepositDeps = { db: Db; clock: () => number };

function assertDepositsOpen(coin: Coin): void {
  if (!coin.depositEnabled) throw new AppError('deposit_disabled', { coin: coin.name });
}

/** The network asked for, or the coin's first one. */
function networkOf(coin: Coin, network: string): string {
  if (network) return assertNetwork(coin, network);
  const first = coin.networks[0];
  if (!first) throw new AppError('network_unknown');
  return first;
}

async function platformAddress(db: Db, coin: Coin, network: string): Promise<string> {
  const found = await findDepositAddress(db, coin.id, network);
  if (!found) throw new AppError('network_unknown');
  return found.address;
}

export async function depositAddress(db: Db, input: TGetInAddressRequest): Promise<TDepositAddress> {
  const coin = await coinOf(db, input.currency_id);
  assertDepositsOpen(coin);
  const network = networkOf(coin, input.network);
  return {
    currency_id: coin.id,
    currency_name: coin.name,
    network,
    networks: coin.networks,
    address: await platformAddress(db, coin, network),
    minimum: amountText(coin.depositMinAtoms),
    confirmations: DEPOSIT_CONFIRMATIONS,
  };
}

async function assertOwnVoucher(db: Db, userId: number, voucher: string): Promise<void> {
  if (!(await findUploadOfUser(db, userId, voucher))) throw new AppError('voucher_invalid');
}

export function toDepositRecord(row: DepositRecordRow): TDepositRecord {
  return {
    id: row.id,
    kind: row.kind,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    network: row.network,
    address: row.address,
    amount: amountText(row.amount_atoms),
    credited_amount: row.credited_atoms === null ? null : amountText(row.credited_atoms),
    otc_fiat: row.otc_fiat,
    status: row.status,
    reason: row.reason,
    voucher: row.voucher,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
  };
}

async function recordOf(db: Db, userId: number, id: number): Promise<TDepositRecord> {
  const row = await findDepositRecord(db, userId, id);
  if (!row) throw new AppError('record_not_found');
  return toDepositRecord(row);
}

/** wallet/charge_req: an on-chain deposit to the platform address, waiting for review. */
export async function requestChainDeposit(deps: DepositDeps, userId: number, input: TChargeRequest): Promise<TDepositRecord> {
  const coin = await coinOf(deps.db, input.currency_id);
  assertDepositsOpen(coin);
  const network = networkOf(coin, input.network);
  const amountAtoms = toAtoms(input.amount);
  assertCoinPrecision(coin, amountAtoms);
  if (amountAtoms < coin.depositMinAtoms) {
    throw new AppError('deposit_below_minimum', { minimum: amountText(coin.depositMinAtoms), coin: coin.name });
  }
  await assertOwnVoucher(deps.db, userId, input.voucher);
  const id = await insertDeposit(deps.db, {
    user_id: userId,
    kind: 'chain',
    currency_id: coin.id,
    account_type: ACCOUNT_TYPE.change,
    network,
    address: await platformAddress(deps.db, coin, network),
    amount_atoms: amountAtoms,
    credited_atoms: null,
    voucher: input.voucher,
    status: 'review',
    reviewed_by: null,
    reviewed_at: null,
    created_at: deps.clock(),
  });
  return recordOf(deps.db, userId, id);
}

/**
 * The smallest fiat amount worth the USDT deposit minimum at the fiat's rate (units per USD, USDT
 * taken at 1 USD), rounded up to the cent so paying exactly it is enough.
 */
function otcMinimumAtoms(usdtMinimumAtoms: bigint, rateAtoms: bigint): bigint {
  const exactAtoms = mulAtoms(usdtMinimumAtoms, rateAtoms);
  const roundedAtoms = roundAtoms(exactAtoms, OTC_FIAT_DECIMALS);
  return roundedAtoms >= exactAtoms ? roundedAtoms : roundedAtoms + ATOMS_PER_UNIT / 10n ** BigInt(OTC_FIAT_DECIMALS);
}

/** otc/recharge: a fiat bank or wire payment to the platform's account, credited in USDT to the legal account on review. */
export async function requestOtcRecharge(deps: DepositDeps, userId: number, input: TOtcRechargeRequest): Promise<TDepositRecord> {
  const fiat = await findFiat(deps.db, input.currency);
  if (!fiat) throw new AppError('fiat_unknown');
  const amountAtoms = toAtoms(input.amount);
  if (roundAtoms(amountAtoms, OTC_FIAT_DECIMALS) !== amountAtoms) throw new AppError('amount_too_precise', { decimals: OTC_FIAT_DECIMALS });
  const usdt = await coinOf(deps.db, USDT_COIN_ID);
  const minimumAtoms = otcMinimumAtoms(usdt.depositMinAtoms, fiat.rate_atoms);
  if (amountAtoms < minimumAtoms) throw new AppError('deposit_below_minimum', { minimum: amountText(minimumAtoms), coin: fiat.code });
  // A fiat trade needs a verified identity (998), within its tier's single trade limit, in USDT at 1 USD.
  await assertFiatTradeAllowed(deps.db, userId, divAtoms(amountAtoms, fiat.rate_atoms));
  if (input.voucher) await assertOwnVoucher(deps.db, userId, input.voucher);
  const id = await insertDeposit(deps.db, {
    user_id: userId,
    kind: 'otc',
    currency_id: usdt.id,
    account_type: ACCOUNT_TYPE.legal,
    amount_atoms: amountAtoms,
    credited_atoms: null,
    voucher: input.voucher,
    otc_account: input.account,
    otc_bankno: input.bankno,
    otc_fiat: fiat.code,
    otc_type: input.type,
    status: 'review',
    reviewed_by: null,
    reviewed_at: null,
    created_at: deps.clock(),
  });
  return recordOf(deps.db, userId, id);
}

export async function otcInfo(db: Db): Promise<TOtcInfo> {
  const fiats = await listFiats(db, FIAT_DEFAULT);
  return {
    bank: { ...OTC_BANK },
    fiats: fiats.map((fiat) => ({ code: fiat.code, symbol: fiat.symbol, rate: fromAtoms(fiat.rate_atoms) })),
    business_days: OTC_BUSINESS_DAYS,
  };
}

/** recharge/log: the caller's own deposits, newest first. */
export async function depositLog(db: Db, userId: number, input: TRechargeLogRequest): Promise<PageOf<TDepositRecord>> {
  const query = { userId, kind: input.kind, page: input.page, limit: input.limit };
  const [rows, total] = await Promise.all([listDepositRecords(db, query), countDepositRecords(db, query)]);
  return { data: rows.map(toDepositRecord), total, page: input.page, limit: input.limit };
}
