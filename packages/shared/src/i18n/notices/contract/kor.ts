import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesKor: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} 발동',
  notice_contract_stopped_body: '{{symbol}} 포지션({{direction}})이 {{price}}에 청산되었습니다. 손익: {{profit}} USDT.',
  notice_contract_liquidated_title: '포지션 강제 청산',
  notice_contract_liquidated_body: '{{symbol}} 포지션({{direction}})이 {{price}}에 강제 청산되었습니다. 잃은 증거금: {{loss}} USDT.',
  notice_value_long: '롱',
  notice_value_short: '숏',
  notice_value_stop_profit: '익절',
  notice_value_stop_loss: '손절',
};
