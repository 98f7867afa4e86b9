import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesTh: OptionNoticesTexts = {
  notice_option_settled_title: 'ออปชันชำระราคาแล้ว: {{result}}',
  notice_option_settled_body: 'ออปชัน {{symbol}} ({{direction}}, {{stake}} {{coin}}) ของคุณชำระราคาแล้ว ยอดคืน: {{payout}} {{coin}}',
  notice_value_up: 'ขึ้น',
  notice_value_down: 'ลง',
  notice_value_win: 'ชนะ',
  notice_value_loss: 'แพ้',
  notice_value_tie: 'เสมอ',
};
