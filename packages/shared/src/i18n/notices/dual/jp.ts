import type { DualNoticesTexts } from './en.ts';

export const dualNoticesJp: DualNoticesTexts = {
  notice_dual_settled_title: 'デュアル投資が決済されました',
  notice_dual_settled_body:
    '{{currency}} の{{type}}（{{amount}} {{invest_currency}}）は {{price}} USDT で決済されました。受取額：{{payout}} {{payout_currency}}。',
  notice_value_call: '高値で売る',
  notice_value_put: '安値で買う',
};
