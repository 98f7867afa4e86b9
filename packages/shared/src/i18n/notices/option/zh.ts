import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesZh: OptionNoticesTexts = {
  notice_option_settled_title: '期权已结算：{{result}}',
  notice_option_settled_body: '您的 {{symbol}} 期权（{{direction}}，{{stake}} {{coin}}）已结算。返还：{{payout}} {{coin}}。',
  notice_value_up: '看涨',
  notice_value_down: '看跌',
  notice_value_win: '盈利',
  notice_value_loss: '亏损',
  notice_value_tie: '平局',
};
