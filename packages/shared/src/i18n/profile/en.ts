// Server texts of the profile area, in English: the reference every other language of this folder must match.
export const profileEn = {
  nickname_required: 'Please set a nickname',
  nickname_too_long: 'Character too long',
  nickname_invalid: 'Only Chinese characters, English letters and digits are allowed',
  signature_too_short: 'The signature must have at least 2 characters',
  signature_too_long: 'The signature can have at most 30 characters',
  signature_invalid: 'Special characters are not allowed',
  avatar_not_found: 'This image does not exist or is not yours',
  language_unknown: 'This language is not supported',
  fiat_unknown: 'This currency is not supported',
} as const;

export type ProfileTexts = Record<keyof typeof profileEn, string>;
