import type { SupportTexts } from './en.ts';

export const supportHk: SupportTexts = {
  support_message_empty: '請輸入訊息或添加圖片',
  support_message_too_long: '每則訊息最多 500 個字元',
  support_image_invalid: '無法添加此圖片，請重新上傳',
  support_rate_limited: '發送過於頻繁，請稍後再試',
  support_thread_not_found: '該對話不存在',
  support_widget_id_invalid: '客服外掛 ID 只能包含字母、數字、- 和 _',
};
