import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesFra: SpotNoticesTexts = {
  notice_spot_order_filled_title: 'Ordre exécuté',
  notice_spot_order_filled_body:
    'Votre ordre {{symbol}} ({{side}}) est exécuté : {{amount}} {{coin}} au prix moyen de {{price}} {{quote}}.',
  notice_value_buy: 'Achat',
  notice_value_sell: 'Vente',
};
