import type { LoanTexts } from './en.ts';

export const loanTh: LoanTexts = {
  loan_collateral_invalid: 'เหรียญนี้ใช้เป็นหลักประกันไม่ได้',
  loan_borrow_below_minimum: 'ยอดกู้ขั้นต่ำคือ {{minimum}} USDT',
  loan_borrow_above_maximum: 'ยอดกู้สูงสุดคือ {{maximum}} USDT',
  loan_ltv_exceeded: 'ด้วยหลักประกันนี้ คุณกู้ได้สูงสุด {{maximum}} USDT (LTV เริ่มต้น {{ltv}}%)',
  loan_not_found: 'ไม่พบสินเชื่อนี้',
  loan_not_open: 'สินเชื่อนี้ปิดแล้ว',
  loan_repay_above_debt: 'สินเชื่อนี้มียอดค้างชำระ {{debt}} USDT คุณชำระเกินกว่านั้นไม่ได้',
  loan_params_invalid: 'โปรดตรวจสอบพารามิเตอร์: LTV เริ่มต้น < LTV เรียกหลักประกัน < LTV ชำระบัญชี < 100% และอัตราดอกเบี้ยกับค่าธรรมเนียมอยู่ในขอบเขต',
  loan_busy: 'สินเชื่อนี้เพิ่งมีการเปลี่ยนแปลง โปรดลองอีกครั้ง',
};
