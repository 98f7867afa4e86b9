import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesSv: WalletNoticesTexts = {
  notice_deposit_credited_title: 'Insättning krediterad',
  notice_deposit_credited_body: '{{amount}} {{coin}} har krediterats ditt konto.',
  notice_deposit_rejected_title: 'Insättningen godkändes inte',
  notice_deposit_rejected_body: 'Din insättning på {{amount}} {{coin}} godkändes inte. Orsak: {{reason}}',
  notice_withdrawal_paid_title: 'Uttag genomfört',
  notice_withdrawal_paid_body: 'Ditt uttag på {{amount}} {{coin}} har betalats ut.',
  notice_withdrawal_rejected_title: 'Uttag avvisat',
  notice_withdrawal_rejected_body: 'Ditt uttag på {{amount}} {{coin}} avvisades och beloppet är tillbaka i ditt saldo. Orsak: {{reason}}',
};
