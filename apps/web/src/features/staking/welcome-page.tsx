// How staking works (/pages/lockming/welcome): choose, stake, earn daily, get the principal back,
// the SPEC's worked example, and what an early redemption costs.
import { Button } from 'antd-mobile';
import { STAKING_PENALTY_PERCENT } from '@platform/shared/staking-rules';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import styles from '../../components/earn.module.css';

const STEPS = [1, 2, 3, 4] as const;

export default function WelcomePage() {
  const { t } = useTranslation('staking');
  return (
    <div className={`stack-page ${styles.page}`} data-testid="staking-welcome">
      <PageNavBar title={t('welcome.title')} />
      <h1 className={styles.heading}>{t('welcome.heading')}</h1>
      <section className={styles.card}>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h2 className={styles.stepTitle}>{t(`welcome.step${step}Title`)}</h2>
              <p className={styles.stepBody}>{t(`welcome.step${step}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card}>
        <h2 className={styles.stepTitle}>{t('welcome.exampleTitle')}</h2>
        <p className={styles.stepBody}>{t('welcome.example')}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.stepTitle}>{t('welcome.earlyTitle')}</h2>
        <p className={styles.stepBody}>{t('welcome.early', { rate: STAKING_PENALTY_PERCENT })}</p>
      </section>
      <div className={styles.submit}>
        <Button block color="primary" onClick={() => navigate(PATHS.lockming)}>
          {t('welcome.start')}
        </Button>
      </div>
    </div>
  );
}
