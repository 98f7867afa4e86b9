import type { ProfileTexts } from './en.ts';

export const profileDe: ProfileTexts = {
  nickname_required: 'Bitte lege einen Spitznamen fest',
  nickname_too_long: 'Zu viele Zeichen',
  nickname_invalid: 'Nur chinesische Schriftzeichen, englische Buchstaben und Ziffern sind erlaubt',
  signature_too_short: 'Die Signatur muss mindestens 2 Zeichen haben',
  signature_too_long: 'Die Signatur darf höchstens 30 Zeichen haben',
  signature_invalid: 'Sonderzeichen sind nicht erlaubt',
  avatar_not_found: 'Dieses Bild existiert nicht oder gehört nicht Ihnen',
  language_unknown: 'Diese Sprache wird nicht unterstützt',
  fiat_unknown: 'Diese Währung wird nicht unterstützt',
};
