// Crypto-backed loans for a user: borrowing against collateral at the last recorded price,
// repaying (interest first, the collateral released on full repayment), adding collateral. Each
// change is one ledger unit that first locks the loan row and charges the loan-hours that have
// ended, so the debt a repayment is checked against is the debt at that moment.
import type { Server as IoServer } from 'socket.io';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { fromAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import { SOCKET_EVENTS, roomOfUser } from '@platform/shared/realtime';
import type { TLoan, TLoanBorrowRequest, TLoanOrdersRequest, TLoanProduct, TLoanSummary } from '@platform/shared/schemas/loan';
import {
  LOAN_COIN_ID,
  collateralPledged,
  collateralValueAtoms,
  collateralReleased,
  hourlyInterestAtoms,
  loanHoursEnded,
  loanLent,
  loanRepaid,
  ltvAtLeast,
  maxBorrowAtoms,
  repaymentSplit,
  HOUR_MS,
} from '@platform/engine/loan';
import type { Db, Dialect } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { listCoins, type Coin } from '../../ledger/coins.ts';
import { balancesOf, postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import type { MarketPrices, RecordedTick } from '../../prices/recorded-prices.ts';
import { debtOf, loanJson, ppmPercent, productJson, type LoanNames } from './loan-json.ts';
import { noticeRepaid } from './notices.ts';
import {
  countLoans,
  findLoan,
  findLoanParams,
  insertInterestHour,
  insertLoan,
  insertLoanEvent,
  interestOfUserSince,
  listLoanParams,
  listLoans,
  updateLoan,
  type LoanRow,
} from './queries.ts';

export type LoanDeps = {
  db: Db;
  dialect: Dialect;
  io: IoServer;
  clock: () => number;
  prices: MarketPrices;
  config: { redisUrl: string | null };
};

/** Loan-hours charged in one unit at most: a long downtime is caught up over several passes. */
export const HOURS_PER_PASS_MAX = 500;
const DAY_MS = 86_400_000;
/** A user with more open loans than this is summed over these; no one borrows that often. */
const OPEN_LOANS_SUMMED_MAX = 1000;

export async function loanNames(deps: Pick<LoanDeps, 'db' | 'prices'>): Promise<LoanNames & { coins: Coin[] }> {
  const coins = await listCoins(deps.db);
  const byId = new Map(coins.map((coin) => [coin.id, coin.name]));
  return {
    coins,
    coinName: (coinId) => byId.get(coinId) ?? '',
    symbol: (marketId) => deps.prices.directory.byId(marketId)?.symbol ?? '',
  };
}

/** The COIN/USDT market that prices a collateral coin. */
export function marketOfCoin(prices: MarketPrices, coinName: string) {
  return prices.directory.bySymbol(`${coinName}/USDT`);
}

export function latestOf(deps: Pick<LoanDeps, 'prices'>, row: LoanRow): RecordedTick | undefined {
  return deps.prices.latest(row.market_id);
}

/** Reads the loan inside the unit, locking its row on PostgreSQL so concurrent changes wait their turn. */
export async function lockLoan(trx: Db, dialect: Dialect, id: number): Promise<LoanRow | undefined> {
  const query = trx.selectFrom('loans').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Charges every loan-hour that has ended by `now` and is not charged yet (one loan_interest row
 * each, unique per loan and hour), adding the interest to the debt. Inside the caller's unit.
 */
export async function accrueInterest(trx: Db, row: LoanRow, now: number): Promise<LoanRow> {
  if (row.status !== 'open') return row;
  const ended = Math.min(loanHoursEnded(row.opened_at, now), row.hours_accrued + HOURS_PER_PASS_MAX);
  if (ended <= row.hours_accrued) return row;
  let interestAtoms = row.interest_atoms;
  let chargedAtoms = 0n;
  for (let hour = row.hours_accrued + 1; hour <= ended; hour += 1) {
    const debtAtoms = row.principal_atoms + interestAtoms;
    const hourAtoms = hourlyInterestAtoms(debtAtoms, row.hourly_rate_atoms);
    await insertInterestHour(trx, {
      loan_id: row.id,
      hour,
      debt_atoms: debtAtoms,
      interest_atoms: hourAtoms,
      hour_ended_at: row.opened_at + hour * HOUR_MS,
      created_at: now,
    });
    interestAtoms += hourAtoms;
    chargedAtoms += hourAtoms;
  }
  return updateLoan(trx, row, {
    hours_accrued: ended,
    interest_atoms: interestAtoms,
    interest_total_atoms: row.interest_total_atoms + chargedAtoms,
  });
}

/** Whether a loan has loan-hours to charge at `now`. */
export const interestDue = (row: LoanRow, now: number): boolean =>
  row.status === 'open' && loanHoursEnded(row.opened_at, now) > row.hours_accrued;

/** Tells the user's screens their balances and a loan changed. */
export function announceLoan(io: IoServer, row: LoanRow): void {
  io.to(roomOfUser(row.user_id)).emit(SOCKET_EVENTS.balance, { kind: 'loan', id: row.id });
}

function checkedAmount(coin: Coin, text: string): bigint {
  const atoms = toAtoms(text);
  if (roundAtoms(atoms, coin.decimals) !== atoms) throw new AppError('amount_invalid');
  return atoms;
}

export async function loanProducts(deps: LoanDeps, userId: number | null): Promise<TLoanProduct[]> {
  const [params, names, balances] = await Promise.all([
    listLoanParams(deps.db),
    loanNames(deps),
    userId === null ? Promise.resolve([]) : balancesOf(deps.db, userId),
  ]);
  return params
    .filter((row) => row.enabled === 1)
    .map((row) => {
      const collateral = names.coinName(row.collateral_currency_id);
      const market = marketOfCoin(deps.prices, collateral);
      const held = balances.find((balance) => balance.accountType === ACCOUNT_TYPE.change && balance.coinId === row.collateral_currency_id);
      return productJson(
        row,
        { collateral, borrow: names.coinName(LOAN_COIN_ID) },
        market ? deps.prices.latest(market.id) : undefined,
        held?.availableAtoms ?? 0n,
      );
    });
}

/** Opens a loan at the collateral's last recorded price: the collateral pledged and the USDT lent in one movement. */
export async function borrow(deps: LoanDeps, userId: number, request: TLoanBorrowRequest): Promise<TLoan> {
  const params = await findLoanParams(deps.db, request.collateral_currency_id);
  if (!params || params.enabled !== 1) throw new AppError('loan_collateral_invalid');
  const names = await loanNames(deps);
  const coin = names.coins.find((candidate) => candidate.id === params.collateral_currency_id);
  const usdt = names.coins.find((candidate) => candidate.id === LOAN_COIN_ID);
  const market = coin ? marketOfCoin(deps.prices, coin.name) : undefined;
  if (!coin || !usdt || !market) throw new AppError('loan_collateral_invalid');
  const collateralAtoms = checkedAmount(coin, request.collateral_amount);
  const borrowAtoms = checkedAmount(usdt, request.borrow_amount);
  if (borrowAtoms < params.min_borrow_atoms)
    throw new AppError('loan_borrow_below_minimum', { minimum: fromAtoms(params.min_borrow_atoms) });
  if (borrowAtoms > params.max_borrow_atoms)
    throw new AppError('loan_borrow_above_maximum', { maximum: fromAtoms(params.max_borrow_atoms) });
  const tick = deps.prices.latest(market.id);
  if (!tick) throw new AppError('price_unavailable');
  const mostAtoms = maxBorrowAtoms(collateralAtoms, tick.priceAtoms, params.initial_ltv_ppm);
  if (borrowAtoms > mostAtoms) {
    throw new AppError('loan_ltv_exceeded', {
      maximum: fromAtoms(roundAtoms(mostAtoms, usdt.decimals)),
      ltv: ppmPercent(params.initial_ltv_ppm),
    });
  }
  const now = deps.clock();
  const row = await writeLedgerUnit(deps, async (trx) => {
    const inserted = await insertLoan(trx, {
      user_id: userId,
      collateral_currency_id: coin.id,
      market_id: market.id,
      collateral_atoms: collateralAtoms,
      borrowed_atoms: borrowAtoms,
      principal_atoms: borrowAtoms,
      interest_atoms: 0n,
      initial_ltv_ppm: params.initial_ltv_ppm,
      margin_call_ltv_ppm: params.margin_call_ltv_ppm,
      liquidation_ltv_ppm: params.liquidation_ltv_ppm,
      hourly_rate_atoms: params.hourly_rate_atoms,
      liquidation_fee_ppm: params.liquidation_fee_ppm,
      open_tick_seq: tick.seq,
      open_price_atoms: tick.priceAtoms,
      status: 'open',
      opened_at: now,
      created_at: now,
    });
    await postTransferIn(trx, {
      postings: [
        ...collateralPledged({ userId, collateralCoinId: coin.id, amountAtoms: collateralAtoms }),
        ...loanLent({ userId, amountAtoms: borrowAtoms }),
      ],
      reason: 'loan_borrow',
      record: { type: 'loan', id: String(inserted.id) },
      now,
    });
    await insertLoanEvent(trx, { loan_id: inserted.id, kind: 'borrow', amount_atoms: borrowAtoms, tick_seq: tick.seq, created_at: now });
    return inserted;
  });
  announceLoan(deps.io, row);
  return loanJson(row, names, tick);
}

/** The open loan `id` of the user, locked; another user's loan is as absent as a missing one. */
async function openLoanOf(trx: Db, deps: LoanDeps, userId: number, id: number): Promise<LoanRow> {
  const row = await lockLoan(trx, deps.dialect, id);
  if (!row || row.user_id !== userId) throw new AppError('loan_not_found');
  if (row.status !== 'open') throw new AppError('loan_not_open');
  return row;
}

/**
 * Repays `amount` USDT: interest first, then principal. More than the debt is refused (never
 * capped) with the debt named; repaying exactly the debt closes the loan and releases the collateral.
 */
export async function repay(deps: LoanDeps, userId: number, id: number, amount: string): Promise<TLoan> {
  const names = await loanNames(deps);
  const usdt = names.coins.find((coin) => coin.id === LOAN_COIN_ID);
  if (!usdt) throw new AppError('coin_unknown');
  const amountAtoms = checkedAmount(usdt, amount);
  const now = deps.clock();
  const row = await writeLedgerUnit(deps, async (trx) => {
    const current = await accrueInterest(trx, await openLoanOf(trx, deps, userId, id), now);
    const debtAtoms = debtOf(current);
    if (amountAtoms > debtAtoms) throw new AppError('loan_repay_above_debt', { debt: fromAtoms(debtAtoms) });
    const split = repaymentSplit(amountAtoms, current.interest_atoms, current.principal_atoms);
    const record = { type: 'loan', id: String(current.id) };
    await postTransferIn(trx, { postings: loanRepaid({ userId, amountAtoms }), reason: 'loan_repay', record, now });
    const full = amountAtoms === debtAtoms;
    if (full && current.collateral_atoms > 0n) {
      await postTransferIn(trx, {
        postings: collateralReleased({ userId, collateralCoinId: current.collateral_currency_id, amountAtoms: current.collateral_atoms }),
        reason: 'loan_release',
        record,
        now,
      });
    }
    await insertLoanEvent(trx, {
      loan_id: current.id,
      kind: 'repay',
      amount_atoms: amountAtoms,
      interest_atoms: split.interestAtoms,
      principal_atoms: split.principalAtoms,
      tick_seq: null,
      created_at: now,
    });
    return updateLoan(trx, current, {
      interest_atoms: current.interest_atoms - split.interestAtoms,
      principal_atoms: current.principal_atoms - split.principalAtoms,
      repaid_atoms: current.repaid_atoms + amountAtoms,
      ...(full ? { status: 'repaid', closed_at: now, margin_call: 0 } : {}),
    });
  });
  announceLoan(deps.io, row);
  if (row.status === 'repaid') {
    void noticeRepaid(deps, row, { coin: names.coinName(row.collateral_currency_id), amount: fromAtoms(amountAtoms) });
  }
  return loanJson(row, names, latestOf(deps, row));
}

/** Pledges more collateral to an open loan; a margin call is lifted once the LTV is back below its line. */
export async function addCollateral(deps: LoanDeps, userId: number, id: number, amount: string): Promise<TLoan> {
  const names = await loanNames(deps);
  const now = deps.clock();
  const row = await writeLedgerUnit(deps, async (trx) => {
    const current = await accrueInterest(trx, await openLoanOf(trx, deps, userId, id), now);
    const coin = names.coins.find((candidate) => candidate.id === current.collateral_currency_id);
    if (!coin) throw new AppError('loan_collateral_invalid');
    const amountAtoms = checkedAmount(coin, amount);
    await postTransferIn(trx, {
      postings: collateralPledged({ userId, collateralCoinId: coin.id, amountAtoms }),
      reason: 'loan_add_collateral',
      record: { type: 'loan', id: String(current.id) },
      now,
    });
    const collateralAtoms = current.collateral_atoms + amountAtoms;
    const tick = latestOf(deps, current);
    const stillCalled = tick !== undefined && ltvAtLeast(debtOf(current), collateralAtoms, tick.priceAtoms, current.margin_call_ltv_ppm);
    await insertLoanEvent(trx, {
      loan_id: current.id,
      kind: 'add_collateral',
      amount_atoms: amountAtoms,
      tick_seq: tick?.seq ?? null,
      created_at: now,
    });
    return updateLoan(trx, current, { collateral_atoms: collateralAtoms, margin_call: stillCalled ? current.margin_call : 0 });
  });
  announceLoan(deps.io, row);
  return loanJson(row, names, latestOf(deps, row));
}

export async function loanOfUser(deps: LoanDeps, userId: number, id: number): Promise<TLoan> {
  const row = await findLoan(deps.db, id);
  if (!row || row.user_id !== userId) throw new AppError('loan_not_found');
  return loanJson(row, await loanNames(deps), latestOf(deps, row));
}

export async function loansOfUser(deps: LoanDeps, userId: number, request: TLoanOrdersRequest) {
  const filter = { userId, status: request.status };
  const [rows, total, names] = await Promise.all([
    listLoans(deps.db, filter, { offset: (request.page - 1) * request.limit, limit: request.limit }),
    countLoans(deps.db, filter),
    loanNames(deps),
  ]);
  return { data: rows.map((row) => loanJson(row, names, latestOf(deps, row))), total, page: request.page, limit: request.limit };
}

/** The Financial tab's line for loans: what the open loans owe, their collateral's value, the interest charged today (UTC) and ever. */
export async function loanSummary(deps: LoanDeps, userId: number): Promise<TLoanSummary> {
  const now = deps.clock();
  const open = await listLoans(deps.db, { userId, status: 'open' }, { offset: 0, limit: OPEN_LOANS_SUMMED_MAX });
  let debtAtoms = 0n;
  let valueAtoms = 0n;
  for (const row of open) {
    debtAtoms += debtOf(row);
    const tick = latestOf(deps, row);
    if (tick) valueAtoms += collateralValueAtoms(row.collateral_atoms, tick.priceAtoms);
  }
  const [today, total] = await Promise.all([
    interestOfUserSince(deps.db, userId, now - (now % DAY_MS)),
    interestOfUserSince(deps.db, userId, 0),
  ]);
  return {
    currency: 'USDT',
    open_count: open.length,
    debt: fromAtoms(debtAtoms),
    collateral_value: fromAtoms(valueAtoms),
    interest_today: fromAtoms(today),
    interest_total: fromAtoms(total),
  };
}
