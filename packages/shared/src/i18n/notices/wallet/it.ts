import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesIt: WalletNoticesTexts = {
  notice_deposit_credited_title: 'Deposito accreditato',
  notice_deposit_credited_body: '{{amount}} {{coin}} sono stati accreditati sul tuo conto.',
  notice_deposit_rejected_title: 'Deposito non approvato',
  notice_deposit_rejected_body: 'Il tuo deposito di {{amount}} {{coin}} non è stato approvato. Motivo: {{reason}}',
  notice_withdrawal_paid_title: 'Prelievo completato',
  notice_withdrawal_paid_body: 'Il tuo prelievo di {{amount}} {{coin}} è stato pagato.',
  notice_withdrawal_rejected_title: 'Prelievo rifiutato',
  notice_withdrawal_rejected_body:
    'Il tuo prelievo di {{amount}} {{coin}} è stato rifiutato e l’importo è tornato nel tuo saldo. Motivo: {{reason}}',
};
