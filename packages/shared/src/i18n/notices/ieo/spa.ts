import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesSpa: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'Tokens IEO asignados',
  notice_ieo_allocated_body:
    'Tu suscripción de {{amount}} {{symbol}} se asignó al {{ratio}} %: recibiste {{allocated}} {{symbol}} y te devolvimos {{refund}} {{pay_currency}}.',
};
