import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesHk: WalletNoticesTexts = {
  notice_deposit_credited_title: '充值已到帳',
  notice_deposit_credited_body: '{{amount}} {{coin}} 已存入您的帳戶。',
  notice_deposit_rejected_title: '充值未通過審核',
  notice_deposit_rejected_body: '您的 {{amount}} {{coin}} 充值未通過審核。原因：{{reason}}',
  notice_withdrawal_paid_title: '提現已完成',
  notice_withdrawal_paid_body: '您的 {{amount}} {{coin}} 提現已支付。',
  notice_withdrawal_rejected_title: '提現被駁回',
  notice_withdrawal_rejected_body: '您的 {{amount}} {{coin}} 提現被駁回，金額已退回您的餘額。原因：{{reason}}',
};
