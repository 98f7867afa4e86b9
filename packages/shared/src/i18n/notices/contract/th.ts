import type { ContractNoticesTexts } from './en.ts';

export const contractNoticesTh: ContractNoticesTexts = {
  notice_contract_stopped_title: '{{stop}} ทำงานแล้ว',
  notice_contract_stopped_body: 'สถานะ {{symbol}} ({{direction}}) ของคุณถูกปิดที่ {{price}} กำไรขาดทุน: {{profit}} USDT',
  notice_contract_liquidated_title: 'สถานะถูกบังคับปิด',
  notice_contract_liquidated_body: 'สถานะ {{symbol}} ({{direction}}) ของคุณถูกบังคับปิดที่ {{price}} มาร์จิ้นที่เสีย: {{loss}} USDT',
  notice_value_long: 'ซื้อ/Long',
  notice_value_short: 'ขาย/Short',
  notice_value_stop_profit: 'ทำกำไร',
  notice_value_stop_loss: 'ตัดขาดทุน',
};
