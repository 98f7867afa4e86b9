import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesJp: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'IEO トークンが割り当てられました',
  notice_ieo_allocated_body:
    '{{amount}} {{symbol}} の申込みは {{ratio}}% が割り当てられました。{{allocated}} {{symbol}} を受け取り、{{refund}} {{pay_currency}} が返金されました。',
};
