import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesSpa: OptionNoticesTexts = {
  notice_option_settled_title: 'Opción liquidada: {{result}}',
  notice_option_settled_body: 'Tu opción {{symbol}} ({{direction}}, {{stake}} {{coin}}) se ha liquidado. Devuelto: {{payout}} {{coin}}.',
  notice_value_up: 'Sube',
  notice_value_down: 'Baja',
  notice_value_win: 'Ganada',
  notice_value_loss: 'Perdida',
  notice_value_tie: 'Empate',
};
