import type { DualNoticesTexts } from './en.ts';

export const dualNoticesPt: DualNoticesTexts = {
  notice_dual_settled_title: 'Investimento duplo liquidado',
  notice_dual_settled_body:
    'O seu {{type}} de {{currency}} de {{amount}} {{invest_currency}} foi liquidado a {{price}} USDT. Pago: {{payout}} {{payout_currency}}.',
  notice_value_call: 'Vender alto',
  notice_value_put: 'Comprar baixo',
};
