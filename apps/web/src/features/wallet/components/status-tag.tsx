// The state of a deposit or withdrawal (SPEC.md section 4): under review, audit failed, success.
import { COLOR_DOWN, COLOR_UP } from '@platform/shared/constants';
import { useTranslation } from '../../../lib/i18n.ts';
import type { RecordStatus } from '../api/types.ts';
import styles from './wallet.module.css';

const STATUS_COLOR: Record<RecordStatus, string> = { review: '#faad14', rejected: COLOR_DOWN, success: COLOR_UP };

export function StatusTag({ status, testId }: { status: RecordStatus; testId?: string }) {
  const { t } = useTranslation('wallet');
  const color = STATUS_COLOR[status] ?? STATUS_COLOR.review;
  return (
    <span className={styles.statusTag} style={{ color, borderColor: color }} data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
