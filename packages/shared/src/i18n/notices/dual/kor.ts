import type { DualNoticesTexts } from './en.ts';

export const dualNoticesKor: DualNoticesTexts = {
  notice_dual_settled_title: '듀얼 투자가 정산되었습니다',
  notice_dual_settled_body:
    '{{currency}} {{type}}({{amount}} {{invest_currency}})이 {{price}} USDT에 정산되었습니다. 지급액: {{payout}} {{payout_currency}}.',
  notice_value_call: '고가 매도',
  notice_value_put: '저가 매수',
};
