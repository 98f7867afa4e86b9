import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesPt: SpotNoticesTexts = {
  notice_spot_order_filled_title: 'Ordem executada',
  notice_spot_order_filled_body:
    'A sua ordem {{symbol}} ({{side}}) foi executada: {{amount}} {{coin}} ao preço médio de {{price}} {{quote}}.',
  notice_value_buy: 'Compra',
  notice_value_sell: 'Venda',
};
