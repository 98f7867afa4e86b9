import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesHk: SpotNoticesTexts = {
  notice_spot_order_filled_title: '訂單已成交',
  notice_spot_order_filled_body: '您的 {{symbol}} 訂單（{{side}}）已成交：{{amount}} {{coin}}，成交均價 {{price}} {{quote}}。',
  notice_value_buy: '買入',
  notice_value_sell: '賣出',
};
