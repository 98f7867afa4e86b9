import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesJp: SpotNoticesTexts = {
  notice_spot_order_filled_title: '注文が約定しました',
  notice_spot_order_filled_body: '{{symbol}} の注文（{{side}}）が約定しました：{{amount}} {{coin}}、平均価格 {{price}} {{quote}}。',
  notice_value_buy: '買い',
  notice_value_sell: '売り',
};
