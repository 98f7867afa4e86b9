import type { IdentityTexts } from './en.ts';

export const identityTh: IdentityTexts = {
  identity_name_required: 'กรุณากรอกชื่อ',
  identity_name_too_short: 'ชื่อต้องมีอย่างน้อย 2 ตัวอักษร',
  identity_card_id_invalid: 'กรุณากรอกเลขบัตรประจำตัวให้ถูกต้อง',
  identity_id_type_invalid: 'กรุณาเลือกประเภทเอกสาร',
  identity_front_required: 'กรุณาอัปโหลดด้านหน้าของเอกสาร',
  identity_back_required: 'กรุณาอัปโหลดด้านหลังของเอกสาร',
  identity_hand_required: 'กรุณาอัปโหลดรูปถ่ายที่คุณถือเอกสาร',
  identity_photo_invalid: 'ไม่พบรูปนี้ในไฟล์ที่คุณอัปโหลด กรุณาอัปโหลดอีกครั้ง',
  identity_photo_repeated: 'กรุณาใช้รูปที่แตกต่างกันสำหรับแต่ละด้าน',
  identity_pending: 'การยืนยันตัวตนของคุณอยู่ระหว่างการตรวจสอบ กรุณารอผล',
  identity_already_verified: 'การยืนยันนี้เสร็จสมบูรณ์แล้ว',
  identity_basic_required: 'กรุณายืนยันตัวตนขั้นพื้นฐานก่อน',
  identity_binding_required_any: 'กรุณาผูกอีเมลหรือโทรศัพท์ก่อนยืนยันตัวตน',
  identity_binding_required: 'ต้องผูกทั้งอีเมลและโทรศัพท์ก่อนการยืนยันตัวตนจะผ่าน',
  identity_submitted: 'ส่งแล้ว รอการตรวจสอบ',
  fiat_trade_limit_exceeded: 'การซื้อขายเงินเฟียตต่อครั้งจำกัดที่ {{limit}} USDT ตามระดับการยืนยันของคุณ',
};
