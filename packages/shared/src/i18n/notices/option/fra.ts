import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesFra: OptionNoticesTexts = {
  notice_option_settled_title: 'Option réglée : {{result}}',
  notice_option_settled_body:
    'Votre option {{symbol}} ({{direction}}, {{stake}} {{coin}}) a été réglée. Montant reversé : {{payout}} {{coin}}.',
  notice_value_up: 'Hausse',
  notice_value_down: 'Baisse',
  notice_value_win: 'Gagnée',
  notice_value_loss: 'Perdue',
  notice_value_tie: 'Égalité',
};
