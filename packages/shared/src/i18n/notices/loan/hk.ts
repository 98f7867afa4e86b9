import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesHk: LoanNoticesTexts = {
  notice_loan_margin_call_title: '補倉提醒：您的 {{coin}} 借款質押率已達 {{ltv}}%',
  notice_loan_margin_call_body:
    '您以 {{coin}} 質押的借款質押率已達 {{ltv}}%（補倉線 {{margin_call_ltv}}%）。請追加質押物或還款：質押率達到 {{liquidation_ltv}}%（{{coin}} 價格 {{liquidation_price}} USDT）時質押物將被平倉。',
  notice_loan_liquidated_title: '借款已平倉：{{coin}} 質押物已賣出',
  notice_loan_liquidated_body:
    '您的借款已達到平倉質押率。已按 {{price}} USDT 賣出 {{sold}} {{coin}}，償還 {{debt}} USDT 欠款及 {{fee}} USDT 手續費；{{returned}} {{coin}} 已退回您的幣幣賬戶。',
  notice_loan_repaid_title: '借款已還清',
  notice_loan_repaid_body: '您已還款 {{amount}} USDT，借款已結清。{{collateral}} {{coin}} 質押物已退回您的幣幣賬戶。',
};
