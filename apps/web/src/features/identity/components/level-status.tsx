// Where one verification level stands (SPEC.md section 4): not verified, under review, verified, or
// failed with the reviewer's reason.
import type { ReactNode } from 'react';
import { CheckCircleFill, ClockCircleOutline, CloseCircleFill, UserContactOutline } from 'antd-mobile-icons';
import type { TRealLevelState } from '@platform/shared/schemas/identity';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../identity.module.css';

type State = TRealLevelState['state'];

const ICONS: Record<State, ReactNode> = {
  unverified: <UserContactOutline />,
  pending: <ClockCircleOutline />,
  verified: <CheckCircleFill />,
  failed: <CloseCircleFill />,
};

export function LevelStatus({ title, state, body, testId }: { title: ReactNode; state: State; body?: ReactNode; testId: string }) {
  const { t } = useTranslation('identity');
  return (
    <section className={styles.card} data-testid={testId} data-state={state}>
      <div className={styles.cardHead}>
        <span>{title}</span>
        <span className={`${styles.badge} ${styles[state]}`} data-testid={`${testId}-state`}>
          {t(`state.${state}`)}
        </span>
      </div>
      <div className={styles.status}>
        <span className={`${styles.statusIcon} ${styles[state]}`} aria-hidden="true">
          {ICONS[state]}
        </span>
        <div className={styles.statusText}>
          <span className={styles.statusBody}>{body ?? t(`status.${state}`)}</span>
        </div>
      </div>
    </section>
  );
}
