import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesSv: SpotNoticesTexts = {
  notice_spot_order_filled_title: 'Order genomförd',
  notice_spot_order_filled_body:
    'Din {{symbol}}-order ({{side}}) är genomförd: {{amount}} {{coin}} till ett snittpris på {{price}} {{quote}}.',
  notice_value_buy: 'Köp',
  notice_value_sell: 'Sälj',
};
