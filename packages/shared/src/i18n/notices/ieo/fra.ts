import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesFra: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'Jetons IEO alloués',
  notice_ieo_allocated_body:
    'Votre souscription de {{amount}} {{symbol}} a été allouée à {{ratio}} % : vous avez reçu {{allocated}} {{symbol}} et {{refund}} {{pay_currency}} vous ont été remboursés.',
};
