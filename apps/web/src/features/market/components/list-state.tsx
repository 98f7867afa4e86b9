import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { StatusScreen } from '../../../components/status-screen.tsx';
import styles from './market.module.css';

type Props = { icon?: ReactNode; title: ReactNode; hint?: ReactNode; action?: { label: string; onClick: () => void }; testId?: string };

/** The empty, error and logged-out states of a list, in the app's status-screen look. */
export function ListState({ icon, title, hint, action, testId }: Props) {
  return (
    <StatusScreen
      testId={testId}
      icon={icon}
      title={title}
      body={hint}
      actions={
        action ? (
          <Button color="primary" block onClick={action.onClick}>
            {action.label}
          </Button>
        ) : undefined
      }
    />
  );
}

const SKELETON_ROWS = 8;

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = SKELETON_ROWS }: { rows?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <span />
          <Skeleton animated className={styles.skeletonLine} />
          <Skeleton animated className={styles.skeletonLine} />
          <Skeleton animated className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}
