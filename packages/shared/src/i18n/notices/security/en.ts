// The security area's notice texts in English (changes to how the account signs in or pays, and a new login):
// the reference every other language of this folder must match. `notice_<kind>_title` and `notice_<kind>_body`
// for every kind of notices/security.ts, whose {{placeholders}} are that kind's parameters.
export const securityNoticesEn = {
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
} as const;

export type SecurityNoticesTexts = Record<keyof typeof securityNoticesEn, string>;
