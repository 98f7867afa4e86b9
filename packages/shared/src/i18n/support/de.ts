import type { SupportTexts } from './en.ts';

export const supportDe: SupportTexts = {
  support_message_empty: 'Bitte schreiben Sie eine Nachricht oder hängen Sie ein Bild an',
  support_message_too_long: 'Eine Nachricht darf höchstens 500 Zeichen lang sein',
  support_image_invalid: 'Dieses Bild kann nicht angehängt werden, bitte laden Sie es erneut hoch',
  support_rate_limited: 'Sie senden Nachrichten zu schnell, bitte warten Sie einen Moment',
  support_thread_not_found: 'Dieses Gespräch existiert nicht',
  support_widget_id_invalid: 'Die Chat-Widget-ID darf nur Buchstaben, Ziffern, - und _ enthalten',
};
