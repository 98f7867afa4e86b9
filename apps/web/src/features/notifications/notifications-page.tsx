// The notifications centre (/pages/setting/messages, our own path): the user's system notices,
// newest first, all or unread only. Tapping a notice marks it read and opens what it is about; the
// list and the badges follow new notices live (components/notice-listener.tsx).
import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_FILTERS, type NotificationFilter, type TNotification } from '@platform/shared/schemas/notifications';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useReadAllNotices, useReadNotice } from './api/notices.ts';
import { unreadNotificationsQueryOptions } from '../../lib/unread-notices.ts';
import { NoticeList } from './components/notice-list.tsx';
import styles from './components/notices.module.css';
import { routeOfNotice } from './utils/notice-route.ts';

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  // RequireLogin guards the route: the token is there.
  const token = useSession((state) => state.token) ?? '';
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const unread = useQuery(unreadNotificationsQueryOptions(token));
  const readNotice = useReadNotice(token);
  const readAll = useReadAllNotices(token);

  const open = (notice: TNotification) => {
    if (!notice.read) readNotice.mutate(notice.id);
    const route = routeOfNotice(notice.link);
    if (route) navigate(route);
  };

  const unreadCount = unread.data ?? 0;
  return (
    <div className="stack-page" data-testid="notifications-page">
      <PageNavBar
        title={t('title')}
        right={
          <button
            type="button"
            className={styles.readAll}
            disabled={unreadCount === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
            data-testid="notices-read-all"
          >
            {t('readAll')}
          </button>
        }
      />
      <Tabs
        className={styles.tabs}
        activeKey={filter}
        onChange={(key) => setFilter(key === 'unread' ? 'unread' : 'all')}
        data-testid="notices-tabs"
      >
        {NOTIFICATION_FILTERS.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <span data-testid={`notices-tab-${key}`}>
                {key === 'unread' && unreadCount > 0 ? t('tabs.unreadCount', { count: unreadCount }) : t(`tabs.${key}`)}
              </span>
            }
          />
        ))}
      </Tabs>
      <NoticeList key={filter} token={token} filter={filter} onOpen={open} />
    </div>
  );
}
