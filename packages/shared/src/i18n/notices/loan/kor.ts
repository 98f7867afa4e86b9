import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesKor: LoanNoticesTexts = {
  notice_loan_margin_call_title: '마진콜: {{coin}} 대출의 LTV가 {{ltv}}%입니다',
  notice_loan_margin_call_body:
    '{{coin}} 담보 대출의 LTV가 {{ltv}}%에 도달했습니다(마진콜 {{margin_call_ltv}}%). 담보를 추가하거나 상환하세요. {{liquidation_ltv}}%({{coin}} 가격 {{liquidation_price}} USDT)에 도달하면 담보가 청산됩니다.',
  notice_loan_liquidated_title: '대출 청산: {{coin}} 담보 매도',
  notice_loan_liquidated_body:
    '대출이 청산 LTV에 도달했습니다. {{sold}} {{coin}}을(를) {{price}} USDT에 매도하여 채무 {{debt}} USDT와 수수료 {{fee}} USDT를 갚았고, {{returned}} {{coin}}은(는) 코인 계정으로 반환되었습니다.',
  notice_loan_repaid_title: '대출 상환 완료',
  notice_loan_repaid_body:
    '{{amount}} USDT를 상환하여 대출이 종료되었습니다. 담보 {{collateral}} {{coin}}이(가) 코인 계정으로 반환되었습니다.',
};
