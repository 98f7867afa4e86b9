import type { ProfileTexts } from './en.ts';

export const profileFra: ProfileTexts = {
  nickname_required: 'Veuillez définir un pseudo',
  nickname_too_long: 'Trop de caractères',
  nickname_invalid: 'Seuls les caractères chinois, les lettres latines et les chiffres sont autorisés',
  signature_too_short: 'La signature doit comporter au moins 2 caractères',
  signature_too_long: 'La signature peut comporter au plus 30 caractères',
  signature_invalid: 'Les caractères spéciaux ne sont pas autorisés',
  avatar_not_found: 'Cette image n’existe pas ou ne vous appartient pas',
  language_unknown: 'Cette langue n’est pas prise en charge',
  fiat_unknown: 'Cette devise n’est pas prise en charge',
};
