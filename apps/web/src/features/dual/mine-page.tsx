// The user's dual orders (/pages/invest/mine?tab=all|purchased|settling|completed): each with its
// terms and state, and once completed the recorded tick that settled it (linked to the fair page)
// and what was paid. A page at a time as the list scrolls; settlements arrive without a reload.
import { Tabs } from 'antd-mobile';
import { Link } from 'wouter';
import { formatDateTime, formatPrice, formatRate } from '@platform/shared/format';
import { DUAL_STATES } from '@platform/shared/dual-rules';
import type { TDualOrder } from '@platform/shared/schemas/dual';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS, fairTicksPath } from '../../lib/paths.ts';
import { useDualLiveUpdates, useDualOrders, type DualListTab } from './api/dual.ts';
import { DualNavLinks } from './components/nav-links.tsx';
import styles from './components/dual.module.css';

const TABS: readonly DualListTab[] = ['all', ...DUAL_STATES];

function tabOf(search: string): DualListTab {
  const tab = new URLSearchParams(search).get('tab');
  return TABS.find((candidate) => candidate === tab) ?? 'all';
}

export default function MinePage() {
  const { t } = useTranslation('dual');
  const tab = tabOf(useHashSearch());
  useDualLiveUpdates();
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar title={t('mine.title')} right={<DualNavLinks orders={false} />} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${PATHS.investMine}?tab=${key}`, { replace: true })}
        data-testid="dual-orders-tabs"
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`status.${key}`)} />
        ))}
      </Tabs>
      <OrdersList key={tab} tab={tab} />
    </div>
  );
}

function OrdersList({ tab }: { tab: DualListTab }) {
  const { t } = useTranslation('dual');
  return (
    <PagedList
      query={useDualOrders(tab)}
      testId="dual-orders"
      listTestId={`dual-orders-${tab}`}
      rowsClassName={styles.list}
      className={styles.ordersList}
      empty={{
        title: t('state.noOrders'),
        action: (
          <button type="button" className={styles.navLink} onClick={() => navigate(PATHS.invest)}>
            {t('state.browse')}
          </button>
        ),
      }}
    >
      {(order) => <OrderCard order={order} />}
    </PagedList>
  );
}

const STATUS_CLASS = { purchased: styles.statusPurchased, settling: styles.statusSettling, completed: styles.statusCompleted };

function OrderCard({ order }: { order: TDualOrder }) {
  const { t } = useTranslation('dual');
  return (
    <article className={styles.card} data-testid={`dual-order-${order.id}`} data-status={order.status}>
      <div className={styles.cardTop}>
        <strong>
          {order.currency} · {t(`type.${order.type}`)}
        </strong>
        <span className={`${styles.status} ${STATUS_CLASS[order.status]}`} data-testid={`dual-order-status-${order.id}`}>
          {t(`status.${order.status}`)}
        </span>
      </div>
      <dl className={styles.grid}>
        <div>
          <dt>{t('field.invested')}</dt>
          <dd>
            {formatCoin(order.amount, order.invest_currency)} {order.invest_currency}
          </dd>
        </div>
        <div>
          <dt>{t('field.target')}</dt>
          <dd>{formatPrice(order.target_price)}</dd>
        </div>
        <div>
          <dt>{t('field.apr')}</dt>
          <dd>{formatRate(order.apr, 2, 2)}</dd>
        </div>
        <div>
          <dt>{t('field.term')}</dt>
          <dd>{order.term_days}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('field.settleAt')}</dt>
          <dd>{formatDateTime(order.settle_at)}</dd>
        </div>
        {order.status === 'completed' && order.settle_price !== null && order.payout !== null ? (
          <>
            <div>
              <dt>{t('field.settlePrice')}</dt>
              <dd>
                {formatPrice(order.settle_price)}
                {order.settle_tick_seq !== null ? (
                  <>
                    {' '}
                    <Link
                      className={styles.tickLink}
                      to={fairTicksPath(order.symbol, order.settle_tick_seq)}
                      data-testid={`dual-order-fair-${order.id}`}
                    >
                      {t('tickLink', { seq: order.settle_tick_seq })}
                    </Link>
                  </>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t('field.payout')}</dt>
              <dd className={styles.up} data-testid={`dual-order-payout-${order.id}`}>
                {formatCoin(order.payout, order.payout_currency ?? '')} {order.payout_currency}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {order.status === 'settling' ? <p className={styles.hint}>{t('settlingHint')}</p> : null}
    </article>
  );
}
