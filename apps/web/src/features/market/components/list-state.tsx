import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import styles from './market.module.css';

type Props = { icon?: ReactNode; title: ReactNode; hint?: ReactNode; action?: { label: string; onClick: () => void }; testId?: string };

/** The empty, error and logged-out states of a list. */
export function ListState({ icon, title, hint, action, testId }: Props) {
  return (
    <div className={styles.state} data-testid={testId}>
      {icon ? <div className={styles.stateIcon}>{icon}</div> : null}
      <div className={styles.stateTitle}>{title}</div>
      {hint ? <div>{hint}</div> : null}
      {action ? (
        <Button color="primary" fill="outline" size="small" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
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
