import type { LoanTexts } from './en.ts';

export const loanHk: LoanTexts = {
  loan_collateral_invalid: '該幣種不能作為質押物',
  loan_borrow_below_minimum: '最低借款金額為 {{minimum}} USDT',
  loan_borrow_above_maximum: '最高借款金額為 {{maximum}} USDT',
  loan_ltv_exceeded: '以目前質押物最多可借 {{maximum}} USDT（初始質押率 {{ltv}}%）',
  loan_not_found: '該借款不存在',
  loan_not_open: '該借款已結清',
  loan_repay_above_debt: '該筆借款目前欠款為 {{debt}} USDT，還款金額不能超過欠款',
  loan_params_invalid: '請檢查參數：初始質押率 < 補倉質押率 < 平倉質押率 < 100%，利率和手續費需在限額內',
  loan_busy: '該借款剛剛發生變動，請重試',
};
