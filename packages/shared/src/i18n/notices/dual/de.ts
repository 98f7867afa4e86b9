import type { DualNoticesTexts } from './en.ts';

export const dualNoticesDe: DualNoticesTexts = {
  notice_dual_settled_title: 'Dual Investment abgerechnet',
  notice_dual_settled_body:
    'Ihr {{currency}}-{{type}} über {{amount}} {{invest_currency}} wurde zu {{price}} USDT abgerechnet. Ausgezahlt: {{payout}} {{payout_currency}}.',
  notice_value_call: 'Hoch verkaufen',
  notice_value_put: 'Günstig kaufen',
};
