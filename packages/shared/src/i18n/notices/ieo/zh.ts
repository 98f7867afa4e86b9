import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesZh: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'IEO 代币已分配',
  notice_ieo_allocated_body:
    '您申购的 {{amount}} {{symbol}} 获配 {{ratio}}%：已收到 {{allocated}} {{symbol}}，退回 {{refund}} {{pay_currency}}。',
};
