import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesTh: WalletNoticesTexts = {
  notice_deposit_credited_title: 'ฝากเงินเข้าบัญชีแล้ว',
  notice_deposit_credited_body: '{{amount}} {{coin}} ถูกเข้าบัญชีของคุณแล้ว',
  notice_deposit_rejected_title: 'การฝากเงินไม่ได้รับการอนุมัติ',
  notice_deposit_rejected_body: 'การฝาก {{amount}} {{coin}} ของคุณไม่ได้รับการอนุมัติ เหตุผล: {{reason}}',
  notice_withdrawal_paid_title: 'ถอนเงินสำเร็จ',
  notice_withdrawal_paid_body: 'การถอน {{amount}} {{coin}} ของคุณได้รับการจ่ายแล้ว',
  notice_withdrawal_rejected_title: 'การถอนเงินถูกปฏิเสธ',
  notice_withdrawal_rejected_body: 'การถอน {{amount}} {{coin}} ของคุณถูกปฏิเสธ และยอดเงินได้คืนเข้ายอดคงเหลือแล้ว เหตุผล: {{reason}}',
};
