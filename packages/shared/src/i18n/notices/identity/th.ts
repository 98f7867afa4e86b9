import type { IdentityNoticesTexts } from './en.ts';

export const identityNoticesTh: IdentityNoticesTexts = {
  notice_identity_verified_title: 'ยืนยันตัวตนสำเร็จ',
  notice_identity_verified_body: 'การยืนยันตัวตน ({{level}}) ของคุณได้รับการอนุมัติแล้ว วงเงินที่สูงขึ้นมีผลแล้ว',
  notice_identity_failed_title: 'การยืนยันตัวตนไม่ผ่าน',
  notice_identity_failed_body: 'การยืนยันตัวตน ({{level}}) ของคุณไม่ได้รับการอนุมัติ เหตุผล: {{reason}}',
  notice_value_basic: 'ขั้นพื้นฐาน',
  notice_value_advanced: 'ขั้นสูง',
};
