import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesTh: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'จัดสรรโทเคน IEO แล้ว',
  notice_ieo_allocated_body:
    'การจองซื้อ {{amount}} {{symbol}} ของคุณได้รับจัดสรร {{ratio}}%: คุณได้รับ {{allocated}} {{symbol}} และได้เงินคืน {{refund}} {{pay_currency}}',
};
