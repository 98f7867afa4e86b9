// The 24 h withdrawal limit of the user's verification tier (SPEC.md section 6), in BTC.
import { ProgressBar } from 'antd-mobile';
import { isDecimal, toAtoms } from '@platform/shared/money';
import type { TWithdrawInfo } from '@platform/shared/schemas/withdraw';
import { formatCoinExact } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../withdraw.module.css';

/** How much of the limit is used, 0-100; a display ratio, never an amount. */
function usedPercent(used: string, limit: string): number {
  if (!isDecimal(used) || !isDecimal(limit) || toAtoms(limit) <= 0n) return 0;
  return Math.min(100, Number((toAtoms(used) * 100n) / toAtoms(limit)));
}

export function LimitCard({ info }: { info: TWithdrawInfo }) {
  const { t } = useTranslation('withdraw');
  return (
    <section className={styles.card} data-testid="withdraw-limit">
      <div className={styles.cardHead}>
        <span>{t('limit.title')}</span>
        <span className={styles.tier}>{t(`limit.tier.${info.tier ?? 'none'}`)}</span>
      </div>
      <ProgressBar percent={usedPercent(info.used_24h_btc, info.limit_24h_btc)} className={styles.limitBar} />
      <dl className={styles.lines}>
        <div>
          <dt>{t('limit.used')}</dt>
          <dd>{t('limit.ofLimit', { used: formatCoinExact(info.used_24h_btc), limit: formatCoinExact(info.limit_24h_btc) })}</dd>
        </div>
        <div>
          <dt>{t('limit.remaining')}</dt>
          <dd data-testid="withdraw-limit-remaining">{t('limit.btc', { amount: formatCoinExact(info.remaining_24h_btc) })}</dd>
        </div>
      </dl>
    </section>
  );
}
