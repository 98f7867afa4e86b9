import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesTh: SpotNoticesTexts = {
  notice_spot_order_filled_title: 'คำสั่งซื้อขายสำเร็จ',
  notice_spot_order_filled_body: 'คำสั่ง {{symbol}} ({{side}}) ของคุณสำเร็จแล้ว: {{amount}} {{coin}} ที่ราคาเฉลี่ย {{price}} {{quote}}',
  notice_value_buy: 'ซื้อ',
  notice_value_sell: 'ขาย',
};
