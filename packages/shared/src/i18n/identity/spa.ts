import type { IdentityTexts } from './en.ts';

export const identitySpa: IdentityTexts = {
  identity_name_required: 'Introduce tu nombre',
  identity_name_too_short: 'El nombre debe tener al menos 2 caracteres',
  identity_card_id_invalid: 'Introduce un número de documento correcto',
  identity_id_type_invalid: 'Elige el tipo de documento',
  identity_front_required: 'Sube el anverso de tu documento',
  identity_back_required: 'Sube el reverso de tu documento',
  identity_hand_required: 'Sube una foto tuya sosteniendo el documento',
  identity_photo_invalid: 'No se encontró esta foto entre tus archivos, vuelve a subirla',
  identity_photo_repeated: 'Usa una foto distinta para cada cara',
  identity_pending: 'Tu verificación está en revisión, espera el resultado',
  identity_already_verified: 'Esta verificación ya está completada',
  identity_basic_required: 'Completa primero la verificación básica',
  identity_binding_required_any: 'Vincula tu correo o teléfono antes de la verificación',
  identity_binding_required: 'Se necesita vincular el correo y el teléfono para aprobar la verificación',
  identity_submitted: 'Enviado, en espera de revisión',
  fiat_trade_limit_exceeded: 'Una operación en moneda fiat está limitada a {{limit}} USDT en tu nivel de verificación',
};
