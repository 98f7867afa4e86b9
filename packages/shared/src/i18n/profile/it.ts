import type { ProfileTexts } from './en.ts';

export const profileIt: ProfileTexts = {
  nickname_required: 'Imposta un nickname',
  nickname_too_long: 'Troppi caratteri',
  nickname_invalid: 'Sono ammessi solo caratteri cinesi, lettere inglesi e cifre',
  signature_too_short: 'La firma deve avere almeno 2 caratteri',
  signature_too_long: 'La firma può avere al massimo 30 caratteri',
  signature_invalid: 'I caratteri speciali non sono ammessi',
  avatar_not_found: 'Questa immagine non esiste o non è tua',
  language_unknown: 'Questa lingua non è supportata',
  fiat_unknown: 'Questa valuta non è supportata',
};
