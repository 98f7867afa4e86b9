// The notifications centre's kinds (issue 5: system notices). A notification is stored as its kind
// and parameters and rendered in the reader's language when read, so changing the language
// changes the old notices too. Each kind has the texts `notice_<kind>_title` and
// `notice_<kind>_body` (i18n/notifications/), whose {{placeholders}} are the kind's parameters.
// Zod-free: the server's modules and the web app's badge import it.
export const NOTIFICATION_KINDS = [
  'deposit_credited',
  'deposit_rejected',
  'withdrawal_paid',
  'withdrawal_rejected',
  'identity_verified',
  'identity_failed',
  'spot_order_filled',
  'contract_stopped',
  'contract_liquidated',
  'option_settled',
  'security_password_changed',
  'security_pay_password_changed',
  'security_email_bound',
  'security_phone_bound',
  'security_totp_enabled',
  'security_totp_disabled',
  'security_anti_phishing_set',
  'security_new_login',
  'support_replied',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Parameters are strings: amounts as decimal strings (never numbers), symbols, reasons. */
export type NotificationParams = Record<string, string>;

/** Socket event to the user's room when a notification is created; payload TNotification. */
export const NOTIFICATION_SOCKET_EVENT = 'notification';
