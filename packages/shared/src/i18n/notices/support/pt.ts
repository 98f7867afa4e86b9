import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesPt: SupportNoticesTexts = {
  notice_support_replied_title: 'O atendimento ao cliente respondeu',
  notice_support_replied_body: 'O atendimento ao cliente respondeu à sua mensagem. Toque para ler.',
};
