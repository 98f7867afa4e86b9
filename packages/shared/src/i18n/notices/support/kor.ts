import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesKor: SupportNoticesTexts = {
  notice_support_replied_title: '고객센터 답변',
  notice_support_replied_body: '고객센터가 메시지에 답변했습니다. 눌러서 확인하세요.',
};
