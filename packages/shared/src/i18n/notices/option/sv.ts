import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesSv: OptionNoticesTexts = {
  notice_option_settled_title: 'Option avräknad: {{result}}',
  notice_option_settled_body: 'Din {{symbol}}-option ({{direction}}, {{stake}} {{coin}}) har avräknats. Återbetalt: {{payout}} {{coin}}.',
  notice_value_up: 'Upp',
  notice_value_down: 'Ned',
  notice_value_win: 'Vunnen',
  notice_value_loss: 'Förlorad',
  notice_value_tie: 'Oavgjord',
};
