// Crypto-backed loans' notices (apps/server/src/modules/loan/notices.ts). Texts: i18n/notices/loan/.
//   loan_margin_call   { coin, ltv, margin_call_ltv, liquidation_ltv, liquidation_price }   percents without '%'
//   loan_liquidated    { coin, price, debt, fee, sold, returned }   debt and fee in USDT; sold and returned in coin
//   loan_repaid        { coin, amount, collateral }   the last repayment (USDT) and the collateral released
import { defineNoticeArea } from './notice-area.ts';

export const loanNotices = defineNoticeArea({
  kinds: ['loan_margin_call', 'loan_liquidated', 'loan_repaid'],
  params: {
    loan_margin_call: ['coin', 'ltv', 'margin_call_ltv', 'liquidation_ltv', 'liquidation_price'],
    loan_liquidated: ['coin', 'price', 'debt', 'fee', 'sold', 'returned'],
    loan_repaid: ['coin', 'amount', 'collateral'],
  },
  links: {
    loans: '#/pages/common/borrowing',
  },
  wordParams: [],
  words: [],
});
