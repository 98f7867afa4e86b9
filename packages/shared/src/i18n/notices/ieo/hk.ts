import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesHk: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'IEO 代幣已分配',
  notice_ieo_allocated_body:
    '您認購的 {{amount}} {{symbol}} 獲配 {{ratio}}%：已收到 {{allocated}} {{symbol}}，退回 {{refund}} {{pay_currency}}。',
};
