// Loading, failure and empty states of the contract screens.
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { ExclamationCircleOutline, FileOutline } from 'antd-mobile-icons';
import { StatusScreen } from '../../../components/status-screen.tsx';
import styles from '../contract.module.css';

const SKELETON_ROWS = 3;

export function CardsSkeleton({ rows = SKELETON_ROWS, testId }: { rows?: number; testId?: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} animated className={styles.skeletonCard} />
      ))}
    </div>
  );
}

export { LoadFailed } from '../../../components/load-failed.tsx';

/** The server refused (a market without contracts): say why and offer a way on, not a retry. */
export function Refused({
  title,
  action,
  onAction,
  testId,
}: {
  title: ReactNode;
  action: ReactNode;
  onAction: () => void;
  testId: string;
}) {
  return (
    <StatusScreen
      testId={testId}
      icon={<ExclamationCircleOutline />}
      title={title}
      actions={
        <Button color="primary" block onClick={onAction} data-testid={`${testId}-action`}>
          {action}
        </Button>
      }
    />
  );
}

export function EmptyList({ title, testId }: { title: ReactNode; testId: string }) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <FileOutline className={styles.emptyIcon} />
      <span>{title}</span>
    </div>
  );
}
