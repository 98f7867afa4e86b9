import type { SpotNoticesTexts } from './en.ts';

export const spotNoticesKor: SpotNoticesTexts = {
  notice_spot_order_filled_title: '주문 체결',
  notice_spot_order_filled_body: '{{symbol}} 주문({{side}})이 체결되었습니다: {{amount}} {{coin}}, 평균 가격 {{price}} {{quote}}.',
  notice_value_buy: '매수',
  notice_value_sell: '매도',
};
