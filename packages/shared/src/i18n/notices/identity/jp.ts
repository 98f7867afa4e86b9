import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesJp: IdentityNoticesTexts = {
  notice_identity_verified_title: '本人確認が完了しました',
  notice_identity_verified_body: '本人確認（{{level}}）が承認されました。より高い上限が適用されます。',
  notice_identity_failed_title: '本人確認が承認されませんでした',
  notice_identity_failed_body: '本人確認（{{level}}）は承認されませんでした。理由：{{reason}}',
  notice_value_basic: '基本',
  notice_value_advanced: '上級',
};
