// Server texts of the loans area, in English: the reference every other language of this folder must match.
export const loanEn = {
  loan_collateral_invalid: 'This coin cannot be pledged as collateral',
  loan_borrow_below_minimum: 'The minimum loan is {{minimum}} USDT',
  loan_borrow_above_maximum: 'The maximum loan is {{maximum}} USDT',
  loan_ltv_exceeded: 'With this collateral you can borrow at most {{maximum}} USDT (initial LTV {{ltv}}%)',
  loan_not_found: 'This loan does not exist',
  loan_not_open: 'This loan is already closed',
  loan_repay_above_debt: 'You owe {{debt}} USDT on this loan and cannot repay more than that',
  loan_params_invalid: 'Please check the parameters: initial LTV < margin-call LTV < liquidation LTV < 100%, rate and fee within limits',
  loan_busy: 'This loan was just updated, please try again',
} as const;

export type LoanTexts = Record<keyof typeof loanEn, string>;
