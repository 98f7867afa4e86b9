import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesSpa: SpotNoticesTexts = {
  notice_spot_order_filled_title: 'Orden ejecutada',
  notice_spot_order_filled_body:
    'Tu orden {{symbol}} ({{side}}) se ha ejecutado: {{amount}} {{coin}} a un precio medio de {{price}} {{quote}}.',
  notice_value_buy: 'Compra',
  notice_value_sell: 'Venta',
};
