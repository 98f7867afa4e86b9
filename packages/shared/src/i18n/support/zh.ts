import type { SupportTexts } from './en.ts';

export const supportZh: SupportTexts = {
  support_message_empty: '请输入消息或添加图片',
  support_message_too_long: '每条消息最多 500 个字符',
  support_image_invalid: '无法添加此图片，请重新上传',
  support_rate_limited: '发送过于频繁，请稍后再试',
  support_thread_not_found: '该会话不存在',
  support_widget_id_invalid: '客服插件 ID 只能包含字母、数字、- 和 _',
};
