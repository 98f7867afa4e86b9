import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesFra: WalletNoticesTexts = {
  notice_deposit_credited_title: 'Dépôt crédité',
  notice_deposit_credited_body: '{{amount}} {{coin}} ont été crédités sur votre compte.',
  notice_deposit_rejected_title: 'Dépôt non approuvé',
  notice_deposit_rejected_body: 'Votre dépôt de {{amount}} {{coin}} n’a pas été approuvé. Motif : {{reason}}',
  notice_withdrawal_paid_title: 'Retrait effectué',
  notice_withdrawal_paid_body: 'Votre retrait de {{amount}} {{coin}} a été versé.',
  notice_withdrawal_rejected_title: 'Retrait refusé',
  notice_withdrawal_rejected_body:
    'Votre retrait de {{amount}} {{coin}} a été refusé et le montant est revenu sur votre solde. Motif : {{reason}}',
};
