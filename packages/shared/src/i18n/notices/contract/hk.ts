import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesHk: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}}已觸發',
  notice_contract_stopped_body: '您的 {{symbol}} 倉位（{{direction}}）已按 {{price}} 平倉。盈虧：{{profit}} USDT。',
  notice_contract_liquidated_title: '倉位已強平',
  notice_contract_liquidated_body: '您的 {{symbol}} 倉位（{{direction}}）已按 {{price}} 強制平倉。損失保證金：{{loss}} USDT。',
  notice_value_long: '做多',
  notice_value_short: '做空',
  notice_value_stop_profit: '止盈',
  notice_value_stop_loss: '止損',
};
