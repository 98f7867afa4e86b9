import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesZh: SpotNoticesTexts = {
  notice_spot_order_filled_title: '订单已成交',
  notice_spot_order_filled_body: '您的 {{symbol}} 订单（{{side}}）已成交：{{amount}} {{coin}}，成交均价 {{price}} {{quote}}。',
  notice_value_buy: '买入',
  notice_value_sell: '卖出',
};
