// Seconds options' notices (apps/server/src/modules/option/notices.ts). Texts: i18n/notices/option/.
//   option_settled        { symbol, direction, result, stake, payout, coin }   direction: up | down;
//                                                           result: win | loss | tie; payout: what was paid back
import { defineNoticeArea } from './notice-area.ts';

export const optionNotices = defineNoticeArea({
  kinds: ['option_settled'],
  params: {
    option_settled: ['symbol', 'direction', 'result', 'stake', 'payout', 'coin'],
  },
  links: {
    optionsSettled: '#/pages/transaction/seconds_order?tab=settled',
  },
  wordParams: ['direction', 'result'],
  words: ['up', 'down', 'win', 'loss', 'tie'],
});
