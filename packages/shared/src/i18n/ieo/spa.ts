import type { IeoTexts } from './en.ts';

export const ieoSpa: IeoTexts = {
  ieo_project_not_found: 'Este proyecto IEO no existe',
  ieo_state_invalid: 'Elige un estado de proyecto válido',
  ieo_project_closed: 'Este proyecto está cerrado',
  ieo_not_started: 'La suscripción a este proyecto aún no está abierta',
  ieo_ended: 'La suscripción a este proyecto ha terminado',
  ieo_below_minimum: 'La suscripción mínima es de {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'Puedes suscribir como máximo {{remaining}} {{symbol}} más en este proyecto',
  ieo_pay_currency_unknown: 'Este proyecto no acepta pagos en esa moneda',
  ieo_price_mismatch: 'El precio no coincide con el del proyecto en esa moneda',
  ieo_amount_too_precise: '{{symbol}} admite como máximo {{decimals}} decimales',
  ieo_project_invalid: 'Revisa la configuración del proyecto: nombre, símbolo, cantidades, precios y fechas',
  ieo_symbol_taken: 'Ya existe una moneda con este símbolo',
  ieo_project_locked:
    'Los precios, el tope y los límites no se pueden cambiar una vez que alguien se ha suscrito, y nada se puede cambiar después de la asignación',
};
