import type { SupportTexts } from './en.ts';

export const supportFra: SupportTexts = {
  support_message_empty: 'Veuillez écrire un message ou joindre une image',
  support_message_too_long: 'Un message peut contenir au maximum 500 caractères',
  support_image_invalid: 'Cette image ne peut pas être jointe, veuillez la téléverser à nouveau',
  support_rate_limited: 'Vous envoyez des messages trop vite, veuillez patienter un instant',
  support_thread_not_found: 'Cette conversation n’existe pas',
  support_widget_id_invalid: 'L’identifiant du widget de chat ne peut contenir que des lettres, des chiffres, - et _',
};
