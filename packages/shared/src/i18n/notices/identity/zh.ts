import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesZh: IdentityNoticesTexts = {
  notice_identity_verified_title: '身份认证通过',
  notice_identity_verified_body: '您的身份认证（{{level}}）已通过，更高的额度现已生效。',
  notice_identity_failed_title: '身份认证未通过',
  notice_identity_failed_body: '您的身份认证（{{level}}）未通过。原因：{{reason}}',
  notice_value_basic: '初级',
  notice_value_advanced: '高级',
};
