import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesSpa: SupportNoticesTexts = {
  notice_support_replied_title: 'Respuesta del servicio al cliente',
  notice_support_replied_body: 'El servicio de atención al cliente ha respondido a tu mensaje. Toca para leerlo.',
};
