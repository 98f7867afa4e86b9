// IEO's notices (apps/server/src/modules/ieo/notices.ts). Texts: i18n/notices/ieo/.
//   ieo_allocated          { symbol, amount, ratio, allocated, refund, pay_currency }
//                                                           amount: tokens asked for; ratio: percent of them allocated
import { defineNoticeArea } from './notice-area.ts';

export const ieoNotices = defineNoticeArea({
  kinds: ['ieo_allocated'],
  params: {
    ieo_allocated: ['symbol', 'amount', 'ratio', 'allocated', 'refund', 'pay_currency'],
  },
  links: {
    ieoOrders: '#/pages/ieo/order',
  },
  wordParams: [],
  words: [],
});
