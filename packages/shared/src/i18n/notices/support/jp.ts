import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesJp: SupportNoticesTexts = {
  notice_support_replied_title: 'カスタマーサービスから返信',
  notice_support_replied_body: 'カスタマーサービスがメッセージに返信しました。タップして確認してください。',
};
