import type { ProfileTexts } from './en.ts';

export const profileZh: ProfileTexts = {
  nickname_required: '请设置昵称',
  nickname_too_long: '字符过长',
  nickname_invalid: '只能使用中文、英文字母和数字',
  signature_too_short: '个性签名至少需要 2 个字符',
  signature_too_long: '个性签名最多 30 个字符',
  signature_invalid: '不允许使用特殊字符',
  avatar_not_found: '该图片不存在或不属于您',
  language_unknown: '不支持该语言',
  fiat_unknown: '不支持该货币',
};
