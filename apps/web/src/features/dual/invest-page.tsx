// Dual investment (/pages/invest/invest): the products of a coin (BTC, ETH) as "sell high" (call,
// invest the coin) or "buy low" (put, invest USDT), each with its target price, APR, term and
// settlement time; a product opens its purchase screen. Coin and type live in the query.
import { Skeleton, Tabs } from 'antd-mobile';
import { formatDateTime, formatPrice, formatRate } from '@platform/shared/format';
import type { DualTypeName } from '@platform/shared/dual-rules';
import type { TDualProduct } from '@platform/shared/schemas/dual';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useDualProducts } from './api/dual.ts';
import { DualNavLinks } from './components/nav-links.tsx';
import styles from './components/dual.module.css';

const COINS = [
  { id: 1, name: 'BTC' },
  { id: 2, name: 'ETH' },
] as const;

function readParams(search: string): { coinId: number; type: DualTypeName } {
  const params = new URLSearchParams(search);
  const coinId = COINS.find((coin) => String(coin.id) === params.get('currency_id'))?.id ?? COINS[0].id;
  return { coinId, type: params.get('type') === 'put' ? 'put' : 'call' };
}

const listPath = (coinId: number, type: DualTypeName) => `${PATHS.invest}?currency_id=${coinId}&type=${type}`;
export const purchasePath = (id: number) => `${PATHS.investPurchase}?id=${id}`;

export default function InvestPage() {
  const { t } = useTranslation('dual');
  const { coinId, type } = readParams(useHashSearch());
  const coin = COINS.find((candidate) => candidate.id === coinId) ?? COINS[0];
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar title={t('title')} right={<DualNavLinks />} />
      <Tabs
        activeKey={String(coinId)}
        onChange={(key) => navigate(listPath(Number(key), type), { replace: true })}
        data-testid="dual-coins"
      >
        {COINS.map((candidate) => (
          <Tabs.Tab key={candidate.id} title={candidate.name} />
        ))}
      </Tabs>
      <div className={styles.typeSwitch} role="tablist">
        {(['call', 'put'] as const).map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={candidate === type}
            className={`${styles.typeButton} ${candidate === type ? styles.typeActive : ''}`}
            onClick={() => navigate(listPath(coinId, candidate), { replace: true })}
            data-testid={`dual-type-${candidate}`}
          >
            {t(`type.${candidate}`)}
            <small>{t(`typeHint.${candidate}`, { coin: coin.name })}</small>
          </button>
        ))}
      </div>
      <p className={styles.intro}>{t(`intro.${type}`, { coin: coin.name })}</p>
      <ProductList coinId={coinId} type={type} />
    </div>
  );
}

function ProductList({ coinId, type }: { coinId: number; type: DualTypeName }) {
  const { t } = useTranslation('dual');
  const query = useDualProducts(coinId, type);
  if (query.isPending) {
    return (
      <div className={styles.list} aria-busy="true" data-testid="dual-products-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (!query.data) {
    return (
      <StatusScreen
        testId="dual-products-error"
        title={t('state.loadFailed')}
        body={t('state.checkConnection')}
        actions={
          <button type="button" className={styles.navLink} onClick={() => void query.refetch()}>
            {t('state.retry')}
          </button>
        }
      />
    );
  }
  const products = query.data;
  if (products.length === 0) {
    return <StatusScreen testId="dual-products-empty" title={t('state.noProducts')} body={t('state.noProductsBody')} />;
  }
  const lastPrice = products[0]?.last_price;
  return (
    <>
      {lastPrice ? (
        <div className={styles.priceLine}>
          <span>{t('lastPrice', { symbol: products[0]?.symbol })}</span>
          <strong data-testid="dual-last-price">{formatPrice(lastPrice)}</strong>
        </div>
      ) : null}
      <ul className={styles.list} data-testid="dual-products">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ProductCard({ product }: { product: TDualProduct }) {
  const { t } = useTranslation('dual');
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigate(purchasePath(product.id))}
      data-testid={`dual-product-${product.id}`}
    >
      <div className={styles.cardTop}>
        <div>
          <div className={styles.label}>{t('field.target')}</div>
          <strong>{formatPrice(product.target_price)} USDT</strong>
        </div>
        <div style={{ textAlign: 'right' }}>
          <div className={styles.label}>{t('field.apr')}</div>
          <span className={styles.apr}>{formatRate(product.apr, 2, 2)}</span>
        </div>
      </div>
      <dl className={styles.grid}>
        <div>
          <dt>{t('field.term')}</dt>
          <dd>{product.term_days}</dd>
        </div>
        <div>
          <dt>{t('field.settleAt')}</dt>
          <dd>{formatDateTime(product.settle_at)}</dd>
        </div>
        <div>
          <dt>{t('field.unit')}</dt>
          <dd>
            {product.unit} {product.invest_currency}
          </dd>
        </div>
        <div>
          <dt>{t('field.remaining')}</dt>
          <dd>{product.remaining === null ? t('noQuota') : product.remaining}</dd>
        </div>
      </dl>
    </button>
  );
}
