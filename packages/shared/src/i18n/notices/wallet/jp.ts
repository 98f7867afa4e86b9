import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesJp: WalletNoticesTexts = {
  notice_deposit_credited_title: '入金が反映されました',
  notice_deposit_credited_body: '{{amount}} {{coin}} がお客様の口座に入金されました。',
  notice_deposit_rejected_title: '入金が承認されませんでした',
  notice_deposit_rejected_body: '{{amount}} {{coin}} の入金は承認されませんでした。理由：{{reason}}',
  notice_withdrawal_paid_title: '出金が完了しました',
  notice_withdrawal_paid_body: '{{amount}} {{coin}} の出金が支払われました。',
  notice_withdrawal_rejected_title: '出金が却下されました',
  notice_withdrawal_rejected_body: '{{amount}} {{coin}} の出金は却下され、金額は残高に戻されました。理由：{{reason}}',
};
