// Seconds-option orders (/pages/transaction/seconds_order?tab=open|settled): the running ones with
// their countdown and the settled ones with their result, a page at a time as the list scrolls.
import { InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { quotationQueryOptions } from '../../lib/live-quotation.ts';
import { uniqueRows } from '../../lib/paging.ts';
import { PATHS, tradePath } from '../../lib/paths.ts';
import { useOptionLiveUpdates, useOptionOrders, type OptionStatus } from './api/options.ts';
import { OptionRow } from './components/option-row.tsx';
import { OPTION_ORDER_TABS, optionOrderTabOf } from './utils/order-tabs.ts';
import { useServerNow } from './utils/server-clock.ts';
import styles from './components/option.module.css';

export default function SecondsOrderPage() {
  const { t } = useTranslation('option');
  const tab: OptionStatus = optionOrderTabOf(useHashSearch());
  useOptionLiveUpdates();
  return (
    <div className={`stack-page ${styles.ordersPage}`}>
      <PageNavBar title={t('ordersTitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${PATHS.secondsOrder}?tab=${key}`, { replace: true })}
        data-testid="option-orders-tabs"
      >
        {OPTION_ORDER_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`status.${key}`)} />
        ))}
      </Tabs>
      <OrdersList key={tab} status={tab} />
    </div>
  );
}

function OrdersList({ status }: { status: OptionStatus }) {
  const { t } = useTranslation('option');
  const query = useOptionOrders(status);
  const quotes = useQuery(quotationQueryOptions());
  const rows: TOptionOrder[] = query.data ? uniqueRows(query.data.pages) : [];
  const now = useServerNow(status === 'open' && rows.length > 0, 500);
  const decimalsOf = (symbol: string) => quotes.data?.quotes.find((quote) => quote.symbol === symbol)?.price_decimals;

  if (query.isPending) {
    return (
      <div className={styles.ordersList} aria-busy="true" data-testid="option-orders-loading">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!query.data) {
    return (
      <StatusScreen
        testId="option-orders-error"
        title={t('state.loadFailed')}
        body={t('state.checkConnection')}
        actions={
          <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
            {t('state.retry')}
          </button>
        }
      />
    );
  }
  if (rows.length === 0) {
    return (
      <StatusScreen
        testId="option-orders-empty"
        title={t(status === 'open' ? 'state.noOpen' : 'state.noSettled')}
        actions={
          <button type="button" className={styles.linkButton} onClick={() => navigate(tradePath('options'))}>
            {t('tradeNow')}
          </button>
        }
      />
    );
  }
  const loadMore = async () => {
    // Throws on failure, so InfiniteScroll shows its retry instead of asking again at once.
    await query.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };
  return (
    <div className={styles.ordersList}>
      <ul className={styles.orders} data-testid={`option-orders-${status}`}>
        {rows.map((order) => (
          <li key={order.id}>
            <OptionRow order={order} nowMs={now} priceDecimals={decimalsOf(order.symbol)} />
          </li>
        ))}
      </ul>
      <InfiniteScroll className={styles.listFooter} loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) =>
          !hasMore ? (
            <span>{t('state.end')}</span>
          ) : failed ? (
            <button type="button" className={styles.listStateAction} onClick={() => void retry()}>
              {t('state.retry')}
            </button>
          ) : (
            <span>{t('state.loading')}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
