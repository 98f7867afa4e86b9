import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesIt: OptionNoticesTexts = {
  notice_option_settled_title: 'Opzione regolata: {{result}}',
  notice_option_settled_body:
    'La tua opzione {{symbol}} ({{direction}}, {{stake}} {{coin}}) è stata regolata. Restituito: {{payout}} {{coin}}.',
  notice_value_up: 'Rialzo',
  notice_value_down: 'Ribasso',
  notice_value_win: 'Vinta',
  notice_value_loss: 'Persa',
  notice_value_tie: 'Pareggio',
};
