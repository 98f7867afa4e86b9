import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesHk: OptionNoticesTexts = {
  notice_option_settled_title: '期權已結算：{{result}}',
  notice_option_settled_body: '您的 {{symbol}} 期權（{{direction}}，{{stake}} {{coin}}）已結算。返還：{{payout}} {{coin}}。',
  notice_value_up: '看漲',
  notice_value_down: '看跌',
  notice_value_win: '盈利',
  notice_value_loss: '虧損',
  notice_value_tie: '平局',
};
