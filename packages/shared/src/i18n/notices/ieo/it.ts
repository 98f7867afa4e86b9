import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesIt: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'Token IEO assegnati',
  notice_ieo_allocated_body:
    'La tua sottoscrizione di {{amount}} {{symbol}} è stata assegnata al {{ratio}}%: hai ricevuto {{allocated}} {{symbol}} e ti sono stati restituiti {{refund}} {{pay_currency}}.',
};
