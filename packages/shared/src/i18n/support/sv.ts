import type { SupportTexts } from './en.ts';

export const supportSv: SupportTexts = {
  support_message_empty: 'Skriv ett meddelande eller bifoga en bild',
  support_message_too_long: 'Ett meddelande får vara högst 500 tecken långt',
  support_image_invalid: 'Bilden kan inte bifogas, ladda upp den igen',
  support_rate_limited: 'Du skickar meddelanden för snabbt, vänta en stund',
  support_thread_not_found: 'Konversationen finns inte',
  support_widget_id_invalid: 'Chattwidgetens id får bara innehålla bokstäver, siffror, - och _',
};
