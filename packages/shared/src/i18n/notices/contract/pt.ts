import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesPt: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} acionado',
  notice_contract_stopped_body: 'A sua posição {{symbol}} ({{direction}}) foi fechada a {{price}}. Lucro e prejuízo: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Posição liquidada',
  notice_contract_liquidated_body: 'A sua posição {{symbol}} ({{direction}}) foi liquidada a {{price}}. Margem perdida: {{loss}} USDT.',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_stop_profit: 'Take profit',
  notice_value_stop_loss: 'Stop loss',
};
