// The option area's notice texts in English (a settled option, its directions and results): the reference every
// other language of this folder must match. `notice_<kind>_title` and `notice_<kind>_body` for every kind of
// notices/option.ts, whose {{placeholders}} are that kind's parameters; `notice_value_<word>` for each of its
// words.
export const optionNoticesEn = {
  notice_option_settled_title: 'Option settled: {{result}}',
  notice_option_settled_body: 'Your {{symbol}} option ({{direction}}, {{stake}} {{coin}}) has settled. Paid back: {{payout}} {{coin}}.',
  notice_value_up: 'Up',
  notice_value_down: 'Down',
  notice_value_win: 'Won',
  notice_value_loss: 'Lost',
  notice_value_tie: 'Tie',
} as const;

export type OptionNoticesTexts = Record<keyof typeof optionNoticesEn, string>;
