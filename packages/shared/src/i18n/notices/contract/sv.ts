import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesSv: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} utlöst',
  notice_contract_stopped_body: 'Din {{symbol}}-position ({{direction}}) stängdes på {{price}}. Vinst och förlust: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Position likviderad',
  notice_contract_liquidated_body: 'Din {{symbol}}-position ({{direction}}) likviderades på {{price}}. Förlorad marginal: {{loss}} USDT.',
  notice_value_long: 'Lång',
  notice_value_short: 'Kort',
  notice_value_stop_profit: 'Take profit',
  notice_value_stop_loss: 'Stop loss',
};
