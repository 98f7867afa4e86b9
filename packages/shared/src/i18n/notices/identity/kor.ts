import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesKor: IdentityNoticesTexts = {
  notice_identity_verified_title: '본인 인증 완료',
  notice_identity_verified_body: '본인 인증({{level}})이 승인되었습니다. 이제 더 높은 한도가 적용됩니다.',
  notice_identity_failed_title: '본인 인증 실패',
  notice_identity_failed_body: '본인 인증({{level}})이 승인되지 않았습니다. 사유: {{reason}}',
  notice_value_basic: '기본',
  notice_value_advanced: '고급',
};
