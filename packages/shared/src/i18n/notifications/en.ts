// Server texts of the notifications area, in English: the reference every other language of this folder must match.
// `notice_<kind>_title` and `notice_<kind>_body` for every kind of notification-rules.ts, whose
// {{placeholders}} are that kind's parameters; `notice_value_<word>` shows a word parameter (a side,
// a direction, a result) in the reader's language (notification-texts.ts).
export const notificationsEn = {
  notification_not_found: 'This notification does not exist',
  notice_fallback_title: 'Notification',

  notice_deposit_credited_title: 'Deposit credited',
  notice_deposit_credited_body: '{{amount}} {{coin}} has been credited to your account.',
  notice_deposit_rejected_title: 'Deposit not approved',
  notice_deposit_rejected_body: 'Your deposit of {{amount}} {{coin}} was not approved. Reason: {{reason}}',
  notice_withdrawal_paid_title: 'Withdrawal completed',
  notice_withdrawal_paid_body: 'Your withdrawal of {{amount}} {{coin}} has been paid out.',
  notice_withdrawal_rejected_title: 'Withdrawal rejected',
  notice_withdrawal_rejected_body:
    'Your withdrawal of {{amount}} {{coin}} was rejected and the amount is back in your balance. Reason: {{reason}}',
  notice_identity_verified_title: 'Identity verified',
  notice_identity_verified_body: 'Your identity verification ({{level}}) has been approved. The higher limits now apply.',
  notice_identity_failed_title: 'Identity verification failed',
  notice_identity_failed_body: 'Your identity verification ({{level}}) was not approved. Reason: {{reason}}',
  notice_spot_order_filled_title: 'Order filled',
  notice_spot_order_filled_body:
    'Your {{symbol}} order ({{side}}) is filled: {{amount}} {{coin}} at an average price of {{price}} {{quote}}.',
  notice_contract_stopped_title: '{{stop}} triggered',
  notice_contract_stopped_body: 'Your {{symbol}} position ({{direction}}) was closed at {{price}}. Profit and loss: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Position liquidated',
  notice_contract_liquidated_body: 'Your {{symbol}} position ({{direction}}) was liquidated at {{price}}. Margin lost: {{loss}} USDT.',
  notice_option_settled_title: 'Option settled: {{result}}',
  notice_option_settled_body: 'Your {{symbol}} option ({{direction}}, {{stake}} {{coin}}) has settled. Paid back: {{payout}} {{coin}}.',
  notice_security_password_changed_title: 'Login password changed',
  notice_security_password_changed_body:
    'Your login password was changed and your other sessions were signed out. If this was not you, contact customer service at once.',
  notice_security_pay_password_changed_title: 'Pay password changed',
  notice_security_pay_password_changed_body: 'Your pay password was changed. If this was not you, contact customer service at once.',
  notice_security_email_bound_title: 'Email address updated',
  notice_security_email_bound_body: 'Your account email is now {{email}}. If this was not you, contact customer service at once.',
  notice_security_phone_bound_title: 'Phone number updated',
  notice_security_phone_bound_body: 'Your account phone number is now {{phone}}. If this was not you, contact customer service at once.',
  notice_security_totp_enabled_title: 'Two-factor authentication on',
  notice_security_totp_enabled_body: 'Logins and withdrawals now ask for a code from your authenticator app.',
  notice_security_totp_disabled_title: 'Two-factor authentication off',
  notice_security_totp_disabled_body:
    'Two-factor authentication was turned off. If this was not you, change your password and contact customer service at once.',
  notice_security_anti_phishing_set_title: 'Anti-phishing code updated',
  notice_security_anti_phishing_set_body: 'Our emails now show your new anti-phishing code. An email without it is not from us.',
  notice_security_new_login_title: 'New login',
  notice_security_new_login_body: 'Your account was just logged in to. If this was not you, change your password at once.',
  notice_support_replied_title: 'Customer service replied',
  notice_support_replied_body: 'Customer service has answered your message. Tap to read it.',

  notice_value_buy: 'Buy',
  notice_value_sell: 'Sell',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_up: 'Up',
  notice_value_down: 'Down',
  notice_value_stop_profit: 'Take-profit',
  notice_value_stop_loss: 'Stop-loss',
  notice_value_win: 'Won',
  notice_value_loss: 'Lost',
  notice_value_tie: 'Tie',
  notice_value_basic: 'Basic',
  notice_value_advanced: 'Advanced',
} as const;

export type NotificationsTexts = Record<keyof typeof notificationsEn, string>;
