import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesFra: SupportNoticesTexts = {
  notice_support_replied_title: 'Réponse du service client',
  notice_support_replied_body: 'Le service client a répondu à votre message. Touchez pour le lire.',
};
