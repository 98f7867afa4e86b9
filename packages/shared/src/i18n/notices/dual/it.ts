import type { DualNoticesTexts } from './en.ts';

export const dualNoticesIt: DualNoticesTexts = {
  notice_dual_settled_title: 'Investimento duale regolato',
  notice_dual_settled_body:
    'Il tuo {{type}} su {{currency}} di {{amount}} {{invest_currency}} è stato regolato a {{price}} USDT. Pagato: {{payout}} {{payout_currency}}.',
  notice_value_call: 'Vendi alto',
  notice_value_put: 'Compra basso',
};
