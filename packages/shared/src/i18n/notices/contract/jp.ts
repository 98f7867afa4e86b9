import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesJp: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}}が発動しました',
  notice_contract_stopped_body: '{{symbol}} のポジション（{{direction}}）は {{price}} で決済されました。損益：{{profit}} USDT。',
  notice_contract_liquidated_title: 'ポジションが強制決済されました',
  notice_contract_liquidated_body:
    '{{symbol}} のポジション（{{direction}}）は {{price}} で強制決済されました。失った証拠金：{{loss}} USDT。',
  notice_value_long: 'ロング',
  notice_value_short: 'ショート',
  notice_value_stop_profit: '利確',
  notice_value_stop_loss: '損切り',
};
