// The account's security notices: a change to how the account signs in or pays
// (apps/server/src/auth/security-change.ts, modules/account/), and a login from a device the
// account had not used (modules/account/new-device.ts). Texts: i18n/notices/security/.
//   security_email_bound  { email }                         the new address, masked
//   security_phone_bound  { phone }                         the new number, masked
//   the others            {}
import { defineNoticeArea } from './notice-area.ts';

export const securityNotices = defineNoticeArea({
  kinds: [
    'security_password_changed',
    'security_pay_password_changed',
    'security_email_bound',
    'security_phone_bound',
    'security_totp_enabled',
    'security_totp_disabled',
    'security_anti_phishing_set',
    'security_new_login',
  ],
  params: {
    security_password_changed: [],
    security_pay_password_changed: [],
    security_email_bound: ['email'],
    security_phone_bound: ['phone'],
    security_totp_enabled: [],
    security_totp_disabled: [],
    security_anti_phishing_set: [],
    security_new_login: [],
  },
  links: {
    security: '#/pages/setting/security',
    sessions: '#/pages/setting/sessions',
  },
  wordParams: [],
  words: [],
});
