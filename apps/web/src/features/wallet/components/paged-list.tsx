// A record list read a page at a time as it scrolls, with its loading, failure and empty states.
import type { ReactNode } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PageOf } from '@platform/shared/envelope';
import { uniqueRows } from '../../../lib/paging.ts';
import { EmptyState, ListFooter, LoadFailed, RowsSkeleton } from './page-states.tsx';
import styles from './wallet.module.css';

type Props<T> = {
  query: UseInfiniteQueryResult<InfiniteData<PageOf<T>>>;
  renderRow: (row: T) => ReactNode;
  /** The list's test id; its states are `<testId>-loading`, `-error`, `-empty`, `-end`. */
  testId: string;
  emptyTitle: ReactNode;
  emptyHint?: ReactNode;
};

export function PagedList<T extends { id: number }>({ query, renderRow, testId, emptyTitle, emptyHint }: Props<T>) {
  if (query.isPending) return <RowsSkeleton testId={`${testId}-loading`} />;
  if (!query.data) return <LoadFailed testId={`${testId}-error`} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  const rows = uniqueRows(query.data.pages);
  if (rows.length === 0) return <EmptyState testId={`${testId}-empty`} title={emptyTitle} hint={emptyHint} />;

  const loadMore = async () => {
    // Throws on failure, so InfiniteScroll shows its retry instead of asking again at once.
    await query.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };
  return (
    <>
      <ul className={styles.recordList} data-testid={testId}>
        {rows.map((row) => (
          <li key={row.id}>{renderRow(row)}</li>
        ))}
      </ul>
      <InfiniteScroll className={styles.listFooter} loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} testId={testId} />}
      </InfiniteScroll>
    </>
  );
}
