import type { ProfileTexts } from './en.ts';

export const profileKor: ProfileTexts = {
  nickname_required: '닉네임을 설정해 주세요',
  nickname_too_long: '글자 수가 너무 많습니다',
  nickname_invalid: '중국어, 영문자, 숫자만 사용할 수 있습니다',
  signature_too_short: '서명은 2자 이상이어야 합니다',
  signature_too_long: '서명은 최대 30자까지 가능합니다',
  signature_invalid: '특수 문자는 사용할 수 없습니다',
  avatar_not_found: '이 이미지가 없거나 본인의 이미지가 아닙니다',
  language_unknown: '지원하지 않는 언어입니다',
  fiat_unknown: '지원하지 않는 통화입니다',
};
