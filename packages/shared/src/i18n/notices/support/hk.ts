import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesHk: SupportNoticesTexts = {
  notice_support_replied_title: '客服已回覆',
  notice_support_replied_body: '客服已回覆您的訊息，點擊查看。',
};
