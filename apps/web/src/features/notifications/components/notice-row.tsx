// One notice in the list: the unread dot and bold title until it is read, the body, the time (New
// York, as every date of the app), and an arrow when it leads to the record it is about.
import { RightOutline } from 'antd-mobile-icons';
import { formatDateTime } from '@platform/shared/format';
import type { TNotification } from '@platform/shared/schemas/notifications';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './notices.module.css';

export function NoticeRow({ notice, onOpen }: { notice: TNotification; onOpen: (notice: TNotification) => void }) {
  const { t } = useTranslation('notifications');
  return (
    <button
      type="button"
      className={`${styles.row} ${notice.read ? '' : styles.unread}`}
      onClick={() => onOpen(notice)}
      data-testid={`notice-${notice.id}`}
      data-read={notice.read}
    >
      <span className={styles.dot} aria-label={notice.read ? undefined : t('unreadDot')} role={notice.read ? undefined : 'img'} />
      <span className={styles.main}>
        <span className={styles.title}>{notice.title}</span>
        {notice.body ? <span className={styles.body}>{notice.body}</span> : null}
        <time className={styles.time} dateTime={new Date(notice.created_at).toISOString()}>
          {formatDateTime(notice.created_at)}
        </time>
      </span>
      {notice.link ? <RightOutline className={styles.arrow} aria-hidden /> : null}
    </button>
  );
}
