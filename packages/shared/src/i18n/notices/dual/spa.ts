import type { DualNoticesTexts } from './en.ts';

export const dualNoticesSpa: DualNoticesTexts = {
  notice_dual_settled_title: 'Inversión dual liquidada',
  notice_dual_settled_body:
    'Su {{type}} de {{currency}} por {{amount}} {{invest_currency}} se liquidó a {{price}} USDT. Pagado: {{payout}} {{payout_currency}}.',
  notice_value_call: 'Vender alto',
  notice_value_put: 'Comprar bajo',
};
