import type { DualNoticesTexts } from './en.ts';

export const dualNoticesSv: DualNoticesTexts = {
  notice_dual_settled_title: 'Dubbelinvestering avräknad',
  notice_dual_settled_body:
    'Din {{currency}}-{{type}} på {{amount}} {{invest_currency}} avräknades till {{price}} USDT. Utbetalt: {{payout}} {{payout_currency}}.',
  notice_value_call: 'Sälj högt',
  notice_value_put: 'Köp lågt',
};
