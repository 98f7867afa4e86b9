import type { OptionNoticesTexts } from './en.ts';

export const optionNoticesJp: OptionNoticesTexts = {
  notice_option_settled_title: 'オプション決済：{{result}}',
  notice_option_settled_body: '{{symbol}} のオプション（{{direction}}、{{stake}} {{coin}}）が決済されました。返還額：{{payout}} {{coin}}。',
  notice_value_up: '上昇',
  notice_value_down: '下落',
  notice_value_win: '勝ち',
  notice_value_loss: '負け',
  notice_value_tie: '引き分け',
};
