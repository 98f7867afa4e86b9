import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesDe: SupportNoticesTexts = {
  notice_support_replied_title: 'Antwort vom Kundenservice',
  notice_support_replied_body: 'Der Kundenservice hat auf Ihre Nachricht geantwortet. Tippen Sie hier, um sie zu lesen.',
};
