import type { LoanTexts } from './en.ts';

export const loanZh: LoanTexts = {
  loan_collateral_invalid: '该币种不能作为质押物',
  loan_borrow_below_minimum: '最低借款金额为 {{minimum}} USDT',
  loan_borrow_above_maximum: '最高借款金额为 {{maximum}} USDT',
  loan_ltv_exceeded: '以当前质押物最多可借 {{maximum}} USDT（初始质押率 {{ltv}}%）',
  loan_not_found: '该借款不存在',
  loan_not_open: '该借款已结清',
  loan_repay_above_debt: '该笔借款当前欠款为 {{debt}} USDT，还款金额不能超过欠款',
  loan_params_invalid: '请检查参数：初始质押率 < 补仓质押率 < 平仓质押率 < 100%，利率和手续费需在限额内',
  loan_busy: '该借款刚刚发生变动，请重试',
};
