import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesZh: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}}已触发',
  notice_contract_stopped_body: '您的 {{symbol}} 仓位（{{direction}}）已按 {{price}} 平仓。盈亏：{{profit}} USDT。',
  notice_contract_liquidated_title: '仓位已强平',
  notice_contract_liquidated_body: '您的 {{symbol}} 仓位（{{direction}}）已按 {{price}} 强制平仓。损失保证金：{{loss}} USDT。',
  notice_value_long: '做多',
  notice_value_short: '做空',
  notice_value_stop_profit: '止盈',
  notice_value_stop_loss: '止损',
};
