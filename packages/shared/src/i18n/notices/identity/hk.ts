import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesHk: IdentityNoticesTexts = {
  notice_identity_verified_title: '身份認證通過',
  notice_identity_verified_body: '您的身份認證（{{level}}）已通過，更高的額度現已生效。',
  notice_identity_failed_title: '身份認證未通過',
  notice_identity_failed_body: '您的身份認證（{{level}}）未通過。原因：{{reason}}',
  notice_value_basic: '初級',
  notice_value_advanced: '高級',
};
