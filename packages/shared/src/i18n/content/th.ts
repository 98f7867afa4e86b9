import type { ContentTexts } from './en.ts';

export const contentTh: ContentTexts = {
  article_category_invalid: 'กรุณาเลือกหมวดหมู่บทความที่ถูกต้อง',
  article_lang_invalid: 'กรุณาเลือกภาษาที่รองรับ',
  article_not_found: 'ไม่พบบทความนี้',
  article_title_required: 'กรุณากรอกหัวข้อ',
  article_title_too_long: 'หัวข้อยาวเกินไป (ไม่เกิน 200 ตัวอักษร)',
  article_summary_too_long: 'บทสรุปยาวเกินไป (ไม่เกิน 500 ตัวอักษร)',
  article_body_too_long: 'เนื้อหายาวเกินไป (ไม่เกิน 50,000 ตัวอักษร)',
  article_cover_invalid: 'ไม่สามารถใช้รูปหน้าปกนี้ได้ กรุณาอัปโหลดรูปภาพ png, jpg หรือ gif',
  article_link_invalid: 'ลิงก์ต้องเป็นเส้นทางในแอป (#/pages/...) หรือที่อยู่ https',
  article_english_first: 'กรุณาเขียนฉบับภาษาอังกฤษก่อน เพราะภาษาอื่นทั้งหมดจะใช้ฉบับนี้แทนเมื่อยังไม่มีคำแปล',
  article_english_kept: 'ไม่สามารถลบฉบับภาษาอังกฤษได้ เพราะภาษาอื่นทั้งหมดใช้ฉบับนี้แทน หากต้องการ ให้ลบทั้งบทความแทน',
  article_translation_not_found: 'บทความนี้ไม่มีฉบับในภาษานั้น',
};
