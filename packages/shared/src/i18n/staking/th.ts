import type { StakingTexts } from './en.ts';

export const stakingTh: StakingTexts = {
  staking_product_not_found: 'ไม่พบผลิตภัณฑ์ Staking นี้',
  staking_product_closed: 'ผลิตภัณฑ์ Staking นี้ปิดแล้ว',
  staking_product_not_started: 'ผลิตภัณฑ์นี้ยังไม่เปิดให้สมัคร',
  staking_below_minimum: 'จำนวนขั้นต่ำต่อครั้งคือ {{minimum}} {{coin}}',
  staking_quota_exceeded: 'ผลิตภัณฑ์นี้เหลือให้สมัครเพียง {{remaining}} {{coin}}',
  staking_user_cap_exceeded: 'คุณสมัครผลิตภัณฑ์นี้เพิ่มได้อีกไม่เกิน {{remaining}} {{coin}}',
  staking_order_not_found: 'ไม่พบคำสั่ง Staking นี้',
  staking_already_redeemed: 'รายการนี้ถูกไถ่ถอนแล้ว',
  staking_matured: 'รายการนี้ครบกำหนดแล้ว เงินต้นจะถูกคืนโดยอัตโนมัติ',
  staking_product_invalid: 'โปรดตรวจสอบการตั้งค่าผลิตภัณฑ์: ระยะเวลา อัตรา จำนวน และเวลาจ่ายผลตอบแทน',
  staking_quota_below_sold: 'โควตาต้องไม่ต่ำกว่ายอดที่สมัครไปแล้ว',
  staking_state_invalid: 'โปรดเลือกสถานะคำสั่งที่ถูกต้อง',
};
