import type { ProfileTexts } from './en.ts';

export const profileSv: ProfileTexts = {
  nickname_required: 'Ange ett smeknamn',
  nickname_too_long: 'För många tecken',
  nickname_invalid: 'Endast kinesiska tecken, engelska bokstäver och siffror är tillåtna',
  signature_too_short: 'Signaturen måste ha minst 2 tecken',
  signature_too_long: 'Signaturen får ha högst 30 tecken',
  signature_invalid: 'Specialtecken är inte tillåtna',
  avatar_not_found: 'Bilden finns inte eller är inte din',
  language_unknown: 'Språket stöds inte',
  fiat_unknown: 'Valutan stöds inte',
};
