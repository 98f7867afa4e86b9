// The wallet's notices: the back office's decisions on a user's deposits and withdrawals
// (apps/server/src/modules/wallet/money-notices.ts). Texts: i18n/notices/wallet/.
//   deposit_credited      { amount, coin }                  amount credited
//   deposit_rejected      { amount, coin, reason }          amount asked (OTC: in the fiat, coin = the fiat code)
//   withdrawal_paid       { amount, coin }
//   withdrawal_rejected   { amount, coin, reason }
import { defineNoticeArea } from './notice-area.ts';

export const walletNotices = defineNoticeArea({
  kinds: ['deposit_credited', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected'],
  params: {
    deposit_credited: ['amount', 'coin'],
    deposit_rejected: ['amount', 'coin', 'reason'],
    withdrawal_paid: ['amount', 'coin'],
    withdrawal_rejected: ['amount', 'coin', 'reason'],
  },
  links: {
    depositRecords: '#/pages/fund/receive_withdraw_record?tab=deposit',
    withdrawalRecords: '#/pages/fund/receive_withdraw_record?tab=withdraw',
  },
  wordParams: [],
  words: [],
});
