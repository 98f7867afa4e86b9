// Deposit rules (/pages/fund/rule, SPEC.md section 9): the minimum (1 USDT, or the coin's own), that
// smaller deposits are neither credited nor returned, 10 network confirmations, the voucher and
// the review; then each coin's minimum.
import { DEPOSIT_CONFIRMATIONS, DEPOSIT_MINIMUM_USDT } from '@platform/shared/constants';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useUserCoins } from './api/coins.ts';
import { LoadFailed, RowsSkeleton } from './components/page-states.tsx';
import styles from './components/wallet.module.css';

export default function DepositRulePage() {
  const { t } = useTranslation('wallet');
  const coins = useUserCoins();
  return (
    <div className="stack-page">
      <PageNavBar title={t('rules.title')} />
      <section className={styles.card}>
        <ol className={styles.rules} data-testid="deposit-rule-list">
          <li>{t('rules.minimum', { minimum: DEPOSIT_MINIMUM_USDT, coin: 'USDT' })}</li>
          <li>{t('rules.belowMinimum')}</li>
          <li>{t('rules.confirmations', { confirmations: DEPOSIT_CONFIRMATIONS })}</li>
          <li>{t('rules.sameNetwork')}</li>
          <li>{t('rules.voucher')}</li>
          <li>{t('rules.review')}</li>
        </ol>
      </section>
      <h2 className={styles.sectionTitle}>{t('rules.minimums')}</h2>
      {coins.isPending ? (
        <RowsSkeleton rows={3} />
      ) : !coins.data ? (
        <LoadFailed testId="deposit-rule-error" retrying={coins.isFetching} onRetry={() => void coins.refetch()} />
      ) : (
        <ul className={styles.table} data-testid="deposit-minimums">
          {coins.data.map((coin) => (
            <li key={coin.id} className={styles.tableRow}>
              <span>
                {coin.name}
                <span className={styles.subText}>{coin.networks.join(' · ')}</span>
              </span>
              <span className={styles.figure}>
                {formatCoin(coin.deposit_min, coin.name)} {coin.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
