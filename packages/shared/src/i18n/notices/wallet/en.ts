// The wallet area's notice texts in English (the back office's decisions on deposits and withdrawals): the
// reference every other language of this folder must match. `notice_<kind>_title` and `notice_<kind>_body` for
// every kind of notices/wallet.ts, whose {{placeholders}} are that kind's parameters.
export const walletNoticesEn = {
  notice_deposit_credited_title: 'Deposit credited',
  notice_deposit_credited_body: '{{amount}} {{coin}} has been credited to your account.',
  notice_deposit_rejected_title: 'Deposit not approved',
  notice_deposit_rejected_body: 'Your deposit of {{amount}} {{coin}} was not approved. Reason: {{reason}}',
  notice_withdrawal_paid_title: 'Withdrawal completed',
  notice_withdrawal_paid_body: 'Your withdrawal of {{amount}} {{coin}} has been paid out.',
  notice_withdrawal_rejected_title: 'Withdrawal rejected',
  notice_withdrawal_rejected_body:
    'Your withdrawal of {{amount}} {{coin}} was rejected and the amount is back in your balance. Reason: {{reason}}',
} as const;

export type WalletNoticesTexts = Record<keyof typeof walletNoticesEn, string>;
