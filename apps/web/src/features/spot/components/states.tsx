// The loading, failure and empty states of the spot lists.
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, FileOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './spot.module.css';

export function ListSkeleton({ rows = 3, testId }: { rows?: number; testId: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} animated />
      ))}
    </div>
  );
}

export function ListFailed({ onRetry, retrying, testId }: { onRetry: () => void; retrying: boolean; testId: string }) {
  const { t } = useTranslation('spot');
  return (
    <div className={styles.state} data-testid={testId}>
      <ExclamationCircleOutline className={styles.stateIcon} />
      <span>{t('state.loadFailed')}</span>
      <Button size="small" fill="outline" color="primary" loading={retrying} onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

export function ListEmpty({ title, action, testId }: { title: ReactNode; action?: ReactNode; testId: string }) {
  return (
    <div className={styles.state} data-testid={testId}>
      <FileOutline className={styles.stateIcon} />
      <span>{title}</span>
      {action}
    </div>
  );
}
