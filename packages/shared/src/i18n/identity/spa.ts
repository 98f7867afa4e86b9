import type { IdentityTexts } from './en.ts';

export const identitySpa: IdentityTexts = {
  identity_name_required: 'Introduzca su nombre',
  identity_name_too_short: 'El nombre debe tener al menos 2 caracteres',
  identity_card_id_invalid: 'Introduzca un número de documento correcto',
  identity_id_type_invalid: 'Elija el tipo de documento',
  identity_front_required: 'Suba el anverso de su documento',
  identity_back_required: 'Suba el reverso de su documento',
  identity_hand_required: 'Suba una foto suya sosteniendo el documento',
  identity_photo_invalid: 'No se encontró esta foto entre sus archivos, vuelva a subirla',
  identity_photo_repeated: 'Use una foto distinta para cada cara',
  identity_pending: 'Su verificación está en revisión, espere el resultado',
  identity_already_verified: 'Esta verificación ya está completada',
  identity_basic_required: 'Complete primero la verificación básica',
  identity_binding_required_any: 'Vincule su correo o teléfono antes de la verificación',
  identity_binding_required: 'Se necesita vincular el correo y el teléfono para aprobar la verificación',
  identity_submitted: 'Enviado, en espera de revisión',
  fiat_trade_limit_exceeded: 'Una operación en moneda fiat está limitada a {{limit}} USDT en su nivel de verificación',
};
