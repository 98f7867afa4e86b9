import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesJp: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'マージンコール：{{coin}} ローンのLTVが {{ltv}}% です',
  notice_loan_margin_call_body:
    '{{coin}} を担保にしたローンのLTVが {{ltv}}% に達しました（マージンコール {{margin_call_ltv}}%）。担保を追加するか返済してください。{{liquidation_ltv}}%（{{coin}} 価格 {{liquidation_price}} USDT）で担保は清算されます。',
  notice_loan_liquidated_title: 'ローン清算：{{coin}} 担保を売却しました',
  notice_loan_liquidated_body:
    'ローンが清算LTVに達しました。{{sold}} {{coin}} を {{price}} USDT で売却し、債務 {{debt}} USDT と手数料 {{fee}} USDT に充てました。{{returned}} {{coin}} を現物アカウントに返却しました。',
  notice_loan_repaid_title: 'ローン返済完了',
  notice_loan_repaid_body:
    '{{amount}} USDT を返済し、ローンは終了しました。担保の {{collateral}} {{coin}} を現物アカウントに返却しました。',
};
