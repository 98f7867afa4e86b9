// The limits of the user's verification tier (SPEC.md section 6) and what the next tier gives.
import { VERIFICATION_TIER_LIMITS } from '@platform/shared/constants';
import { formatAmount } from '@platform/shared/format';
import { nextTierOf, type TVerificationTier } from '@platform/shared/schemas/identity';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../identity.module.css';

function Limits({ tier, testId }: { tier: TVerificationTier | null; testId: string }) {
  const { t } = useTranslation('identity');
  const limits = tier ? VERIFICATION_TIER_LIMITS[tier] : null;
  return (
    <dl className={styles.limits}>
      <dt>{t('tier.withdrawal')}</dt>
      <dd data-testid={`${testId}-withdrawal`}>
        {limits ? t('tier.btc', { amount: formatAmount(limits.withdrawal24hBtc, 0) }) : t('tier.notAllowed')}
      </dd>
      <dt>{t('tier.fiatTrade')}</dt>
      <dd data-testid={`${testId}-fiat`}>
        {limits ? t('tier.usdt', { amount: formatAmount(limits.fiatTradeSingleUsdt, 0) }) : t('tier.notAllowed')}
      </dd>
    </dl>
  );
}

export function TierCard({ tier }: { tier: TVerificationTier | null }) {
  const { t } = useTranslation('identity');
  const next = nextTierOf(tier);
  return (
    <section className={styles.card} data-testid="real-tier" data-tier={tier ?? 'none'}>
      <div className={styles.cardHead}>
        <span>{t('tier.title')}</span>
        <span className={styles.badge} data-testid="real-tier-name">
          {t(`tier.${tier ?? 'none'}`)}
        </span>
      </div>
      <Limits tier={tier} testId="real-tier" />
      <div className={styles.next}>
        {next ? (
          <>
            <p className={styles.nextTitle}>{t('tier.next', { tier: t(`tier.${next}`) })}</p>
            <Limits tier={next} testId="real-next-tier" />
          </>
        ) : (
          <p className={styles.nextTitle}>{t('tier.top')}</p>
        )}
      </div>
    </section>
  );
}
