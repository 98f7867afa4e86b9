import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesIt: SupportNoticesTexts = {
  notice_support_replied_title: 'Risposta dell’assistenza clienti',
  notice_support_replied_body: 'L’assistenza clienti ha risposto al tuo messaggio. Tocca per leggerlo.',
};
