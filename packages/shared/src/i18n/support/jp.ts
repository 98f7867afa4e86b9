import type { SupportTexts } from './en.ts';

export const supportJp: SupportTexts = {
  support_message_empty: 'メッセージを入力するか、画像を添付してください',
  support_message_too_long: 'メッセージは 500 文字以内で入力してください',
  support_image_invalid: 'この画像は添付できません。もう一度アップロードしてください',
  support_rate_limited: '送信が速すぎます。しばらくお待ちください',
  support_thread_not_found: 'この会話は存在しません',
  support_widget_id_invalid: 'チャットウィジェット ID に使えるのは英字、数字、- と _ のみです',
};
