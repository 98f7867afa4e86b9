// Spot orders (/pages/transaction/currency_order): in progress, completed and cancelled (coin/list
// by state), a page at a time as the list scrolls, newest first, live over the socket; open orders
// can be cancelled here too. ?state= keeps the tab across a reload.
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { SPOT_ORDER_STATES, type SpotOrderState } from '@platform/shared/schemas/spot';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { quotationQueryOptions } from '../../lib/live-quotation.ts';
import { uniqueRows } from '../../lib/paging.ts';
import { PATHS } from '../../lib/paths.ts';
import { useOrderPages, useSpotLiveUpdates } from './api/orders.ts';
import { OrderCard } from './components/order-card.tsx';
import { ListEmpty, ListFailed, ListSkeleton } from './components/states.tsx';
import { useConfirmCancel } from './components/use-cancel-order.ts';
import styles from './components/spot.module.css';

function stateOf(search: string): SpotOrderState {
  const state = new URLSearchParams(search).get('state');
  return SPOT_ORDER_STATES.find((item) => item === state) ?? 'in_progress';
}

export default function CurrencyOrderPage() {
  const { t } = useTranslation('spot');
  const state = stateOf(useHashSearch());
  useSpotLiveUpdates();
  return (
    <div className="stack-page">
      <PageNavBar title={t('orders.title')} />
      <div className={`${styles.tabs} ${styles.pageTabs}`} role="tablist">
        {SPOT_ORDER_STATES.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={item === state}
            className={`${styles.tab} ${item === state ? styles.tabActive : ''}`}
            onClick={() => navigate(`${PATHS.currencyOrder}?state=${item}`, { replace: true })}
            data-testid={`spot-orders-tab-${item}`}
          >
            {t(`status.${item}`)}
          </button>
        ))}
      </div>
      <OrderList key={state} state={state} />
    </div>
  );
}

function OrderList({ state }: { state: SpotOrderState }) {
  const { t } = useTranslation('spot');
  const orders = useOrderPages(state);
  const { cancel, cancellingId } = useConfirmCancel();
  // Each market's own price precision; the quotation is usually cached from the trade screen.
  const quotation = useQuery(quotationQueryOptions());
  const decimalsOf = (symbol: string) => quotation.data?.quotes.find((quote) => quote.symbol === symbol)?.price_decimals;
  const testId = `spot-orders-${state}`;

  if (orders.isPending) return <ListSkeleton rows={4} testId={`${testId}-loading`} />;
  if (!orders.data) return <ListFailed testId={`${testId}-error`} retrying={orders.isFetching} onRetry={() => void orders.refetch()} />;
  const rows = uniqueRows(orders.data.pages);
  if (rows.length === 0) return <ListEmpty testId={`${testId}-empty`} title={t(`orders.empty.${state}`)} />;
  const loadMore = async () => {
    // Throws on failure, so InfiniteScroll shows its retry instead of asking again at once.
    await orders.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };
  return (
    <>
      <ul className={styles.list} data-testid={testId}>
        {rows.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              priceDecimals={decimalsOf(order.symbol)}
              onCancel={(row) => void cancel(row)}
              cancelling={cancellingId === order.id}
            />
          </li>
        ))}
      </ul>
      <InfiniteScroll className={styles.listFooter} loadMore={loadMore} hasMore={orders.hasNextPage}>
        {(hasMore, failed, retry) => {
          if (!hasMore) return <span data-testid={`${testId}-end`}>{t('state.noMore')}</span>;
          if (failed) {
            return (
              <span>
                {t('state.moreFailed')}
                <button type="button" className={styles.footerRetry} onClick={retry}>
                  {t('state.retry')}
                </button>
              </span>
            );
          }
          return (
            <span>
              {t('state.loading')} <DotLoading />
            </span>
          );
        }}
      </InfiniteScroll>
    </>
  );
}
