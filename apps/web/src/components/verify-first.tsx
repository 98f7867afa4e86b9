// Verify first: a screen whose action needs a verified identity (a withdrawal, a fiat deposit)
// says so before it collects anything, why, and leads to the verification screen. Under review,
// the form may be prepared, and a banner says it can be sent once the review approves it.
import { Button } from 'antd-mobile';
import { ClockCircleOutline, RightOutline, UserContactOutline } from 'antd-mobile-icons';
import { navigate } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';
import { StatusScreen } from './status-screen.tsx';
import styles from './verify-first.module.css';

/** The gated actions, each with its reason (the gate list of apps/server/src/auth/verification-gate.ts). */
export type GatedAction = 'withdrawal' | 'fiat';

/** In place of the form: what is needed, why, and the way to it. `failed`: the last submission was refused. */
export function VerifyFirst({ action, failed = false }: { action: GatedAction; failed?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId="verify-first"
      icon={<UserContactOutline />}
      title={failed ? t('verifyFirst.failedTitle') : t('verifyFirst.title')}
      body={t(`verifyFirst.why.${action}`)}
      actions={
        <Button color="primary" block onClick={() => navigate(PATHS.realName)} data-testid="verify-first-go">
          {failed ? t('verifyFirst.retry') : t('verifyFirst.go')}
        </Button>
      }
    />
  );
}

/** Above a form that may be prepared while the verification is under review. */
export function VerificationPendingBanner({ action }: { action: GatedAction }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={styles.banner} onClick={() => navigate(PATHS.realName)} data-testid="verify-pending">
      <ClockCircleOutline className={styles.icon} />
      <span className={styles.text}>{t(`verifyFirst.pending.${action}`)}</span>
      <RightOutline className={styles.icon} />
    </button>
  );
}
