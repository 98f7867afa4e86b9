// A loan row as the app sees it: amounts as decimal strings, ratios as percent strings, the LTV
// and liquidation price at the collateral's last recorded price while the loan is open.
import { LOAN_STATES, type TLoan, type TLoanProduct } from '@platform/shared/schemas/loan';
import { fromAtoms } from '@platform/shared/money';
import { liquidationPriceAtoms, loanLtvPpm, type LoanParams } from '@platform/engine/loan';
import type { RecordedTick } from '../../prices/recorded-prices.ts';
import type { LoanParamsRow, LoanRow } from './queries.ts';

/** ppm as a percent string: 650000 is '65'. */
export const ppmPercent = (ppm: number | bigint): string => fromAtoms(BigInt(ppm) * 10_000n);
/** A fraction in atoms as a percent string: 1140 (0.0000114) is '0.00114'. */
export const ratePercent = (rateAtoms: bigint): string => fromAtoms(rateAtoms * 100n);
export const HOURS_PER_YEAR = 8760n;

export function paramsOf(row: LoanRow | LoanParamsRow): LoanParams {
  return {
    initialLtvPpm: row.initial_ltv_ppm,
    marginCallLtvPpm: row.margin_call_ltv_ppm,
    liquidationLtvPpm: row.liquidation_ltv_ppm,
    hourlyRateAtoms: row.hourly_rate_atoms,
    liquidationFeePpm: row.liquidation_fee_ppm,
  };
}

export const debtOf = (row: LoanRow): bigint => row.principal_atoms + row.interest_atoms;

export type LoanNames = { coinName: (coinId: number) => string; symbol: (marketId: number) => string };

export function loanJson(row: LoanRow, names: LoanNames, tick: RecordedTick | undefined): TLoan {
  const open = row.status === 'open';
  const debtAtoms = debtOf(row);
  const priced = open && tick !== undefined && row.collateral_atoms > 0n;
  const status = LOAN_STATES.find((state) => state === row.status) ?? 'open';
  return {
    id: row.id,
    status,
    collateral_currency_id: row.collateral_currency_id,
    collateral_name: names.coinName(row.collateral_currency_id),
    symbol: names.symbol(row.market_id),
    collateral_amount: fromAtoms(row.collateral_atoms),
    borrowed: fromAtoms(row.borrowed_atoms),
    principal: fromAtoms(row.principal_atoms),
    interest: fromAtoms(row.interest_atoms),
    debt: fromAtoms(debtAtoms),
    interest_total: fromAtoms(row.interest_total_atoms),
    repaid: fromAtoms(row.repaid_atoms),
    initial_ltv: ppmPercent(row.initial_ltv_ppm),
    margin_call_ltv: ppmPercent(row.margin_call_ltv_ppm),
    liquidation_ltv: ppmPercent(row.liquidation_ltv_ppm),
    hourly_rate: ratePercent(row.hourly_rate_atoms),
    liquidation_fee: ppmPercent(row.liquidation_fee_ppm),
    ltv: priced ? ppmPercent(loanLtvPpm(debtAtoms, row.collateral_atoms, tick.priceAtoms)) : null,
    price: open && tick ? fromAtoms(tick.priceAtoms) : null,
    liquidation_price:
      open && row.collateral_atoms > 0n ? fromAtoms(liquidationPriceAtoms(debtAtoms, row.collateral_atoms, row.liquidation_ltv_ppm)) : null,
    margin_call: open && row.margin_call === 1,
    hours_accrued: row.hours_accrued,
    open_tick_seq: row.open_tick_seq,
    open_price: fromAtoms(row.open_price_atoms),
    opened_at: row.opened_at,
    closed_at: row.closed_at,
    liquidation:
      row.status === 'liquidated' && row.liquidation_tick_seq !== null && row.liquidation_price_atoms !== null
        ? {
            tick_seq: row.liquidation_tick_seq,
            symbol: names.symbol(row.market_id),
            price: fromAtoms(row.liquidation_price_atoms),
            debt: fromAtoms(row.liquidation_debt_atoms ?? 0n),
            fee: fromAtoms(row.liquidation_fee_atoms ?? 0n),
            sold_collateral: fromAtoms(row.liquidation_sold_atoms ?? 0n),
            returned_collateral: fromAtoms(row.liquidation_returned_atoms ?? 0n),
          }
        : null,
  };
}

export function productJson(
  row: LoanParamsRow,
  names: { collateral: string; borrow: string },
  tick: RecordedTick | undefined,
  availableAtoms: bigint,
): TLoanProduct {
  return {
    collateral_currency_id: row.collateral_currency_id,
    collateral_name: names.collateral,
    borrow_currency_id: 3,
    borrow_name: names.borrow,
    initial_ltv: ppmPercent(row.initial_ltv_ppm),
    margin_call_ltv: ppmPercent(row.margin_call_ltv_ppm),
    liquidation_ltv: ppmPercent(row.liquidation_ltv_ppm),
    hourly_rate: ratePercent(row.hourly_rate_atoms),
    annual_rate: ratePercent(row.hourly_rate_atoms * HOURS_PER_YEAR),
    liquidation_fee: ppmPercent(row.liquidation_fee_ppm),
    min_borrow: fromAtoms(row.min_borrow_atoms),
    max_borrow: fromAtoms(row.max_borrow_atoms),
    price: tick ? fromAtoms(tick.priceAtoms) : null,
    price_tick_seq: tick ? tick.seq : null,
    available: fromAtoms(availableAtoms),
  };
}
