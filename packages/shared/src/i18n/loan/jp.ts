import type { LoanTexts } from './en.ts';

export const loanJp: LoanTexts = {
  loan_collateral_invalid: 'この通貨は担保にできません',
  loan_borrow_below_minimum: '最低借入額は {{minimum}} USDT です',
  loan_borrow_above_maximum: '最高借入額は {{maximum}} USDT です',
  loan_ltv_exceeded: 'この担保で借りられるのは最大 {{maximum}} USDT です（初期LTV {{ltv}}%）',
  loan_not_found: 'このローンは存在しません',
  loan_not_open: 'このローンはすでに終了しています',
  loan_repay_above_debt: 'このローンの債務は {{debt}} USDT です。それを超えて返済することはできません',
  loan_params_invalid: 'パラメータを確認してください：初期LTV < マージンコールLTV < 清算LTV < 100%、金利と手数料は上限内',
  loan_busy: 'このローンは更新されたばかりです。もう一度お試しください',
};
