import type { IeoTexts } from './en.ts';

export const ieoTh: IeoTexts = {
  ieo_project_not_found: 'ไม่มีโครงการ IEO นี้',
  ieo_state_invalid: 'โปรดเลือกสถานะโครงการที่ถูกต้อง',
  ieo_project_closed: 'โครงการนี้ปิดแล้ว',
  ieo_not_started: 'โครงการนี้ยังไม่เปิดให้จองซื้อ',
  ieo_ended: 'การจองซื้อโครงการนี้สิ้นสุดแล้ว',
  ieo_below_minimum: 'จำนวนจองซื้อขั้นต่ำคือ {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'คุณจองซื้อโครงการนี้เพิ่มได้อีกไม่เกิน {{remaining}} {{symbol}}',
  ieo_pay_currency_unknown: 'โครงการนี้ไม่รับชำระด้วยสกุลเงินนั้น',
  ieo_price_mismatch: 'ราคาไม่ตรงกับราคาของโครงการในสกุลเงินนั้น',
  ieo_amount_too_precise: '{{symbol}} มีทศนิยมได้ไม่เกิน {{decimals}} ตำแหน่ง',
  ieo_project_invalid: 'โปรดตรวจสอบการตั้งค่าโครงการ: ชื่อ สัญลักษณ์ จำนวน ราคา และเวลา',
  ieo_symbol_taken: 'มีเหรียญที่ใช้สัญลักษณ์นี้อยู่แล้ว',
  ieo_project_locked: 'เมื่อมีผู้จองซื้อแล้วจะเปลี่ยนราคา เพดาน และวงเงินไม่ได้ และหลังการจัดสรรจะเปลี่ยนแปลงอะไรไม่ได้อีก',
};
