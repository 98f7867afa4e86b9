// The notices of one tab, read a page at a time as the list scrolls, with its loading skeleton,
// failure with retry, empty state and 'No more data' at the end.
import { DotLoading, InfiniteScroll, Skeleton } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationFilter, TNotification } from '@platform/shared/schemas/notifications';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { uniqueRows } from '../../../lib/paging.ts';
import { noticesQueryOptions } from '../api/notices.ts';
import { NoticeRow } from './notice-row.tsx';
import styles from './notices.module.css';

const SKELETON_ROWS = 6;

function NoticesSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="notices-loading">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton animated className={styles.skeletonTitle} />
          <Skeleton animated className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}

function ListFooter({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation('common');
  if (!hasMore) return <span data-testid="notices-end">{tc('noMoreData')}</span>;
  if (failed) {
    return (
      <span>
        {t('moreFailed')}
        <button type="button" className={styles.footerRetry} onClick={retry} data-testid="notices-more-retry">
          {tc('action.retry')}
        </button>
      </span>
    );
  }
  return (
    <span>
      {tc('loading')} <DotLoading />
    </span>
  );
}

export function NoticeList({
  token,
  filter,
  onOpen,
}: {
  token: string;
  filter: NotificationFilter;
  onOpen: (notice: TNotification) => void;
}) {
  const { t } = useTranslation('notifications');
  const query = useInfiniteQuery(noticesQueryOptions(token, filter));

  if (query.isPending) return <NoticesSkeleton />;
  if (!query.data) {
    return <LoadFailed testId="notices-error" title={t('loadFailed')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const notices = uniqueRows(query.data.pages);
  if (notices.length === 0) {
    return (
      <StatusScreen
        testId="notices-empty"
        icon={<BellOutline />}
        title={filter === 'unread' ? t('empty.unreadTitle') : t('empty.allTitle')}
        body={filter === 'unread' ? t('empty.unreadHint') : t('empty.allHint')}
      />
    );
  }

  const loadMore = async () => {
    // Throws on failure, so InfiniteScroll shows the retry instead of asking again at once.
    await query.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };
  return (
    <>
      <ul className={styles.list} data-testid="notices">
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeRow notice={notice} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <InfiniteScroll className={styles.footer} loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} />}
      </InfiniteScroll>
    </>
  );
}
