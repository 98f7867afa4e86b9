import type { LoanTexts } from './en.ts';

export const loanKor: LoanTexts = {
  loan_collateral_invalid: '이 코인은 담보로 맡길 수 없습니다',
  loan_borrow_below_minimum: '최소 대출 금액은 {{minimum}} USDT입니다',
  loan_borrow_above_maximum: '최대 대출 금액은 {{maximum}} USDT입니다',
  loan_ltv_exceeded: '이 담보로는 최대 {{maximum}} USDT까지 빌릴 수 있습니다(초기 LTV {{ltv}}%)',
  loan_not_found: '존재하지 않는 대출입니다',
  loan_not_open: '이미 종료된 대출입니다',
  loan_repay_above_debt: '이 대출의 상환할 금액은 {{debt}} USDT이며 그보다 많이 상환할 수 없습니다',
  loan_params_invalid: '매개변수를 확인하세요: 초기 LTV < 마진콜 LTV < 청산 LTV < 100%, 이자율과 수수료는 한도 내',
  loan_busy: '이 대출이 방금 변경되었습니다. 다시 시도해 주세요',
};
