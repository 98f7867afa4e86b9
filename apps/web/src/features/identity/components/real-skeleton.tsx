// The verification screens while real/state loads: the shapes of the status and limits cards.
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../identity.module.css';

export function RealSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t('loading')} data-testid="real-loading">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={3} animated />
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}
