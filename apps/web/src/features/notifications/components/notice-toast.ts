// The toast of a notice that just arrived over the socket, in the app's language: rendered here from
// its kind and parameters with the shared texts (the `texts` namespace), as the server renders the list.
import i18next from 'i18next';
import { Toast } from 'antd-mobile';
import { LANG_DEFAULT } from '@platform/shared/languages';
import { renderNotice } from '@platform/shared/notification-texts';
import type { TNotificationEvent } from '@platform/shared/schemas/notifications';
import { currentLang } from '../../../lib/i18n.ts';

/** Long enough to read a title of a few words; a toast never blocks the screen. */
const NOTICE_TOAST_MS = 3000;

function templateOf(key: string): string {
  const text: unknown = i18next.getResource(currentLang(), 'texts', key) ?? i18next.getResource(LANG_DEFAULT, 'texts', key);
  return typeof text === 'string' ? text : '';
}

export function showNoticeToast(event: TNotificationEvent): void {
  const { title } = renderNotice(event.kind, event.params, templateOf);
  if (title) Toast.show({ content: title, position: 'top', duration: NOTICE_TOAST_MS, maskClickable: true });
}
