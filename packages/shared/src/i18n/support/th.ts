import type { SupportTexts } from './en.ts';

export const supportTh: SupportTexts = {
  support_message_empty: 'กรุณาพิมพ์ข้อความหรือแนบรูปภาพ',
  support_message_too_long: 'ข้อความยาวได้ไม่เกิน 500 ตัวอักษร',
  support_image_invalid: 'ไม่สามารถแนบรูปภาพนี้ได้ กรุณาอัปโหลดใหม่',
  support_rate_limited: 'คุณส่งข้อความเร็วเกินไป กรุณารอสักครู่',
  support_thread_not_found: 'ไม่พบการสนทนานี้',
  support_widget_id_invalid: 'รหัสวิดเจ็ตแชทต้องมีเฉพาะตัวอักษร ตัวเลข - และ _ เท่านั้น',
};
