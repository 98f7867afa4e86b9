// The loans' notices (margin call, liquidated, repaid), built from the committed row; the loans
// area owns their texts (i18n/notices/loan/), the notify sink writes and delivers them.
import { fromAtoms } from '@platform/shared/money';
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import { liquidationPriceAtoms, loanLtvPpm } from '@platform/engine/loan';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';
import { debtOf, ppmPercent } from './loan-json.ts';
import type { LoanRow } from './queries.ts';

export function noticeMarginCall(deps: NotifyDeps, row: LoanRow, coin: string, priceAtoms: bigint): Promise<void> {
  const debtAtoms = debtOf(row);
  return notifyUser(deps, {
    userId: row.user_id,
    kind: 'loan_margin_call',
    params: {
      coin,
      ltv: ppmPercent(loanLtvPpm(debtAtoms, row.collateral_atoms, priceAtoms)),
      margin_call_ltv: ppmPercent(row.margin_call_ltv_ppm),
      liquidation_ltv: ppmPercent(row.liquidation_ltv_ppm),
      liquidation_price: fromAtoms(liquidationPriceAtoms(debtAtoms, row.collateral_atoms, row.liquidation_ltv_ppm)),
    },
    link: NOTIFICATION_LINKS.loans,
  });
}

export function noticeLiquidated(deps: NotifyDeps, row: LoanRow, coin: string): Promise<void> {
  return notifyUser(deps, {
    userId: row.user_id,
    kind: 'loan_liquidated',
    params: {
      coin,
      price: fromAtoms(row.liquidation_price_atoms ?? 0n),
      debt: fromAtoms(row.liquidation_debt_atoms ?? 0n),
      fee: fromAtoms(row.liquidation_fee_atoms ?? 0n),
      sold: fromAtoms(row.liquidation_sold_atoms ?? 0n),
      returned: fromAtoms(row.liquidation_returned_atoms ?? 0n),
    },
    link: NOTIFICATION_LINKS.loans,
  });
}

export function noticeRepaid(deps: NotifyDeps, row: LoanRow, params: { coin: string; amount: string }): Promise<void> {
  return notifyUser(deps, {
    userId: row.user_id,
    kind: 'loan_repaid',
    params: { ...params, collateral: fromAtoms(row.collateral_atoms) },
    link: NOTIFICATION_LINKS.loans,
  });
}
