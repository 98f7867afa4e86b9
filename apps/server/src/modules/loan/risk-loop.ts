// The loans' risk loop. On every recorded tick of a collateral market, each open loan on that coin
// is charged the loan-hours that have ended and its LTV is taken at the tick's price: crossing the
// margin-call LTV sends one notice (again only after the LTV fell back below it); reaching the
// liquidation LTV liquidates the loan at that tick's price, naming its seq. A timer charges the
// hours of loans whose market is quiet; a start catches up on both.
import { liquidationSplit, loanBand, loanLiquidated } from '@platform/engine/loan';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import { debtOf, paramsOf } from './loan-json.ts';
import { accrueInterest, announceLoan, interestDue, loanNames, lockLoan, type LoanDeps } from './loan-service.ts';
import { noticeLiquidated, noticeMarginCall } from './notices.ts';
import { insertLoanEvent, listOpenLoans, updateLoan, type LoanRow } from './queries.ts';

export type RiskDeps = LoanDeps & { onError: (error: unknown, context: Record<string, unknown>) => void };

type Outcome = { row: LoanRow; event: 'none' | 'margin_call' | 'liquidated' };

/** What a tick does to a loan: nothing, a change of margin-call state, or a liquidation. */
function bandAt(row: LoanRow, tick: RecordedTick) {
  return loanBand(debtOf(row), row.collateral_atoms, tick.priceAtoms, paramsOf(row));
}

function needsWrite(row: LoanRow, tick: RecordedTick | undefined, now: number): boolean {
  if (interestDue(row, now)) return true;
  if (!tick) return false;
  const band = bandAt(row, tick);
  return band === 'liquidation' || (band === 'margin_call') !== (row.margin_call === 1);
}

/** One loan at one tick (or only its interest, without a tick), in one ledger unit. */
async function evaluateLoan(deps: RiskDeps, id: number, tick: RecordedTick | undefined, now: number): Promise<Outcome | undefined> {
  return writeLedgerUnit(deps, async (trx) => {
    const locked = await lockLoan(trx, deps.dialect, id);
    if (!locked || locked.status !== 'open') return undefined;
    const row = await accrueInterest(trx, locked, now);
    if (!tick || row.open_tick_seq >= tick.seq) return { row, event: 'none' as const };
    const band = bandAt(row, tick);
    if (band === 'liquidation') return { row: await liquidate(trx, row, tick, now), event: 'liquidated' as const };
    if (band === 'margin_call' && row.margin_call === 0)
      return { row: await updateLoan(trx, row, { margin_call: 1 }), event: 'margin_call' as const };
    if (band === 'safe' && row.margin_call === 1) return { row: await updateLoan(trx, row, { margin_call: 0 }), event: 'none' as const };
    return { row, event: 'none' as const };
  });
}

/** Sells the collateral at the tick's price: the debt and the fee are covered first, the rest returns to the user; the debt is closed. */
async function liquidate(trx: Db, row: LoanRow, tick: RecordedTick, now: number): Promise<LoanRow> {
  const debtAtoms = debtOf(row);
  const split = liquidationSplit(debtAtoms, row.collateral_atoms, tick.priceAtoms, row.liquidation_fee_ppm);
  await postTransferIn(trx, {
    postings: loanLiquidated({ userId: row.user_id, collateralCoinId: row.collateral_currency_id, split }),
    reason: 'loan_liquidation',
    record: { type: 'loan', id: String(row.id) },
    now,
  });
  const soldAtoms = split.debtCollateralAtoms + split.feeCollateralAtoms;
  await insertLoanEvent(trx, { loan_id: row.id, kind: 'liquidation', amount_atoms: soldAtoms, tick_seq: tick.seq, created_at: now });
  return updateLoan(trx, row, {
    status: 'liquidated',
    closed_at: now,
    principal_atoms: 0n,
    interest_atoms: 0n,
    margin_call: 0,
    liquidation_tick_seq: tick.seq,
    liquidation_price_atoms: tick.priceAtoms,
    liquidation_debt_atoms: debtAtoms,
    liquidation_fee_atoms: split.feeAtoms,
    liquidation_sold_atoms: soldAtoms,
    liquidation_returned_atoms: split.returnedAtoms,
  });
}

/** A loan another writer changed meanwhile (a repayment) is read again and evaluated once more. */
const ATTEMPTS = 3;

async function guarded(deps: RiskDeps, row: LoanRow, tick: RecordedTick | undefined, now: number): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const outcome = await evaluateLoan(deps, row.id, tick, now);
      if (outcome && outcome.event !== 'none') await announce(deps, outcome, tick);
      return;
    } catch (error) {
      if (error instanceof AppError && error.textKey === 'loan_busy' && attempt < ATTEMPTS) continue;
      deps.onError(error, { loanId: row.id, tickSeq: tick?.seq });
      return;
    }
  }
}

async function announce(deps: RiskDeps, outcome: Outcome, tick: RecordedTick | undefined): Promise<void> {
  const names = await loanNames(deps);
  const coin = names.coinName(outcome.row.collateral_currency_id);
  announceLoan(deps.io, outcome.row);
  if (outcome.event === 'liquidated') await noticeLiquidated(deps, outcome.row, coin);
  else if (outcome.event === 'margin_call' && tick) await noticeMarginCall(deps, outcome.row, coin, tick.priceAtoms);
}

/** The ticks of a batch, in order, against the open loans of their coin; loans with nothing to do are not written. */
export async function evaluateTicks(deps: RiskDeps, ticks: readonly RecordedTick[]): Promise<void> {
  const now = deps.clock();
  const open = await listOpenLoans(deps.db);
  if (open.length === 0) return;
  for (const tick of ticks) {
    for (const row of open) {
      if (row.market_id !== tick.marketId || row.open_tick_seq >= tick.seq) continue;
      if (needsWrite(row, tick, now)) await guarded(deps, row, tick, now);
    }
  }
}

/** Charges the ended loan-hours of every open loan (the timer, and a start after downtime). */
export async function accrueAll(deps: RiskDeps): Promise<void> {
  const now = deps.clock();
  for (const row of await listOpenLoans(deps.db)) {
    while (interestDue(row, now)) {
      const before = row.hours_accrued;
      const outcome = await evaluateLoan(deps, row.id, undefined, now).catch((error: unknown) => {
        deps.onError(error, { loanId: row.id });
        return undefined;
      });
      if (!outcome || outcome.row.hours_accrued <= before) break;
      Object.assign(row, outcome.row);
    }
  }
}

/** After a start: the hours that ended while down, then the latest tick of each market once more. */
export async function catchUp(deps: RiskDeps): Promise<void> {
  await accrueAll(deps);
  const markets = new Set((await listOpenLoans(deps.db)).map((row) => row.market_id));
  const latest = [...markets].flatMap((marketId) => deps.prices.latest(marketId) ?? []);
  await evaluateTicks(deps, latest);
}
