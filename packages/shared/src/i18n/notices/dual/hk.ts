import type { DualNoticesTexts } from './en.ts';

export const dualNoticesHk: DualNoticesTexts = {
  notice_dual_settled_title: '雙幣投資已結算',
  notice_dual_settled_body:
    '您的 {{currency}} {{type}}（{{amount}} {{invest_currency}}）已按 {{price}} USDT 結算，到賬：{{payout}} {{payout_currency}}。',
  notice_value_call: '高賣',
  notice_value_put: '低買',
};
