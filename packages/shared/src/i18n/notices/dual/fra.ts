import type { DualNoticesTexts } from './en.ts';

export const dualNoticesFra: DualNoticesTexts = {
  notice_dual_settled_title: 'Investissement double réglé',
  notice_dual_settled_body:
    'Votre {{type}} {{currency}} de {{amount}} {{invest_currency}} a été réglé à {{price}} USDT. Versé : {{payout}} {{payout_currency}}.',
  notice_value_call: 'Vendre haut',
  notice_value_put: 'Acheter bas',
};
