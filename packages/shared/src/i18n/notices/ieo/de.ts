import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesDe: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'IEO-Token zugeteilt',
  notice_ieo_allocated_body:
    'Ihre Zeichnung über {{amount}} {{symbol}} wurde zu {{ratio}} % zugeteilt: Sie haben {{allocated}} {{symbol}} erhalten und {{refund}} {{pay_currency}} zurückbekommen.',
};
