import type { SupportTexts } from './en.ts';

export const supportIt: SupportTexts = {
  support_message_empty: 'Scrivi un messaggio o allega un’immagine',
  support_message_too_long: 'Un messaggio può contenere al massimo 500 caratteri',
  support_image_invalid: 'Impossibile allegare questa immagine, caricala di nuovo',
  support_rate_limited: 'Stai inviando messaggi troppo velocemente, attendi un momento',
  support_thread_not_found: 'Questa conversazione non esiste',
  support_widget_id_invalid: 'L’ID del widget di chat può contenere solo lettere, cifre, - e _',
};
