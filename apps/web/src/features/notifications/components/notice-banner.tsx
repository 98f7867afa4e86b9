// The banner of a notice that just arrived over the socket, at the top of the screen, in the app's
// language (rendered from its kind and parameters with the shared texts, as the server renders the
// list). It is not an antd-mobile Toast: that is one toast at a time, and a notice arriving
// just after "Bought 0.001 BTC" would replace the answer to what the user did.
import { useEffect } from 'react';
import i18next from 'i18next';
import { LANG_DEFAULT } from '@platform/shared/languages';
import { renderNotice } from '@platform/shared/notification-texts';
import type { TNotificationEvent } from '@platform/shared/schemas/notifications';
import { navigate } from '../../../lib/hash-location.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { routeOfNotice } from '../utils/notice-route.ts';
import styles from './notices.module.css';

/** Long enough to read a title of a few words. */
export const NOTICE_BANNER_MS = 3000;

function templateOf(key: string): string {
  const text: unknown = i18next.getResource(currentLang(), 'texts', key) ?? i18next.getResource(LANG_DEFAULT, 'texts', key);
  return typeof text === 'string' ? text : '';
}

export function NoticeBanner({ event, onClose }: { event: TNotificationEvent; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, NOTICE_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [event, onClose]);
  const { title } = renderNotice(event.kind, event.params, templateOf);
  if (!title) return null;
  const open = () => {
    onClose();
    const route = routeOfNotice(event.link);
    if (route) navigate(route);
  };
  return (
    <button type="button" className={styles.banner} role="status" onClick={open} data-testid="notice-banner">
      {title}
    </button>
  );
}
