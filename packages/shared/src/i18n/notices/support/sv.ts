import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesSv: SupportNoticesTexts = {
  notice_support_replied_title: 'Kundtjänst har svarat',
  notice_support_replied_body: 'Kundtjänst har svarat på ditt meddelande. Tryck för att läsa det.',
};
