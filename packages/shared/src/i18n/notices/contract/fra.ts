import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesFra: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} déclenché',
  notice_contract_stopped_body:
    'Votre position {{symbol}} ({{direction}}) a été clôturée à {{price}}. Profits et pertes : {{profit}} USDT.',
  notice_contract_liquidated_title: 'Position liquidée',
  notice_contract_liquidated_body: 'Votre position {{symbol}} ({{direction}}) a été liquidée à {{price}}. Marge perdue : {{loss}} USDT.',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_stop_profit: 'Take-profit',
  notice_value_stop_loss: 'Stop-loss',
};
