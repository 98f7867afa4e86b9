import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesDe: SpotNoticesTexts = {
  notice_spot_order_filled_title: 'Order ausgeführt',
  notice_spot_order_filled_body:
    'Ihre {{symbol}}-Order ({{side}}) ist ausgeführt: {{amount}} {{coin}} zum Durchschnittspreis von {{price}} {{quote}}.',
  notice_value_buy: 'Kauf',
  notice_value_sell: 'Verkauf',
};
