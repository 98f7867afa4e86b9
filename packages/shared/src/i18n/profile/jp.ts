import type { ProfileTexts } from './en.ts';

export const profileJp: ProfileTexts = {
  nickname_required: 'ニックネームを設定してください',
  nickname_too_long: '文字数が多すぎます',
  nickname_invalid: '使用できるのは中国語の文字、英字、数字のみです',
  signature_too_short: '署名は2文字以上で入力してください',
  signature_too_long: '署名は30文字以内で入力してください',
  signature_invalid: '特殊文字は使用できません',
  avatar_not_found: 'この画像は存在しないか、あなたのものではありません',
  language_unknown: 'この言語はサポートされていません',
  fiat_unknown: 'この通貨はサポートされていません',
};
