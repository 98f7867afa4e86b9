import type { ProfileTexts } from './en.ts';

export const profileSpa: ProfileTexts = {
  nickname_required: 'Establece un apodo',
  nickname_too_long: 'Demasiados caracteres',
  nickname_invalid: 'Solo se permiten caracteres chinos, letras inglesas y dígitos',
  signature_too_short: 'La firma debe tener al menos 2 caracteres',
  signature_too_long: 'La firma puede tener como máximo 30 caracteres',
  signature_invalid: 'No se permiten caracteres especiales',
  avatar_not_found: 'Esta imagen no existe o no es tuya',
  language_unknown: 'Este idioma no está disponible',
  fiat_unknown: 'Esta moneda no está disponible',
};
