import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesSv: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'IEO-tokens tilldelade',
  notice_ieo_allocated_body:
    'Din teckning av {{amount}} {{symbol}} tilldelades till {{ratio}} %: du fick {{allocated}} {{symbol}} och {{refund}} {{pay_currency}} tillbaka.',
};
