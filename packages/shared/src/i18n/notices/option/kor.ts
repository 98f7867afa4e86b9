import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesKor: OptionNoticesTexts = {
  notice_option_settled_title: '옵션 정산: {{result}}',
  notice_option_settled_body: '{{symbol}} 옵션({{direction}}, {{stake}} {{coin}})이 정산되었습니다. 반환 금액: {{payout}} {{coin}}.',
  notice_value_up: '상승',
  notice_value_down: '하락',
  notice_value_win: '수익',
  notice_value_loss: '손실',
  notice_value_tie: '무승부',
};
