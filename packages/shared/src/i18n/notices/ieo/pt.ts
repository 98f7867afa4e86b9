import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesPt: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'Tokens IEO alocados',
  notice_ieo_allocated_body:
    'Sua subscrição de {{amount}} {{symbol}} foi alocada em {{ratio}}%: você recebeu {{allocated}} {{symbol}} e {{refund}} {{pay_currency}} de volta.',
};
