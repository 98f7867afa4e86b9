import type { WalletNoticesTexts } from './en.ts';

export const walletNoticesSpa: WalletNoticesTexts = {
  notice_deposit_credited_title: 'Depósito acreditado',
  notice_deposit_credited_body: 'Se han acreditado {{amount}} {{coin}} en tu cuenta.',
  notice_deposit_rejected_title: 'Depósito no aprobado',
  notice_deposit_rejected_body: 'Tu depósito de {{amount}} {{coin}} no fue aprobado. Motivo: {{reason}}',
  notice_withdrawal_paid_title: 'Retiro completado',
  notice_withdrawal_paid_body: 'Tu retiro de {{amount}} {{coin}} ha sido pagado.',
  notice_withdrawal_rejected_title: 'Retiro rechazado',
  notice_withdrawal_rejected_body: 'Tu retiro de {{amount}} {{coin}} fue rechazado y el importe ha vuelto a tu saldo. Motivo: {{reason}}',
};
