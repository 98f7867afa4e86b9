import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesPt: OptionNoticesTexts = {
  notice_option_settled_title: 'Opção liquidada: {{result}}',
  notice_option_settled_body: 'A sua opção {{symbol}} ({{direction}}, {{stake}} {{coin}}) foi liquidada. Devolvido: {{payout}} {{coin}}.',
  notice_value_up: 'Alta',
  notice_value_down: 'Baixa',
  notice_value_win: 'Ganha',
  notice_value_loss: 'Perdida',
  notice_value_tie: 'Empate',
};
