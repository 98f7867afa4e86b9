import type { DualNoticesTexts } from './en.ts';

export const dualNoticesTh: DualNoticesTexts = {
  notice_dual_settled_title: 'การลงทุนสองสกุลชำระราคาแล้ว',
  notice_dual_settled_body:
    '{{type}} {{currency}} ของคุณ ({{amount}} {{invest_currency}}) ชำระราคาที่ {{price}} USDT แล้ว ได้รับ: {{payout}} {{payout_currency}}',
  notice_value_call: 'ขายเมื่อราคาสูง',
  notice_value_put: 'ซื้อเมื่อราคาต่ำ',
};
