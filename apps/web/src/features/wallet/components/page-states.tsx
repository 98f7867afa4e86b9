// The loading, failure and empty states the wallet's screens share, and the footer of a list that
// loads more as it scrolls.
import type { ReactNode } from 'react';
import { DotLoading, Skeleton } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './wallet.module.css';

const SKELETON_ROWS = 5;

/** Placeholder rows while a list or a card loads. */
export function RowsSkeleton({ rows = SKELETON_ROWS, testId }: { rows?: number; testId?: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton animated className={styles.skeletonCircle} />
          <div className={styles.skeletonLines}>
            <Skeleton animated className={styles.skeletonLine} />
            <Skeleton animated className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

export { LoadFailed } from '../../../components/load-failed.tsx';

export function EmptyState({ title, hint, testId, action }: { title: ReactNode; hint?: ReactNode; testId: string; action?: ReactNode }) {
  return <StatusScreen testId={testId} icon={<FileOutline />} title={title} body={hint} actions={action} />;
}

/** The end of an infinite list: loading, a retry after a failed page, or 'No more data'. */
export function ListFooter({ hasMore, failed, retry, testId }: { hasMore: boolean; failed: boolean; retry: () => void; testId: string }) {
  const { t } = useTranslation('wallet');
  if (!hasMore) return <span data-testid={`${testId}-end`}>{t('state.noMoreData')}</span>;
  if (failed) {
    return (
      <span>
        {t('state.moreFailed')}
        <button type="button" className={styles.footerRetry} onClick={retry} data-testid={`${testId}-more-retry`}>
          {t('state.retry')}
        </button>
      </span>
    );
  }
  return (
    <span>
      {t('state.loading')} <DotLoading />
    </span>
  );
}
