import type { LoanNoticesTexts } from './en.ts';

export const loanNoticesTh: LoanNoticesTexts = {
  notice_loan_margin_call_title: 'เรียกหลักประกันเพิ่ม: สินเชื่อ {{coin}} ของคุณมี LTV {{ltv}}%',
  notice_loan_margin_call_body:
    'LTV ของสินเชื่อที่ค้ำด้วย {{coin}} ถึง {{ltv}}% แล้ว (เรียกหลักประกันที่ {{margin_call_ltv}}%) โปรดเพิ่มหลักประกันหรือชำระคืน: ที่ {{liquidation_ltv}}% (ราคา {{coin}} {{liquidation_price}} USDT) หลักประกันจะถูกชำระบัญชี',
  notice_loan_liquidated_title: 'สินเชื่อถูกชำระบัญชี: ขายหลักประกัน {{coin}} แล้ว',
  notice_loan_liquidated_body:
    'สินเชื่อของคุณถึง LTV ชำระบัญชีแล้ว ขาย {{sold}} {{coin}} ที่ราคา {{price}} USDT เพื่อชำระหนี้ {{debt}} USDT และค่าธรรมเนียม {{fee}} USDT และคืน {{returned}} {{coin}} เข้าบัญชีเหรียญของคุณ',
  notice_loan_repaid_title: 'ชำระสินเชื่อครบแล้ว',
  notice_loan_repaid_body: 'คุณชำระ {{amount}} USDT และปิดสินเชื่อแล้ว หลักประกัน {{collateral}} {{coin}} ถูกคืนเข้าบัญชีเหรียญของคุณ',
};
