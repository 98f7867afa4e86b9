// Contract trading's notices (apps/server/src/modules/contract/notices.ts). Texts: i18n/notices/contract/.
//   contract_stopped      { symbol, direction, stop, price, profit }     direction: long | short;
//                                                           stop: stop_profit | stop_loss; profit signed, USDT
//   contract_liquidated   { symbol, direction, price, loss }             loss: the margin lost, USDT
import { defineNoticeArea } from './notice-area.ts';

export const contractNotices = defineNoticeArea({
  kinds: ['contract_stopped', 'contract_liquidated'],
  params: {
    contract_stopped: ['symbol', 'direction', 'stop', 'price', 'profit'],
    contract_liquidated: ['symbol', 'direction', 'price', 'loss'],
  },
  links: {
    contractHistory: '#/pages/transaction/contract_order?tab=history',
    /** Positions on the US stock index live in their own list. */
    contractIndexHistory: '#/pages/transaction/contract_order?category=index&tab=history',
  },
  wordParams: ['direction', 'stop'],
  words: ['long', 'short', 'stop_profit', 'stop_loss'],
});
