import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesPt: WalletNoticesTexts = {
  notice_deposit_credited_title: 'Depósito creditado',
  notice_deposit_credited_body: '{{amount}} {{coin}} foram creditados na sua conta.',
  notice_deposit_rejected_title: 'Depósito não aprovado',
  notice_deposit_rejected_body: 'O seu depósito de {{amount}} {{coin}} não foi aprovado. Motivo: {{reason}}',
  notice_withdrawal_paid_title: 'Saque concluído',
  notice_withdrawal_paid_body: 'O seu saque de {{amount}} {{coin}} foi pago.',
  notice_withdrawal_rejected_title: 'Saque recusado',
  notice_withdrawal_rejected_body: 'O seu saque de {{amount}} {{coin}} foi recusado e o valor voltou ao seu saldo. Motivo: {{reason}}',
};
