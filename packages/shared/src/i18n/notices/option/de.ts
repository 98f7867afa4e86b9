import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesDe: OptionNoticesTexts = {
  notice_option_settled_title: 'Option abgerechnet: {{result}}',
  notice_option_settled_body:
    'Ihre {{symbol}}-Option ({{direction}}, {{stake}} {{coin}}) wurde abgerechnet. Zurückgezahlt: {{payout}} {{coin}}.',
  notice_value_up: 'Steigend',
  notice_value_down: 'Fallend',
  notice_value_win: 'Gewonnen',
  notice_value_loss: 'Verloren',
  notice_value_tie: 'Unentschieden',
};
