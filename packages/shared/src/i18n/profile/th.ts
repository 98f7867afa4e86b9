import type { ProfileTexts } from './en.ts';

export const profileTh: ProfileTexts = {
  nickname_required: 'กรุณาตั้งชื่อเล่น',
  nickname_too_long: 'ตัวอักษรยาวเกินไป',
  nickname_invalid: 'ใช้ได้เฉพาะอักษรจีน ตัวอักษรภาษาอังกฤษ และตัวเลขเท่านั้น',
  signature_too_short: 'ลายเซ็นต้องมีอย่างน้อย 2 ตัวอักษร',
  signature_too_long: 'ลายเซ็นมีได้ไม่เกิน 30 ตัวอักษร',
  signature_invalid: 'ไม่อนุญาตให้ใช้อักขระพิเศษ',
  avatar_not_found: 'ไม่พบรูปภาพนี้หรือไม่ใช่ของคุณ',
  language_unknown: 'ไม่รองรับภาษานี้',
  fiat_unknown: 'ไม่รองรับสกุลเงินนี้',
};
