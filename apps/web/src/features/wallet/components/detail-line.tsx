// One "label  value" line inside a record.
import type { ReactNode } from 'react';
import styles from './wallet.module.css';

export function DetailLine({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <span className={styles.recordLine}>
      <span className={styles.detailLabel}>{label}</span>
      <span className={styles.recordLineValue} data-testid={testId}>
        {value}
      </span>
    </span>
  );
}
