import type { SupportTexts } from './en.ts';

export const supportSpa: SupportTexts = {
  support_message_empty: 'Escribe un mensaje o adjunta una imagen',
  support_message_too_long: 'Un mensaje puede tener como máximo 500 caracteres',
  support_image_invalid: 'No se puede adjuntar esta imagen, vuelve a subirla',
  support_rate_limited: 'Estás enviando mensajes demasiado rápido, espera un momento',
  support_thread_not_found: 'Esta conversación no existe',
  support_widget_id_invalid: 'El ID del widget de chat solo puede contener letras, dígitos, - y _',
};
