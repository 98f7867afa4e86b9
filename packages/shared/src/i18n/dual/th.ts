import type { DualTexts } from './en.ts';

export const dualTh: DualTexts = {
  dual_num_invalid: 'จำนวนที่ซื้อลงทุนต้องเป็นจำนวนเต็ม',
  dual_type_invalid: 'โปรดเลือก Call (ขายเมื่อราคาสูง) หรือ Put (ซื้อเมื่อราคาต่ำ)',
  dual_product_not_found: 'ไม่มีผลิตภัณฑ์ลงทุนสองสกุลนี้',
  dual_product_closed: 'ผลิตภัณฑ์นี้ปิดรับการซื้อแล้ว',
  dual_quota_exceeded: 'ผลิตภัณฑ์นี้เหลือเพียง {{remaining}} หน่วย',
  dual_order_not_found: 'ไม่มีคำสั่งลงทุนสองสกุลนี้',
  dual_currency_invalid: 'การลงทุนสองสกุลมีให้เฉพาะ BTC และ ETH',
  dual_target_invalid: 'โปรดป้อนราคาเป้าหมายที่ถูกต้อง',
  dual_apr_invalid: 'ผลตอบแทนต่อปีต้องเป็นเปอร์เซ็นต์ตั้งแต่ 0 ถึง 1000 และมีทศนิยมไม่เกิน 4 ตำแหน่ง',
  dual_term_invalid: 'ระยะเวลาต้องเป็นจำนวนวันเต็มตั้งแต่ 1 ถึง 730',
  dual_settle_time_invalid: 'เวลาชำระราคาต้องอยู่ในอนาคต',
  dual_unit_invalid: 'โปรดป้อนขนาดหน่วยที่ถูกต้อง',
  dual_quota_invalid: 'โควตาต้องเป็นจำนวนหน่วยเต็ม',
  dual_quota_below_sold: 'โควตาต้องไม่น้อยกว่า {{sold}} หน่วยที่ขายไปแล้ว',
};
