// Staking products (/pages/lockming/lockming): each with its term, daily rate, APR and APY side by
// side, minimum amount and remaining quota; signed in, the user's staking summary on top.
import { Button, Skeleton } from 'antd-mobile';
import type { TStakingProduct } from '@platform/shared/schemas/staking';
import { formatDateTime } from '@platform/shared/format';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { requireLogin, useSession } from '../../lib/session.ts';
import { useMining, useStakingLiveUpdates, useStakingProducts } from './api/staking.ts';
import { Rates, Row } from './components/rates.tsx';
import styles from '../../components/earn.module.css';

export default function LockmingPage() {
  const { t } = useTranslation('staking');
  const signedIn = useSession((state) => state.token !== null);
  useStakingLiveUpdates();
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar
        title={t('title')}
        right={
          <button
            type="button"
            className={styles.link}
            onClick={() => requireLogin() && navigate(PATHS.lockmingOrder)}
            data-testid="staking-my-orders"
          >
            {t('myOrders')}
          </button>
        }
      />
      <div className={styles.intro}>
        <p className={styles.introText}>{t('intro')}</p>
        <button type="button" className={styles.link} onClick={() => navigate(PATHS.lockmingWelcome)}>
          {t('howItWorks')}
        </button>
      </div>
      {signedIn ? <Summary /> : null}
      <Products />
    </div>
  );
}

function Summary() {
  const { t } = useTranslation('staking');
  const summary = useMining();
  const coins = summary.data?.coins.filter((coin) => coin.holding_count > 0 || coin.total_income !== '0') ?? [];
  if (coins.length === 0) return null;
  return (
    <section className={styles.summary} data-testid="staking-summary">
      <h2 className={styles.summaryTitle}>{t('summary.title')}</h2>
      <div className={`${styles.summaryGrid} ${styles.label}`}>
        <span>{t('summary.holding')}</span>
        <span>{t('summary.today')}</span>
        <span>{t('summary.total')}</span>
      </div>
      {coins.map((coin) => (
        <div key={coin.currency_id} className={styles.summaryGrid}>
          <span>
            {formatCoin(coin.holding, coin.currency_name)} {coin.currency_name}
          </span>
          <span className={styles.up}>+{formatCoin(coin.today_income, coin.currency_name)}</span>
          <span className={styles.up}>+{formatCoin(coin.total_income, coin.currency_name)}</span>
        </div>
      ))}
    </section>
  );
}

function Products() {
  const { t } = useTranslation('staking');
  const products = useStakingProducts();
  if (products.isPending) {
    return (
      <div className={styles.card} aria-busy="true" data-testid="staking-products-loading">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (!products.data) {
    return <LoadFailed testId="staking-products-error" onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  }
  if (products.data.length === 0) return <StatusScreen testId="staking-products-empty" title={t('state.empty')} />;
  return (
    <ul className={styles.list} data-testid="staking-products">
      {products.data.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product }: { product: TStakingProduct }) {
  const { t } = useTranslation('staking');
  const coin = product.currency_name;
  const amount = (value: string) => `${formatCoin(value, coin)} ${coin}`;
  const open = product.state === 'open';
  const buttonText =
    product.state === 'sold_out'
      ? t('product.soldOut')
      : product.state === 'upcoming'
        ? t('product.upcoming', { time: formatDateTime(product.start_time) })
        : product.state === 'closed'
          ? t('product.closed')
          : t('product.stake');
  return (
    <article className={styles.card} data-testid={`staking-product-${product.id}`}>
      <div className={styles.cardHead}>
        <span className={styles.coin}>
          {coin}
          <span className={styles.period}>{t('product.period', { days: product.period_days })}</span>
        </span>
      </div>
      <Rates daily={product.daily_rate} apr={product.apr} apy={product.apy} />
      <dl className={styles.rows}>
        <Row label={t('product.minAmount')} value={amount(product.min_amount)} />
        <Row label={t('product.perUser')} value={product.max_per_user === null ? t('product.noLimit') : amount(product.max_per_user)} />
        {product.remaining !== null ? <Row label={t('product.remaining')} value={amount(product.remaining)} /> : null}
      </dl>
      <Button
        className={styles.action}
        block
        color="primary"
        disabled={!open}
        onClick={() => navigate(`${PATHS.lockmingBuy}?id=${product.id}`)}
        data-testid={`staking-stake-${product.id}`}
      >
        {buttonText}
      </Button>
    </article>
  );
}
