import type { ProfileTexts } from './en.ts';

export const profilePt: ProfileTexts = {
  nickname_required: 'Defina um apelido',
  nickname_too_long: 'Demasiados caracteres',
  nickname_invalid: 'Só são permitidos caracteres chineses, letras inglesas e algarismos',
  signature_too_short: 'A assinatura deve ter pelo menos 2 caracteres',
  signature_too_long: 'A assinatura pode ter no máximo 30 caracteres',
  signature_invalid: 'Não são permitidos caracteres especiais',
  avatar_not_found: 'Esta imagem não existe ou não é sua',
  language_unknown: 'Este idioma não é suportado',
  fiat_unknown: 'Esta moeda não é suportada',
};
