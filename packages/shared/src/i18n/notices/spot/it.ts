import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesIt: SpotNoticesTexts = {
  notice_spot_order_filled_title: 'Ordine eseguito',
  notice_spot_order_filled_body:
    'Il tuo ordine {{symbol}} ({{side}}) è stato eseguito: {{amount}} {{coin}} al prezzo medio di {{price}} {{quote}}.',
  notice_value_buy: 'Acquisto',
  notice_value_sell: 'Vendita',
};
