// The loans area's notice texts in English (a margin call, a liquidation, a loan repaid): the reference every other
// language of this folder must match; `notice_<kind>_title` and `notice_<kind>_body` for every kind of notices/loan.ts.
export const loanNoticesEn = {
  notice_loan_margin_call_title: 'Margin call: your {{coin}} loan is at {{ltv}}% LTV',
  notice_loan_margin_call_body:
    'The LTV of your {{coin}}-backed loan reached {{ltv}}% (margin call at {{margin_call_ltv}}%). Add collateral or repay: at {{liquidation_ltv}}% (a {{coin}} price of {{liquidation_price}} USDT) the collateral is liquidated.',
  notice_loan_liquidated_title: 'Loan liquidated: {{coin}} collateral sold',
  notice_loan_liquidated_body:
    'Your loan reached the liquidation LTV. {{sold}} {{coin}} was sold at {{price}} USDT to repay {{debt}} USDT and a {{fee}} USDT fee; {{returned}} {{coin}} was returned to your coin account.',
  notice_loan_repaid_title: 'Loan repaid',
  notice_loan_repaid_body:
    'You repaid {{amount}} USDT and your loan is closed. {{collateral}} {{coin}} of collateral was returned to your coin account.',
} as const;

export type LoanNoticesTexts = Record<keyof typeof loanNoticesEn, string>;
