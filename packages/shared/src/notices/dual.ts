// Dual investment's notices (apps/server/src/modules/dual/notices.ts). Texts: i18n/notices/dual/.
//   dual_settled          { currency, type, amount, invest_currency, price, payout, payout_currency }
//                                                           type: call | put; price: the recorded settlement price
import { defineNoticeArea } from './notice-area.ts';

export const dualNotices = defineNoticeArea({
  kinds: ['dual_settled'],
  params: {
    dual_settled: ['currency', 'type', 'amount', 'invest_currency', 'price', 'payout', 'payout_currency'],
  },
  links: {
    dualOrders: '#/pages/invest/mine',
  },
  wordParams: ['type'],
  words: ['call', 'put'],
});
