import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesDe: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} ausgelöst',
  notice_contract_stopped_body:
    'Ihre {{symbol}}-Position ({{direction}}) wurde bei {{price}} geschlossen. Gewinn und Verlust: {{profit}} USDT.',
  notice_contract_liquidated_title: 'Position liquidiert',
  notice_contract_liquidated_body:
    'Ihre {{symbol}}-Position ({{direction}}) wurde bei {{price}} liquidiert. Verlorene Margin: {{loss}} USDT.',
  notice_value_long: 'Long',
  notice_value_short: 'Short',
  notice_value_stop_profit: 'Take-Profit',
  notice_value_stop_loss: 'Stop-Loss',
};
