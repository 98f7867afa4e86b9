// Staking's notices (apps/server/src/modules/staking/notices.ts). Texts: i18n/notices/staking/.
//   staking_matured       { currency, amount, payout }   amount: the principal returned; payout: the income over the whole period
import { defineNoticeArea } from './notice-area.ts';

export const stakingNotices = defineNoticeArea({
  kinds: ['staking_matured'],
  params: {
    staking_matured: ['currency', 'amount', 'payout'],
  },
  links: {
    stakingOrders: '#/pages/lockming/order',
  },
  wordParams: [],
  words: [],
});
