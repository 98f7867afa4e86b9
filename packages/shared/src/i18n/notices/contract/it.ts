import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesIt: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} attivato',
  notice_contract_stopped_body:
    'La tua posizione {{symbol}} ({{direction}}) è stata chiusa a {{price}}. Profitti e perdite: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Posizione liquidata',
  notice_contract_liquidated_body:
    'La tua posizione {{symbol}} ({{direction}}) è stata liquidata a {{price}}. Margine perso: {{loss}} USDT.',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_stop_profit: 'Take profit',
  notice_value_stop_loss: 'Stop loss',
};
