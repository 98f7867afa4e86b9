import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesZh: WalletNoticesTexts = {
  notice_deposit_credited_title: '充值已到账',
  notice_deposit_credited_body: '{{amount}} {{coin}} 已存入您的账户。',
  notice_deposit_rejected_title: '充值未通过审核',
  notice_deposit_rejected_body: '您的 {{amount}} {{coin}} 充值未通过审核。原因：{{reason}}',
  notice_withdrawal_paid_title: '提现已完成',
  notice_withdrawal_paid_body: '您的 {{amount}} {{coin}} 提现已支付。',
  notice_withdrawal_rejected_title: '提现被驳回',
  notice_withdrawal_rejected_body: '您的 {{amount}} {{coin}} 提现被驳回，金额已退回您的余额。原因：{{reason}}',
};
