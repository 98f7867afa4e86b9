// The contract area's notice texts in English (a stopped or liquidated position, its directions and stops): the
// reference every other language of this folder must match. `notice_<kind>_title` and `notice_<kind>_body` for
// every kind of notices/contract.ts, whose {{placeholders}} are that kind's parameters; `notice_value_<word>`
// for each of its words.
export const contractNoticesEn = {
  notice_contract_stopped_title: '{{stop}} triggered',
  notice_contract_stopped_body: 'Your {{symbol}} position ({{direction}}) was closed at {{price}}. Profit and loss: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Position liquidated',
  notice_contract_liquidated_body: 'Your {{symbol}} position ({{direction}}) was liquidated at {{price}}. Margin lost: {{loss}} USDT.',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_stop_profit: 'Take-profit',
  notice_value_stop_loss: 'Stop-loss',
} as const;

export type ContractNoticesTexts = Record<keyof typeof contractNoticesEn, string>;
