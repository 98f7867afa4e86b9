import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesZh: SupportNoticesTexts = {
  notice_support_replied_title: '客服已回复',
  notice_support_replied_body: '客服已回复您的消息，点击查看。',
};
