import type { SupportTexts } from './en.ts';

export const supportKor: SupportTexts = {
  support_message_empty: '메시지를 입력하거나 이미지를 첨부해 주세요',
  support_message_too_long: '메시지는 최대 500자까지 입력할 수 있습니다',
  support_image_invalid: '이 이미지는 첨부할 수 없습니다. 다시 업로드해 주세요',
  support_rate_limited: '메시지를 너무 빨리 보내고 있습니다. 잠시 후 다시 시도해 주세요',
  support_thread_not_found: '이 대화가 존재하지 않습니다',
  support_widget_id_invalid: '채팅 위젯 ID에는 영문자, 숫자, - 및 _만 사용할 수 있습니다',
};
