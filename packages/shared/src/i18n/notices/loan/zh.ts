import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesZh: LoanNoticesTexts = {
  notice_loan_margin_call_title: '补仓提醒：您的 {{coin}} 借款质押率已达 {{ltv}}%',
  notice_loan_margin_call_body:
    '您以 {{coin}} 质押的借款质押率已达 {{ltv}}%（补仓线 {{margin_call_ltv}}%）。请追加质押物或还款：质押率达到 {{liquidation_ltv}}%（{{coin}} 价格 {{liquidation_price}} USDT）时质押物将被平仓。',
  notice_loan_liquidated_title: '借款已平仓：{{coin}} 质押物已卖出',
  notice_loan_liquidated_body:
    '您的借款已达到平仓质押率。已按 {{price}} USDT 卖出 {{sold}} {{coin}}，偿还 {{debt}} USDT 欠款及 {{fee}} USDT 手续费；{{returned}} {{coin}} 已退回您的币币账户。',
  notice_loan_repaid_title: '借款已还清',
  notice_loan_repaid_body: '您已还款 {{amount}} USDT，借款已结清。{{collateral}} {{coin}} 质押物已退回您的币币账户。',
};
