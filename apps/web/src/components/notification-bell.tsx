// The bell in the home header: the way to the notifications centre, with the unread count as a
// badge. Shown to a signed-in user only (a visitor has no notices).
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { navigate } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import { unreadBadgeText, unreadNotificationsQueryOptions } from '../lib/unread-notices.ts';
import styles from './notification-bell.module.css';

export function NotificationBell() {
  const token = useSession((state) => state.token);
  if (!token) return null;
  return <SignedInBell token={token} />;
}

function SignedInBell({ token }: { token: string }) {
  const { t } = useTranslation('notifications');
  const unread = useQuery(unreadNotificationsQueryOptions(token));
  const count = unread.data ?? 0;
  return (
    <button
      type="button"
      className={styles.bell}
      onClick={() => navigate(PATHS.notifications)}
      aria-label={count > 0 ? t('bell.unread', { count }) : t('bell.label')}
      data-testid="notification-bell"
    >
      <Badge content={count > 0 ? unreadBadgeText(count) : null} className={styles.badge}>
        <BellOutline />
      </Badge>
    </button>
  );
}
