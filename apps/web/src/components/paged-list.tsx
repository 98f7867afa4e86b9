// A list read a page at a time as it scrolls (orders, positions, subscriptions): its loading,
// failed and empty states and its footer, the same on every screen that lists records.
import type { ReactNode } from 'react';
import { InfiniteScroll, Skeleton } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PageOf } from '@platform/shared/envelope';
import { useTranslation } from '../lib/i18n.ts';
import { uniqueRows } from '../lib/paging.ts';
import { LoadFailed } from './load-failed.tsx';
import { StatusScreen } from './status-screen.tsx';
import styles from './paged-list.module.css';

type Props<Row extends { id: number }> = {
  query: UseInfiniteQueryResult<InfiniteData<PageOf<Row>>>;
  /** `<testId>-loading`, `-error`, `-empty`, `-end` for the states; the list is `listTestId` (by default `testId`). */
  testId: string;
  listTestId?: string;
  /** What the empty list says, and the way on (browse the products, trade now). */
  empty: { title: ReactNode; action?: ReactNode };
  children: (row: Row) => ReactNode;
  /** The screen's own spacing: around the list, and between its rows. */
  className?: string;
  rowsClassName?: string;
};

export function PagedList<Row extends { id: number }>({
  query,
  testId,
  listTestId,
  empty,
  children,
  className,
  rowsClassName,
}: Props<Row>) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <div className={`${styles.loading} ${className ?? ''}`} aria-busy="true" data-testid={`${testId}-loading`}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!query.data) return <LoadFailed testId={`${testId}-error`} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const rows = uniqueRows(query.data.pages);
  if (rows.length === 0) return <StatusScreen testId={`${testId}-empty`} title={empty.title} actions={empty.action} />;
  const loadMore = async () => {
    // Throws on failure, so InfiniteScroll shows its retry instead of asking again at once.
    await query.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };
  return (
    <div className={className}>
      <ul className={`${styles.rows} ${rowsClassName ?? ''}`} data-testid={listTestId ?? testId}>
        {rows.map((row) => (
          <li key={row.id}>{children(row)}</li>
        ))}
      </ul>
      <InfiniteScroll className={styles.footer} loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) =>
          !hasMore ? (
            <span data-testid={`${testId}-end`}>{t('noMoreData')}</span>
          ) : failed ? (
            <button type="button" className={styles.retry} onClick={() => void retry()}>
              {t('action.retry')}
            </button>
          ) : (
            <span>{t('loading')}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
