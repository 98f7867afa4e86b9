// The notifications centre's kinds (issue 5: system notices). A notification is stored as its kind
// and parameters and rendered in the reader's language when read, so changing the language
// changes the old notices too. Each kind has the texts `notice_<kind>_title` and
// `notice_<kind>_body` (i18n/notifications/), whose {{placeholders}} are the kind's parameters.
// Zod-free: the server's modules and the web app's badge import it.
//
// The parameters each kind's texts use (NOTIFICATION_PARAMS below holds the same as data; amounts
// are decimal strings; a parameter left out shows as nothing):
//   deposit_credited      { amount, coin }                  amount credited
//   deposit_rejected      { amount, coin, reason }          amount asked (OTC: in the fiat, coin = the fiat code)
//   withdrawal_paid       { amount, coin }
//   withdrawal_rejected   { amount, coin, reason }
//   identity_verified     { level }                         level: basic | advanced
//   identity_failed       { level, reason }
//   spot_order_filled     { symbol, side, amount, coin, price, quote }   side: buy | sell; amount filled in
//                                                           `coin` (the base), price the average in `quote`
//   contract_stopped      { symbol, direction, stop, price, profit }     direction: long | short;
//                                                           stop: stop_profit | stop_loss; profit signed, USDT
//   contract_liquidated   { symbol, direction, price, loss }             loss: the margin lost, USDT
//   option_settled        { symbol, direction, result, stake, payout, coin }   direction: up | down;
//                                                           result: win | loss | tie; payout: what was paid back
//   security_email_bound  { email }                         the new address, masked
//   security_phone_bound  { phone }                         the new number, masked
//   security_password_changed, security_pay_password_changed, security_totp_enabled,
//   security_totp_disabled, security_anti_phishing_set, security_new_login, support_replied   {}
//   (security_new_login: a login from a device the account had not used; modules/security/new-device.ts)
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

/** Each kind's parameter names, as documented above NOTIFICATION_KINDS; a test holds the texts to them. */
export const NOTIFICATION_PARAMS: Record<NotificationKind, readonly string[]> = {
  deposit_credited: ['amount', 'coin'],
  deposit_rejected: ['amount', 'coin', 'reason'],
  withdrawal_paid: ['amount', 'coin'],
  withdrawal_rejected: ['amount', 'coin', 'reason'],
  identity_verified: ['level'],
  identity_failed: ['level', 'reason'],
  spot_order_filled: ['symbol', 'side', 'amount', 'coin', 'price', 'quote'],
  contract_stopped: ['symbol', 'direction', 'stop', 'price', 'profit'],
  contract_liquidated: ['symbol', 'direction', 'price', 'loss'],
  option_settled: ['symbol', 'direction', 'result', 'stake', 'payout', 'coin'],
  security_password_changed: [],
  security_pay_password_changed: [],
  security_email_bound: ['email'],
  security_phone_bound: ['phone'],
  security_totp_enabled: [],
  security_totp_disabled: [],
  security_anti_phishing_set: [],
  security_new_login: [],
  support_replied: [],
};

/**
 * Parameters whose value is a word of a fixed set (a side, a direction, a result), shown in the
 * reader's language through the text `notice_value_<value>`; any other value is shown as it is.
 */
export const NOTIFICATION_WORD_PARAMS = ['side', 'direction', 'stop', 'result', 'level'] as const;
export const NOTIFICATION_WORDS = [
  'buy',
  'sell',
  'long',
  'short',
  'up',
  'down',
  'stop_profit',
  'stop_loss',
  'win',
  'loss',
  'tie',
  'basic',
  'advanced',
] as const;

/**
 * The in-app hash route each notice opens (apps/web/src/lib/paths.ts), on the tab that holds the
 * record it is about: a filled order among the completed ones, a closed position in the history,
 * a settled option among the settled ones. apps/web/test/notification-links.test.ts checks each
 * against the app's routes and the tabs its screen knows.
 */
export const NOTIFICATION_LINKS = {
  depositRecords: '#/pages/fund/receive_withdraw_record?tab=deposit',
  withdrawalRecords: '#/pages/fund/receive_withdraw_record?tab=withdraw',
  spotOrdersCompleted: '#/pages/transaction/currency_order?state=completed',
  contractHistory: '#/pages/transaction/contract_order?tab=history',
  /** Positions on the US stock index live in their own list. */
  contractIndexHistory: '#/pages/transaction/contract_order?category=index&tab=history',
  optionsSettled: '#/pages/transaction/seconds_order?tab=settled',
  identity: '#/pages/setting/real',
  security: '#/pages/setting/security',
  sessions: '#/pages/setting/sessions',
  support: '#/pages/kefu/index',
} as const;

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** Socket event to the user's room when a notification is created; payload TNotificationEvent (schemas/notifications.ts). */
export const NOTIFICATION_SOCKET_EVENT = 'notification';
