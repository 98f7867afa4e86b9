import type { DualNoticesTexts } from './en.ts';

export const dualNoticesZh: DualNoticesTexts = {
  notice_dual_settled_title: '双币投资已结算',
  notice_dual_settled_body:
    '您的 {{currency}} {{type}}（{{amount}} {{invest_currency}}）已按 {{price}} USDT 结算，到账：{{payout}} {{payout_currency}}。',
  notice_value_call: '高卖',
  notice_value_put: '低买',
};
