import type { ProfileTexts } from './en.ts';

export const profileHk: ProfileTexts = {
  nickname_required: '請設定暱稱',
  nickname_too_long: '字元過長',
  nickname_invalid: '只能使用中文、英文字母和數字',
  signature_too_short: '個性簽名至少需要 2 個字元',
  signature_too_long: '個性簽名最多 30 個字元',
  signature_invalid: '不允許使用特殊字元',
  avatar_not_found: '該圖片不存在或不屬於您',
  language_unknown: '不支援該語言',
  fiat_unknown: '不支援該貨幣',
};
