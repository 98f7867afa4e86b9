// Spot trading's notices (apps/server/src/modules/spot/notices.ts). Texts: i18n/notices/spot/.
//   spot_order_filled     { symbol, side, amount, coin, price, quote }   side: buy | sell; amount filled in
//                                                           `coin` (the base), price the average in `quote`
import { defineNoticeArea } from './notice-area.ts';

export const spotNotices = defineNoticeArea({
  kinds: ['spot_order_filled'],
  params: {
    spot_order_filled: ['symbol', 'side', 'amount', 'coin', 'price', 'quote'],
  },
  links: {
    spotOrdersCompleted: '#/pages/transaction/currency_order?state=completed',
  },
  wordParams: ['side'],
  words: ['buy', 'sell'],
});
