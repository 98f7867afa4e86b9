import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesKor: WalletNoticesTexts = {
  notice_deposit_credited_title: '입금 완료',
  notice_deposit_credited_body: '{{amount}} {{coin}}이(가) 계정에 입금되었습니다.',
  notice_deposit_rejected_title: '입금 승인 거절',
  notice_deposit_rejected_body: '{{amount}} {{coin}} 입금이 승인되지 않았습니다. 사유: {{reason}}',
  notice_withdrawal_paid_title: '출금 완료',
  notice_withdrawal_paid_body: '{{amount}} {{coin}} 출금이 지급되었습니다.',
  notice_withdrawal_rejected_title: '출금 거절',
  notice_withdrawal_rejected_body: '{{amount}} {{coin}} 출금이 거절되어 금액이 잔액으로 반환되었습니다. 사유: {{reason}}',
};
