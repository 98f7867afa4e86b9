import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesSpa: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} activado',
  notice_contract_stopped_body: 'Tu posición {{symbol}} ({{direction}}) se cerró a {{price}}. Ganancias y pérdidas: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Posición liquidada',
  notice_contract_liquidated_body: 'Tu posición {{symbol}} ({{direction}}) fue liquidada a {{price}}. Margen perdido: {{loss}} USDT.',
  notice_value_long: 'Largo',
  notice_value_short: 'Corto',
  notice_value_stop_profit: 'Take profit',
  notice_value_stop_loss: 'Stop loss',
};
