import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesDe: WalletNoticesTexts = {
  notice_deposit_credited_title: 'Einzahlung gutgeschrieben',
  notice_deposit_credited_body: '{{amount}} {{coin}} wurden Ihrem Konto gutgeschrieben.',
  notice_deposit_rejected_title: 'Einzahlung nicht genehmigt',
  notice_deposit_rejected_body: 'Ihre Einzahlung von {{amount}} {{coin}} wurde nicht genehmigt. Grund: {{reason}}',
  notice_withdrawal_paid_title: 'Auszahlung abgeschlossen',
  notice_withdrawal_paid_body: 'Ihre Auszahlung von {{amount}} {{coin}} wurde ausgezahlt.',
  notice_withdrawal_rejected_title: 'Auszahlung abgelehnt',
  notice_withdrawal_rejected_body:
    'Ihre Auszahlung von {{amount}} {{coin}} wurde abgelehnt, der Betrag ist wieder in Ihrem Guthaben. Grund: {{reason}}',
};
